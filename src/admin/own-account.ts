import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Clock } from '../common/clock.js';
import { ACCOUNT_TEXTS, type MfaEnrolmentView, type OwnAccountView, type SessionView } from '../../core/admin-accounts.js';
import { DomainError } from '../common/domain-error.js';
import { RequestValidationError } from '../common/request-validation.js';
import { AppConfig } from '../config/app-config.js';
import { AccountProof, type Proof } from './account-proof.js';
import { AdminAudit } from './admin-audit.js';
import { SESSION_IDLE_MS, type AdminPrincipal, type ClientFacts } from './admin-auth.js';
import { AdminSession } from './admin-session.entity.js';
import { AdminUser } from './admin-user.entity.js';
import { deviceWords } from './device-words.js';
import { PasswordHasher } from './password-hasher.js';
import { passwordProblem } from './password-policy.js';
import { SignInSteps } from './sign-in-steps.js';
import { TwoFactor } from './two-factor.js';

/**
 * What every signed-in person may do to their own account (docs/product.md#14-admin-area): see it,
 * change the password (the current one required; the other sessions end, this one stays), see and end
 * their other sessions, turn two-factor on, and replace the authenticator or the recovery codes (the
 * password and a current code required; the other sessions end).
 */
@Injectable()
export class OwnAccount {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly twoFactor: TwoFactor,
    private readonly steps: SignInSteps,
    private readonly audit: AdminAudit,
    private readonly proof: AccountProof,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async view(me: AdminPrincipal, em: EntityManager = this.em.fork()): Promise<OwnAccountView> {
    const now = new Date();
    const sessions = await em.find(
      AdminSession,
      { userId: me.userId, revokedAt: null, expiresAt: { $gt: now }, lastSeenAt: { $gt: new Date(now.getTime() - SESSION_IDLE_MS) } },
      { orderBy: { lastSeenAt: 'desc' } },
    );
    const { onDuty } = await em.findOneOrFail(AdminUser, { id: me.userId }, { fields: ['onDuty'] });
    return {
      username: me.username,
      role: me.role,
      onDuty,
      mfa: await this.twoFactor.status(me.userId, em),
      mfaRequired: this.config.adminMfa === 'required',
      sessions: sessions.map(
        (session): SessionView => ({
          id: session.id,
          device: deviceWords(session.userAgent ?? null),
          ip: session.ip ?? null,
          signedInAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
          current: session.id === me.sessionId,
        }),
      ),
    };
  }

  /** A new password, the current one proved first (counted like a sign-in); your other sessions end. */
  async changePassword(me: AdminPrincipal, currentPassword: string, newPassword: string, client: ClientFacts): Promise<OwnAccountView> {
    await this.proof.prove(me, { password: currentPassword }, false, client, { password: 'currentPassword', code: 'code' });
    const problem = passwordProblem(newPassword, me.username);
    if (problem) throw new RequestValidationError({ newPassword: problem });
    const passwordHash = await this.hasher.hash(newPassword);
    await this.em.fork().transactional(async (tx) => {
      await tx.nativeUpdate(AdminUser, { id: me.userId }, { passwordHash, passwordChangedAt: new Date() });
      await this.endSessions(tx, me, 'password_changed');
      // A sign-in half done with the old password ends too.
      await this.steps.endAll(tx, me.userId);
      await this.audit.record({ action: 'password_changed', actor: me.username, subject: me.username, ip: client.ip }, tx);
    });
    return this.view(me);
  }

  /** Ends one of your other sessions (404 for one that is not yours or not open; 422 for this one: sign out instead). */
  async endSession(me: AdminPrincipal, sessionId: string, client: ClientFacts): Promise<OwnAccountView> {
    if (sessionId === me.sessionId) throw new DomainError('account_refused', ACCOUNT_TEXTS.currentSession);
    const ended = await this.em.fork().transactional(async (tx) => {
      const count = await tx.nativeUpdate(AdminSession, { id: sessionId, userId: me.userId, revokedAt: null }, { revokedAt: new Date(), revokedReason: 'ended_by_owner' });
      if (count === 1) await this.audit.record({ action: 'session_ended', actor: me.username, subject: me.username, ip: client.ip, details: { sessions: 1 } }, tx);
      return count;
    });
    if (ended !== 1) throw new DomainError('not_found', ACCOUNT_TEXTS.noSuchSession);
    return this.view(me);
  }

