import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ADMIN_ROLES, can, normalizeUsername, ROLE_MESSAGE, USERNAME_MESSAGE, USERNAME_PATTERN, type AdminRole } from '../../core/admin.js';
import { ownerRefusal } from '../../core/lead-desk.js';
import { AdminAudit } from './admin-audit.js';
import { SESSION_IDLE_MS } from './admin-auth.js';
import { AdminSession } from './admin-session.entity.js';
import { AdminUser, CAN_SIGN_IN } from './admin-user.entity.js';
import { PasswordHasher } from './password-hasher.js';
import { passwordProblem } from './password-policy.js';
import { SetupLinks } from './setup-links.js';
import { SignInSteps } from './sign-in-steps.js';
import { TwoFactor } from './two-factor.js';
import { ACCOUNT_TEXTS, type SetupLinkView } from '../../core/admin-accounts.js';
import { invalidRequestMessage } from '../../core/error-messages.js';
import { DomainError, type DomainErrorCode, type DomainErrorOptions } from '../common/domain-error.js';

type AccountErrorKind = 'invalid' | 'missing' | 'exists' | 'refused';

const ACCOUNT_ERROR_CODES = { invalid: 'validation_failed', missing: 'not_found', exists: 'account_exists', refused: 'account_refused' } as const satisfies Record<AccountErrorKind, DomainErrorCode>;

/** How the API answers each kind: invalid input names its field (400); a missing account is not named to clients (404). */
function accountErrorAnswer(kind: AccountErrorKind, message: string, field: string): DomainErrorOptions {
  if (kind === 'invalid') return { fields: { [field]: message }, clientMessage: invalidRequestMessage([field]) };
  if (kind === 'missing') return { clientMessage: ACCOUNT_TEXTS.noSuchAccount };
  return {};
}

/**
 * A refused account change, with the reason a person can act on (never the password itself): `invalid`
 * input (naming `field`), `missing` account, an account that `exists` already (409), or a change the rules
 * `refuse` (422: the last admin who can sign in, disabling yourself). The command line prints the message;
 * the global filter answers the API's clients by its code.
 */
export class AccountError extends DomainError {
  constructor(
    message: string,
    readonly kind: AccountErrorKind = 'refused',
    readonly field = 'username',
  ) {
    super(ACCOUNT_ERROR_CODES[kind], message, accountErrorAnswer(kind, message, field));
    this.name = 'AccountError';
  }
}

/** An account as the operators' list shows it (never a hash). */
export interface AccountSummary {
  username: string;
  role: AdminRole;
  disabled: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
  /** Sessions not revoked and not past their limits. */
  openSessions: number;
  mfaEnabled: boolean;
  /** No password yet: the account waits for its setup link to be used. */
  setupPending: boolean;
  /** Round robin may give it new leads. */
  onDuty: boolean;
}

export const LAST_ADMIN_MESSAGE = ACCOUNT_TEXTS.lastAdmin;
export const SELF_DISABLE_MESSAGE = ACCOUNT_TEXTS.selfDisable;
export const SELF_RESET_MESSAGE = 'You cannot reset your own account: change your password on your account page';
const noAccount = (name: string) => new AccountError(`no account named ${name}`, 'missing');


/** Checks a new account's username, role and password; throws AccountError naming the first problem. */
export function checkNewAccount(username: string, role: string, password: string): { username: string; role: AdminRole } {
  const account = checkNewName(username, role);
  const problem = passwordProblem(password, account.username);
  if (problem) throw new AccountError(problem, 'invalid', 'password');
  return account;
}

/** Checks a new account's username and role (an account made without a password gets a setup link). */
function checkNewName(username: string, role: string): { username: string; role: AdminRole } {
  const name = normalizeUsername(username);
  if (!USERNAME_PATTERN.test(name)) throw new AccountError(USERNAME_MESSAGE, 'invalid', 'username');
  return { username: name, role: checkRole(role) };
}

/** A role as typed, if it is one (ADMIN_ROLES). */
function checkRole(role: string): AdminRole {
  if (!(ADMIN_ROLES as readonly string[]).includes(role)) throw new AccountError(ROLE_MESSAGE, 'invalid', 'role');
  return role as AdminRole;
}

/**
 * Admin accounts (docs/product.md#14-admin-area): creation (with a setup link, or with a password from
 * the CLI and the first admin from the environment), the list, password and role changes, disabling,
 * enabling and resets. A password change, a disable and a reset end the account's sessions at once;
 * every change is recorded in the audit trail. The last admin who
 * can sign in can be neither disabled nor demoted, and nobody disables themselves.
 */
