import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Clock } from '../common/clock.js';
import { normalizeUsername, SIGN_IN_FAILED_MESSAGE, USERNAME_PATTERN, type AdminRole, type AdminView } from '../../core/admin.js';
import { withoutControlCharacters } from '../../core/plain-text.js';
import { isUuid } from '../../core/uuid.js';
import { DomainError } from '../common/domain-error.js';
import { AppConfig } from '../config/app-config.js';
import { AdminAudit } from './admin-audit.js';
import { AdminSession } from './admin-session.entity.js';
import { AdminUser } from './admin-user.entity.js';
import { PasswordHasher } from './password-hasher.js';
import { SignInLimits } from './sign-in-limits.js';
import { SignInSubjects } from './sign-in-subject.js';
import { cleanUserAgent, type ClientFacts } from './client-facts.js';
import { SetupLinks } from './setup-links.js';
import { SignInSteps, type PendingStep } from './sign-in-steps.js';
import { TwoFactor, type CodeKind } from './two-factor.js';
import { passwordProblem } from './password-policy.js';
import { RequestValidationError } from '../common/request-validation.js';
import { ACCOUNT_TEXTS, wrongCodeMessage, type MfaEnrolmentView } from '../../core/admin-accounts.js';

/** A session ends after 30 minutes without a request, and 12 hours after sign-in whatever happens. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** How stale lastSeenAt may get before a request writes it again (one write a minute at most). */
const TOUCH_AFTER_MS = 60 * 1000;

/** Who is making an authenticated request. */
export interface AdminPrincipal extends AdminView {
  userId: string;
  sessionId: string;
}

export type { ClientFacts } from './client-facts.js';

export interface SignedIn {
  token: string;
  admin: AdminView;
  expiresAt: Date;
  sessionId: string;
  /** Only when this sign-in finished an enrolment: the recovery codes, shown once. */
  recoveryCodes?: string[];
}


interface TokenClaims {
  sub: string;
  jti: string;
}

/** The token's issuer and audience: this site, and its admin area. */
export const tokenIssuer = (config: AppConfig) => config.SITE_ORIGIN;
export const tokenAudience = (config: AppConfig) => `${config.SITE_ORIGIN}/admin`;

/**
 * Sign-in (the password, then the code for an account with two-factor, or a setup link's password),
 * token checks and sign-out (docs/product.md#14-admin-area). A token is an HS256 JWT naming a session
 * row; the row decides: revoked (sign-out, password change, disabled or reset account), idle for 30
 * minutes or older than 12 hours, the token no longer works.
 */
