import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Clock } from '../common/clock.js';
import { ACCOUNT_TEXTS, wrongCodeMessage } from '../../core/admin-accounts.js';
import { DomainError } from '../common/domain-error.js';
import { RequestValidationError } from '../common/request-validation.js';
import { AdminAudit } from './admin-audit.js';
import type { AdminPrincipal } from './admin-auth.js';
import { AdminUser } from './admin-user.entity.js';
import type { ClientFacts } from './client-facts.js';
import { PasswordHasher } from './password-hasher.js';
import { SignInLimits } from './sign-in-limits.js';
import { TwoFactor } from './two-factor.js';

/** What a signed-in person types to prove a change to their own sign-in: the password, and a code where asked. */
export interface Proof {
  password?: string;
  code?: string;
}

/**
 * Proves that the person behind a session knows the account's secrets before a change to how it signs in
 * (docs/product.md#14-admin-area): the current password for a new password; the password and a current
 * code or a recovery code for a change to a second factor in use. Each proof is an attempt against the
 * sign-in limits, taken before anything is checked: a stolen session guesses no faster than the sign-in
 * page, and a wrong password here counts like a wrong one there.
 */
@Injectable()
export class AccountProof {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly limits: SignInLimits,
    private readonly twoFactor: TwoFactor,
    private readonly audit: AdminAudit,
    private readonly clock: Clock,
  ) {}

  /** Throws 400 for a missing part, 429 past the limits, 422 for a wrong password or code; else the proof holds. */
  async prove(me: AdminPrincipal, proof: Proof, withCode: boolean, client: ClientFacts, fields = { password: 'password', code: 'code' }): Promise<void> {
    const missing: Record<string, string> = {};
    if (!proof.password) missing[fields.password] = ACCOUNT_TEXTS.passwordForChange;
    if (withCode && !proof.code) missing[fields.code] = ACCOUNT_TEXTS.codeForChange;
    if (Object.keys(missing).length > 0) throw new RequestValidationError(missing);
    await this.limits.take(me.username, client);
    const user = await this.em.fork().findOneOrFail(AdminUser, { id: me.userId }, { populate: ['passwordHash'] });
    if (!(await this.hasher.verifyOrDummy(user.passwordHash ?? undefined, proof.password!))) {
      await this.limits.failed(me.username, client, { reason: 'wrong_current_password' });
      throw new DomainError('wrong_current_password', ACCOUNT_TEXTS.wrongCurrentPassword);
    }
    if (withCode && !(await this.codeHolds(me, proof.code!, client))) {
      await this.limits.failed(me.username, client, { reason: 'wrong_code' });
      throw new DomainError('wrong_code', wrongCodeMessage(proof.code!));
    }
    await this.limits.succeeded(me.username, client);
  }

  /** The account's current code or an unused recovery code (then used up and recorded), as a sign-in takes them. */
  private codeHolds(me: AdminPrincipal, code: string, client: ClientFacts): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      const user = await tx.findOneOrFail(AdminUser, { id: me.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const kind = await this.twoFactor.verify(tx, user, code, this.clock.now());
      if (kind === 'recovery') await this.audit.record({ action: 'recovery_code_used', actor: me.username, subject: me.username, ip: client.ip }, tx);
      return kind !== null;
    });
  }
}