  async endOtherSessions(me: AdminPrincipal, client: ClientFacts): Promise<OwnAccountView> {
    await this.em.fork().transactional(async (tx) => {
      const count = await this.endSessions(tx, me, 'ended_by_owner');
      await this.audit.record({ action: 'session_ended', actor: me.username, subject: me.username, ip: client.ip, details: { sessions: count } }, tx);
    });
    return this.view(me);
  }

  /**
   * A new key to scan, held aside for this session. While two-factor is on this replaces the authenticator,
   * so the password and a current code (or a recovery code) are proved first.
   */
  async startEnrolment(me: AdminPrincipal, proof: Proof, client: ClientFacts): Promise<MfaEnrolmentView> {
    if ((await this.twoFactor.status(me.userId)).enabled) await this.proof.prove(me, proof, true, client);
    return this.twoFactor.beginEnrolment(me.userId, me.sessionId);
  }

  /**
   * The first code of the key this session is enrolling: two-factor is on with it, and the recovery codes
   * are answered once. When it replaces a key in use, the account's other sessions and pending sign-ins end
   * and the trail says `mfa_replaced`; the first key is `mfa_enabled`.
   */
  async confirmEnrolment(me: AdminPrincipal, code: string, client: ClientFacts): Promise<{ account: OwnAccountView; recoveryCodes: string[] }> {
    const recoveryCodes = await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOneOrFail(AdminUser, { id: me.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      await tx.populate(user, ['mfaPendingSecret']);
      if (user.mfaPendingSecret && user.mfaPendingSessionId !== me.sessionId) throw new DomainError('wrong_code', ACCOUNT_TEXTS.enrolmentElsewhere);
      const replacing = user.mfaEnabledAt !== null && user.mfaEnabledAt !== undefined;
      const codes = await this.twoFactor.confirmEnrolment(tx, user, code, me.sessionId, this.clock.now());
      if (!codes) return null;
      if (replacing) await this.endOtherSignIns(tx, me, 'mfa_replaced');
      await this.audit.record({ action: replacing ? 'mfa_replaced' : 'mfa_enabled', actor: me.username, subject: me.username, ip: client.ip }, tx);
      return codes;
    });
    if (!recoveryCodes) throw new DomainError('wrong_code', ACCOUNT_TEXTS.wrongCode);
    return { account: await this.view(me), recoveryCodes };
  }

  /**
   * New recovery codes, the password and a current code (or a recovery code) proved first; the old codes
   * stop working, the account's other sessions and pending sign-ins end. 422 while two-factor is off.
   */
  async renewRecoveryCodes(me: AdminPrincipal, proof: Proof, client: ClientFacts): Promise<{ account: OwnAccountView; recoveryCodes: string[] }> {
    if (!(await this.twoFactor.status(me.userId)).enabled) throw new DomainError('account_refused', 'Turn on two-factor sign-in first');
    await this.proof.prove(me, proof, true, client);
    const recoveryCodes = await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOneOrFail(AdminUser, { id: me.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user.mfaEnabledAt) throw new DomainError('account_refused', 'Turn on two-factor sign-in first');
      const codes = await this.twoFactor.replaceRecoveryCodes(tx, user.id);
      await this.endOtherSignIns(tx, me, 'recovery_codes_replaced');
      await this.audit.record({ action: 'recovery_codes_replaced', actor: me.username, subject: me.username, ip: client.ip }, tx);
      return codes;
    });
    return { account: await this.view(me), recoveryCodes };
  }

  /** After a change to the second factor: every other session of the account and its pending sign-ins end. */
  private async endOtherSignIns(tx: EntityManager, me: AdminPrincipal, reason: string): Promise<void> {
    await this.endSessions(tx, me, reason);
    await this.steps.endAll(tx, me.userId);
  }

  /** Revokes every open session of yours but this one; answers how many ended. */
  private endSessions(tx: EntityManager, me: AdminPrincipal, reason: string): Promise<number> {
    return tx.nativeUpdate(AdminSession, { userId: me.userId, revokedAt: null, id: { $ne: me.sessionId } }, { revokedAt: new Date(), revokedReason: reason });
  }
}