@Injectable()
export class AdminAuth {
  private readonly issuer: string;
  private readonly audience: string;

  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    private readonly hasher: PasswordHasher,
    private readonly limits: SignInLimits,
    private readonly subjects: SignInSubjects,
    private readonly audit: AdminAudit,
    private readonly steps: SignInSteps,
    private readonly twoFactor: TwoFactor,
    private readonly setupLinks: SetupLinks,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.issuer = tokenIssuer(config);
    this.audience = tokenAudience(config);
  }

  /**
   * The password step. The same answer, after about the same time, for an unknown username, a wrong
   * password, a disabled account and one still waiting for its setup link. Too many failures for the name
   * or the address answer 429 before any password hashing. An account with two-factor (or, under
   * ADMIN_MFA=required, one without it yet) gets the pending step instead of a session.
   */
  async signIn(username: string, password: string, client: ClientFacts): Promise<SignedIn | PendingStep> {
    // The name as typed, lower-cased, without control characters; only a well-formed username is looked up.
    const name = normalizeUsername(withoutControlCharacters(username)).slice(0, 200);
    const em = this.em.fork();
    const user = name === normalizeUsername(username) && USERNAME_PATTERN.test(name) ? await em.findOne(AdminUser, { username: name }, { populate: ['passwordHash'] }) : null;
    // What the limits and the audit trail key on: the account, or a keyed hash of a name that is none.
    const subject = this.subjects.of(name, user);
    await this.limits.take(subject, client);
    const valid = await this.hasher.verifyOrDummy(user?.passwordHash ?? undefined, password);
    if (!user || !valid || user.disabled) {
      await this.limits.failed(subject, client, { reason: !user ? 'unknown_user' : user.disabled ? 'disabled' : 'wrong_password' });
      throw new DomainError('sign_in_failed', SIGN_IN_FAILED_MESSAGE);
    }
    await this.limits.succeeded(subject, client);
    if (this.hasher.needsRehash(user.passwordHash!)) {
      user.passwordHash = await this.hasher.hash(password);
      await em.flush();
    }
    return this.afterPassword(em, user, client);
  }

  /**
   * The second step: the code of the pending step's account (or, for an enrolment, the first code of its
   * new key). The attempt is counted on the step and against the username's sign-in limit before the code
   * is checked; the fifth wrong code ends the step. Whatever the step (ended, expired, unknown, made up),
   * the same 401 says to start again. Nothing here holds a lock while it waits: the step's count is one
   * statement, and the short transaction that opens the session uses its own connection only.
   */
  async signInWithCode(mfaToken: string, code: string, client: ClientFacts): Promise<SignedIn> {
    const { step, user } = await this.steps.takeAttempt(mfaToken);
    await this.limits.take(user.username, client);
    const signedIn = await this.em.fork().transactional(async (tx) => {
      const at = this.clock.now();
      const account = await tx.findOneOrFail(AdminUser, { id: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      let recoveryCodes: string[] | undefined;
      let accepted: CodeKind | 'enrolment' | null;
      if (step.purpose === 'enrol') {
        recoveryCodes = (await this.twoFactor.confirmEnrolment(tx, account, code, null, at)) ?? undefined;
        accepted = recoveryCodes ? 'enrolment' : null;
      } else {
        accepted = await this.twoFactor.verify(tx, account, code, at);
      }
      if (!accepted) return null;
      // A right code on a step another request has just used opens nothing: the error rolls its changes back.
      if (!(await this.steps.endUsed(tx, step.id, at))) throw new DomainError('sign_in_failed', ACCOUNT_TEXTS.stepEnded);
      if (accepted === 'enrolment') await this.audit.record({ action: 'mfa_enabled', actor: user.username, subject: user.username, ip: client.ip }, tx);
      if (accepted === 'recovery') await this.audit.record({ action: 'recovery_code_used', actor: user.username, subject: user.username, ip: client.ip }, tx);
      return { ...(await this.openSession(tx, account, client)), recoveryCodes } satisfies SignedIn;
    });
    if (signedIn) {
      await this.limits.succeeded(user.username, client);
      return signedIn;
    }
    const ended = await this.steps.afterWrongCode(step);
    await this.limits.failed(user.username, client, { reason: 'wrong_code', stepEnded: ended });
    throw new DomainError('sign_in_failed', ended ? ACCOUNT_TEXTS.stepEnded : wrongCodeMessage(code));
  }

  /** The key and QR code for a pending step that must enrol first (ADMIN_MFA=required, two-factor not set up). */
  async enrolDuringSignIn(mfaToken: string): Promise<MfaEnrolmentView> {
    const { step, user } = await this.steps.live(mfaToken);
    if (step.purpose !== 'enrol') throw new DomainError('sign_in_failed', ACCOUNT_TEXTS.stepEnded);
    return this.twoFactor.beginEnrolment(user.id, null);
  }

  /**
   * A setup link's password: the link is used up, the account gets its password, and the person is
   * signed in (or, under ADMIN_MFA=required, sent on to enrol). An unknown, used or expired link, or one
   * of a disabled account, is the same 410. The password is hashed before the transaction, which only
   * uses the link up (one statement: of two requests at once, one wins) and stores the hash.
   */
  async finishSetup(token: string, password: string, client: ClientFacts): Promise<SignedIn | PendingStep> {
    const em = this.em.fork();
    const found = await this.setupLinks.live(em, token);
    if (!found) throw new DomainError('link_invalid', ACCOUNT_TEXTS.linkInvalid);
    const problem = passwordProblem(password, found.user.username);
    if (problem) throw new RequestValidationError({ password: problem });
    const passwordHash = await this.hasher.hash(password);
    await em.transactional(async (tx) => {
      if (!(await this.setupLinks.useUp(tx, found.link.id))) throw new DomainError('link_invalid', ACCOUNT_TEXTS.linkInvalid);
      const stored = await tx.nativeUpdate(AdminUser, { id: found.user.id, disabled: false }, { passwordHash, passwordChangedAt: new Date() });
      if (stored !== 1) throw new DomainError('link_invalid', ACCOUNT_TEXTS.linkInvalid);
      await this.audit.record({ action: 'account_setup_finished', actor: found.user.username, subject: found.user.username, ip: client.ip }, tx);
    });
    return this.afterPassword(em, found.user, client);
  }

  /**
   * What a right password leads to: the code step for an account with two-factor, the enrolment step for one
   * without it under ADMIN_MFA=required, else the session.
   */
  private afterPassword(em: EntityManager, user: AdminUser, client: ClientFacts): Promise<SignedIn | PendingStep> {
    if (user.mfaEnabledAt) return this.steps.open(user, 'verify', client);
    if (this.config.adminMfa === 'required') return this.steps.open(user, 'enrol', client);
    return this.openSession(em, user, client);
  }

  /** A session row and its token, the account's last sign-in written, the sign-in recorded. */
  private async openSession(em: EntityManager, user: AdminUser, client: ClientFacts): Promise<SignedIn> {
    const now = new Date();
    const session = em.create(AdminSession, {
      userId: user.id,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      ip: client.ip?.slice(0, 64) ?? null,
      userAgent: cleanUserAgent(client.userAgent),
    });
    user.lastSignInAt = now;
    await em.flush();
    await this.audit.record({ action: 'sign_in', actor: user.username, subject: user.username, ip: client.ip }, em);
    const token = await this.jwt.signAsync({ sub: user.id } satisfies Partial<TokenClaims>, {
      algorithm: 'HS256',
      issuer: this.issuer,
      audience: this.audience,
      jwtid: session.id,
      expiresIn: Math.floor(SESSION_LIFETIME_MS / 1000),
    });
    return { token, admin: { username: user.username, role: user.role }, expiresAt: session.expiresAt, sessionId: session.id };
  }

  /**
   * The principal a token stands for, or null for a bad, expired or revoked token. A request of the person's
   * own (`touch`, the default) keeps the session alive and ends an idle one; a look that is not the person's
   * doing (the visit beacon of a public page they read) changes nothing.
   */
  async authenticate(token: string, { touch = true }: { touch?: boolean } = {}): Promise<AdminPrincipal | null> {
    let claims: TokenClaims;
    try {
      // The algorithm is pinned: "none" and RS/HS confusion are refused before the signature is read.
      claims = await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: ['HS256'], issuer: this.issuer, audience: this.audience });
    } catch {
      return null;
    }
    if (!isUuid(claims.jti) || typeof claims.sub !== 'string') return null;
    const rows: { user_id: string; last_seen_at: Date; expires_at: Date; revoked_at: Date | null; username: string; role: AdminRole; disabled: boolean }[] =
      await this.em.getConnection().execute(
        `select s.user_id, s.last_seen_at, s.expires_at, s.revoked_at, u.username, u.role, u.disabled
           from admin_session s join admin_user u on u.id = s.user_id where s.id = ?`,
        [claims.jti],
      );
    const row = rows[0];
    if (!row || row.user_id !== claims.sub || row.revoked_at || row.disabled) return null;
    const now = Date.now();
    if (new Date(row.expires_at).getTime() <= now) return null;
    const lastSeen = new Date(row.last_seen_at).getTime();
    if (now - lastSeen > SESSION_IDLE_MS) {
      if (touch) await this.revoke(claims.jti, 'idle');
      return null;
    }
    if (touch && now - lastSeen > TOUCH_AFTER_MS) {
      await this.em.getConnection().execute('update admin_session set last_seen_at = ? where id = ? and revoked_at is null', [new Date(now), claims.jti]);
    }
    return { userId: row.user_id, sessionId: claims.jti, username: row.username, role: row.role };
  }

  async signOut(principal: AdminPrincipal, client: ClientFacts): Promise<void> {
    await this.revoke(principal.sessionId, 'sign_out');
    await this.audit.record({ action: 'sign_out', actor: principal.username, subject: principal.username, ip: client.ip });
  }

  private async revoke(sessionId: string, reason: string): Promise<void> {
    await this.em.fork().nativeUpdate(AdminSession, { id: sessionId, revokedAt: null }, { revokedAt: new Date(), revokedReason: reason });
  }
}
