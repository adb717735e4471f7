import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ACCOUNT_TEXTS, MFA_STEP_LIFETIME_MS, MFA_STEP_MAX_FAILURES, ONE_TIME_TOKEN_PATTERN } from '../../core/admin-accounts.js';
import { DomainError } from '../common/domain-error.js';
import { cleanUserAgent, type ClientFacts } from './client-facts.js';
import { AdminSignInStep } from './admin-sign-in-step.entity.js';
import { AdminUser } from './admin-user.entity.js';
import { newOneTimeToken, tokenHash } from './one-time-token.js';

/** What the password step answers an account with two-factor: the step's token, for the code's call only. */
export interface PendingStep {
  mfaToken: string;
  expiresAt: Date;
  /** The account must set up two-factor first (ADMIN_MFA=required). */
  enrolRequired: boolean;
}

const stepEnded = () => new DomainError('sign_in_failed', ACCOUNT_TEXTS.stepEnded);

/**
 * The pending steps between a right password and a session (docs/product.md#14-admin-area): 5 minutes,
 * 5 wrong codes, used once. The token is 32 random bytes the browser holds; the row keeps its hash. A step
 * is not a session: AdminAuth.authenticate never reads this table.
 */
@Injectable()
export class SignInSteps {
  constructor(private readonly em: EntityManager) {}

  async open(user: AdminUser, purpose: 'verify' | 'enrol', client: ClientFacts): Promise<PendingStep> {
    const em = this.em.fork();
    const { token, hash } = newOneTimeToken();
    const expiresAt = new Date(Date.now() + MFA_STEP_LIFETIME_MS);
    em.create(AdminSignInStep, {
      userId: user.id,
      tokenHash: hash,
      purpose,
      expiresAt,
      ip: client.ip?.slice(0, 64) ?? null,
      userAgent: cleanUserAgent(client.userAgent),
    });
    await em.flush();
    return { mfaToken: token, expiresAt, enrolRequired: purpose === 'enrol' };
  }

  /**
   * The live step a token names and its account, both locked for the transaction; else the one 401 that
   * says to start again (unknown, ended, expired, or the account disabled or reset since).
   */
  async lockedLive(tx: EntityManager, token: string): Promise<{ step: AdminSignInStep; user: AdminUser }> {
    if (!ONE_TIME_TOKEN_PATTERN.test(token)) throw stepEnded();
    const step = await tx.findOne(AdminSignInStep, { tokenHash: tokenHash(token) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!step || step.endedAt || step.expiresAt.getTime() <= Date.now()) throw stepEnded();
    const user = await tx.findOne(AdminUser, { id: step.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['passwordHash'] });
    if (!user || user.disabled || !user.passwordHash) throw stepEnded();
    return { step, user };
  }

  /** Counts a wrong code; answers whether it ended the step (the fifth). */
  async fail(stepId: string): Promise<boolean> {
    const rows: { ended: boolean }[] = await this.em.getConnection().execute(
      `update admin_sign_in_step set failures = failures + 1,
              ended_at = case when failures + 1 >= ? then coalesce(ended_at, now()) else ended_at end
        where id = ? returning ended_at is not null as ended`,
      [MFA_STEP_MAX_FAILURES, stepId],
    );
    return rows[0]?.ended ?? true;
  }

  /** Ends every live step of an account (disabled, reset, two-factor turned off). */
  async endAll(tx: EntityManager, userId: string): Promise<void> {
    await tx.nativeUpdate(AdminSignInStep, { userId, endedAt: null }, { endedAt: new Date() });
  }
}
