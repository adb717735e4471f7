import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ADMIN_ROLES, USERNAME_PATTERN, type AdminRole } from '../../core/admin.js';
import { AdminAudit } from './admin-audit.js';
import { AdminSession } from './admin-session.entity.js';
import { AdminUser } from './admin-user.entity.js';
import { PasswordHasher } from './password-hasher.js';
import { passwordProblem } from './password-policy.js';

/** A refused account change, with the reason a person can act on (never the password itself). */
export class AccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountError';
  }
}

/** Checks a new account's username, role and password; throws AccountError naming the first problem. */
export function checkNewAccount(username: string, role: string, password: string): { username: string; role: AdminRole } {
  const name = username.trim().toLowerCase();
  if (!USERNAME_PATTERN.test(name)) throw new AccountError('username must be 3 to 64 letters, digits, dots, dashes or underscores');
  if (!(ADMIN_ROLES as readonly string[]).includes(role)) throw new AccountError(`role must be one of: ${ADMIN_ROLES.join(', ')}`);
  const problem = passwordProblem(password, name);
  if (problem) throw new AccountError(problem);
  return { username: name, role: role as AdminRole };
}

/**
 * Admin accounts: creation (the CLI and the first admin from the environment), password changes and
 * disabling, each of which ends the account's sessions at once and is recorded in the audit trail.
 */
@Injectable()
export class AdminAccounts {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly audit: AdminAudit,
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
      if (error instanceof UniqueConstraintViolationException) throw new AccountError(`an account named ${account.username} already exists`);
      throw error;
    }
    return account;
  }

  /** Whether any enabled account with the admin role exists (the first admin is created only when none does). */
  async hasAdmin(): Promise<boolean> {
    return (await this.em.fork().count(AdminUser, { role: 'admin', disabled: false })) > 0;
  }

  async changePassword(username: string, password: string, actor: string | null = null): Promise<void> {
    const name = username.trim().toLowerCase();
    const problem = passwordProblem(password, name);
    if (problem) throw new AccountError(problem);
    const passwordHash = await this.hasher.hash(password);
    await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOne(AdminUser, { username: name });
      if (!user) throw new AccountError(`no account named ${name}`);
      user.passwordHash = passwordHash;
      user.passwordChangedAt = new Date();
      await this.revokeSessions(tx, user.id, 'password_changed');
      await this.audit.record({ action: 'password_changed', actor, subject: name }, tx);
    });
  }

  async setDisabled(username: string, disabled: boolean, actor: string | null = null): Promise<void> {
    const name = username.trim().toLowerCase();
    await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOne(AdminUser, { username: name });
      if (!user) throw new AccountError(`no account named ${name}`);
      user.disabled = disabled;
      if (disabled) await this.revokeSessions(tx, user.id, 'disabled');
      await this.audit.record({ action: 'account_disabled', actor, subject: name, details: { disabled } }, tx);
    });
  }

  private async revokeSessions(tx: EntityManager, userId: string, reason: string): Promise<void> {
    await tx.nativeUpdate(AdminSession, { userId, revokedAt: null }, { revokedAt: new Date(), revokedReason: reason });
  }
}