@Injectable()
export class AdminAccounts {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly audit: AdminAudit,
    private readonly twoFactor: TwoFactor,
    private readonly steps: SignInSteps,
    private readonly setupLinks: SetupLinks,
  ) {}

  async create(username: string, role: string, password: string, actor: string | null = null): Promise<{ username: string; role: AdminRole }> {
    const account = checkNewAccount(username, role, password);
    const passwordHash = await this.hasher.hash(password);
    try {
      await this.em.fork().transactional(async (tx) => {
        tx.create(AdminUser, { username: account.username, role: account.role, passwordHash });
        await tx.flush();
        await this.audit.record({ action: 'account_created', actor, subject: account.username, details: { role: account.role } }, tx);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new AccountError(ACCOUNT_TEXTS.accountExists, 'exists', 'username');
      throw error;
    }
    return account;
  }

  /** Whether any enabled account with the admin role exists (the first admin is created only when none does). */
  async hasAdmin(): Promise<boolean> {
    return (await this.em.fork().count(AdminUser, { role: 'admin', disabled: false })) > 0;
  }

  async changePassword(username: string, password: string, actor: string | null = null): Promise<void> {
    const name = normalizeUsername(username);
    const problem = passwordProblem(password, name);
    if (problem) throw new AccountError(problem, 'invalid', 'password');
    const passwordHash = await this.hasher.hash(password);
    await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOne(AdminUser, { username: name });
      if (!user) throw noAccount(name);
      user.passwordHash = passwordHash;
      user.passwordChangedAt = new Date();
      await this.endEverything(tx, user.id, 'password_changed');
      await this.audit.record({ action: 'password_changed', actor, subject: name }, tx);
    });
  }

  /** Every account (or `only` the one with that username), by username, with its open sessions counted. */
  async list(now: Date = new Date(), only?: string): Promise<AccountSummary[]> {
    const rows = await this.em.getConnection().execute<
      { username: string; role: AdminRole; disabled: boolean; on_duty: boolean; created_at: Date; last_sign_in_at: Date | null; open_sessions: string | number; mfa_enabled: boolean; setup_pending: boolean }[]
    >(
      `select u.username, u.role, u.disabled, u.on_duty, u.created_at, u.last_sign_in_at,
              u.mfa_enabled_at is not null as mfa_enabled, u.password_hash is null as setup_pending,
              (select count(*) from admin_session s where s.user_id = u.id and s.revoked_at is null and s.expires_at > ? and s.last_seen_at > ?) as open_sessions
         from admin_user u ${only === undefined ? '' : 'where u.username = ?'} order by u.username`,
      [now, new Date(now.getTime() - SESSION_IDLE_MS), ...(only === undefined ? [] : [only])],
    );
    return rows.map((row) => ({
      username: row.username,
      role: row.role,
      disabled: row.disabled,
      createdAt: new Date(row.created_at),
      lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at) : null,
      openSessions: Number(row.open_sessions),
      mfaEnabled: row.mfa_enabled,
      setupPending: row.setup_pending,
      onDuty: row.on_duty,
    }));
  }

  async setDisabled(username: string, disabled: boolean, actor: string | null = null): Promise<void> {
    const name = normalizeUsername(username);
    if (disabled && actor !== null && actor === name) throw new AccountError(SELF_DISABLE_MESSAGE);
    await this.em.fork().transactional(async (tx) => {
      const user = await this.lockedAccount(tx, name);
      if (disabled) await this.keepAnAdmin(tx, user);
      user.disabled = disabled;
      // A disabled account gets no more leads from round robin, and stays off duty when enabled again.
      if (disabled) user.onDuty = false;
      if (disabled) await this.endEverything(tx, user.id, 'disabled');
      await this.audit.record({ action: disabled ? 'account_disabled' : 'account_enabled', actor, subject: name, details: { disabled } }, tx);
    });
  }

  async setRole(username: string, role: string, actor: string | null = null): Promise<{ from: AdminRole; to: AdminRole }> {
    const name = normalizeUsername(username);
    const to = checkRole(role);
    return this.em.fork().transactional(async (tx) => {
      const user = await this.lockedAccount(tx, name);
      const from = user.role;
      if (to !== 'admin') await this.keepAnAdmin(tx, user);
      user.role = to;
      // A role that cannot own leads cannot be on duty either.
      if (!can(to, 'leads:change')) user.onDuty = false;
      await this.audit.record({ action: 'account_role_changed', actor, subject: name, details: { from, to } }, tx);
      return { from, to };
    });
  }

  /**
   * Puts an account on duty or off it (docs/product.md#21-leads-desk): round robin gives new leads only to
   * accounts on duty. Only an account that may own leads (ownerRefusal) can go on duty (422 otherwise).
   */
  async setOnDuty(username: string, onDuty: boolean, actor: string | null, ip: string | null = null): Promise<void> {
    const name = normalizeUsername(username);
    await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOne(AdminUser, { username: name }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['passwordHash'] });
      if (!user) throw noAccount(name);
      const refusal = onDuty ? ownerRefusal({ username: name, role: user.role, disabled: user.disabled, setupPending: !user.passwordHash }) : null;
      if (refusal) throw new AccountError(refusal);
      if (user.onDuty === onDuty) return;
      user.onDuty = onDuty;
      await this.audit.record({ action: 'on_duty_changed', actor, subject: name, ip, details: { onDuty } }, tx);
    });
  }

  /**
   * A new account without a password, and its setup link (shown once): its person chooses the password.
   */
  async add(username: string, role: string, actor: string | null): Promise<{ account: AccountSummary; setupLink: SetupLinkView }> {
    const account = checkNewName(username, role);
    try {
      const setupLink = await this.em.fork().transactional(async (tx) => {
        const user = tx.create(AdminUser, { username: account.username, role: account.role, passwordHash: null });
        await tx.flush();
        await this.audit.record({ action: 'account_created', actor, subject: account.username, details: { role: account.role, setupLink: true } }, tx);
        return this.issueLink(tx, user, actor);
      });
      return { account: await this.summary(account.username), setupLink };
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new AccountError(ACCOUNT_TEXTS.accountExists, 'exists', 'username');
      throw error;
    }
  }

  /**
   * A reset (a forgotten password, a lost phone and password): the password and two-factor are cleared,
   * every session and sign-in step ends, and a new setup link is made. Nobody resets themselves.
   */
  async reset(username: string, actor: string | null): Promise<{ account: AccountSummary; setupLink: SetupLinkView }> {
    const name = normalizeUsername(username);
    if (actor !== null && actor === name) throw new AccountError(SELF_RESET_MESSAGE);
    const setupLink = await this.em.fork().transactional(async (tx) => {
      const user = await this.lockedAccount(tx, name);
      user.passwordHash = null;
      user.passwordChangedAt = new Date();
      // It cannot sign in until its new link is used: round robin gives it nothing, and it stays off duty after.
      user.onDuty = false;
      await this.twoFactor.turnOff(tx, user);
      await this.endEverything(tx, user.id, 'reset');
      await this.audit.record({ action: 'account_reset', actor, subject: name }, tx);
      return this.issueLink(tx, user, actor);
    });
    return { account: await this.summary(name), setupLink };
  }

  /** Two-factor off for an account whose phone is lost (the command line); its sessions end. */
  async resetMfa(username: string, actor: string | null): Promise<void> {
    const name = normalizeUsername(username);
    await this.em.fork().transactional(async (tx) => {
      const user = await this.lockedAccount(tx, name);
      await this.twoFactor.turnOff(tx, user);
      await this.endEverything(tx, user.id, 'mfa_reset');
      await this.audit.record({ action: 'mfa_reset', actor, subject: name }, tx);
    });
  }

  /** One account as the list shows it. */
  async summary(username: string): Promise<AccountSummary> {
    const name = normalizeUsername(username);
    const [found] = await this.list(new Date(), name);
    if (!found) throw noAccount(name);
    return found;
  }

  private async issueLink(tx: EntityManager, user: AdminUser, actor: string | null): Promise<SetupLinkView> {
    const link = await this.setupLinks.issue(tx, user, actor);
    await this.audit.record({ action: 'setup_link_created', actor, subject: user.username, details: { expiresAt: link.expiresAt } }, tx);
    return link;
  }

  /**
   * Ends an account's sessions and pending sign-in steps (a new password, disabled, reset, two-factor
   * reset), and when it is disabled its setup links too.
   */
  private async endEverything(tx: EntityManager, userId: string, reason: string): Promise<void> {
    await this.revokeSessions(tx, userId, reason);
    await this.steps.endAll(tx, userId);
    if (reason === 'disabled') await this.setupLinks.endAll(tx, userId);
  }

  /**
   * The account (with its password hash: whether it can sign in), locked for the change; with the enabled
   * admins locked too, two changes cannot both take the last one.
   */
  private async lockedAccount(tx: EntityManager, name: string): Promise<AdminUser> {
    await tx.find(AdminUser, { role: 'admin', disabled: false }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
    const user = await tx.findOne(AdminUser, { username: name }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['passwordHash'] });
    if (!user) throw noAccount(name);
    return user;
  }

  /**
   * Refuses to disable or demote the last admin who can sign in (CAN_SIGN_IN): an admin still waiting for its
   * setup link is no admin yet. The enabled admins are locked by lockedAccount.
   */
  private async keepAnAdmin(tx: EntityManager, leaving: AdminUser): Promise<void> {
    if (leaving.role !== 'admin' || leaving.disabled || !leaving.passwordHash) return;
    const others = await tx.count(AdminUser, { role: 'admin', ...CAN_SIGN_IN, id: { $ne: leaving.id } });
    if (others === 0) throw new AccountError(LAST_ADMIN_MESSAGE);
  }

  private async revokeSessions(tx: EntityManager, userId: string, reason: string): Promise<void> {
    await tx.nativeUpdate(AdminSession, { userId, revokedAt: null }, { revokedAt: new Date(), revokedReason: reason });
  }
}
