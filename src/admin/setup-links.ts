import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../common/clock.js';
import { ONE_TIME_TOKEN_PATTERN, SETUP_LINK_LIFETIME_MS, setupLinkPath, type SetupLinkView } from '../../core/admin-accounts.js';
import { AppConfig } from '../config/app-config.js';
import { AdminSetupLink } from './admin-setup-link.entity.js';
import { AdminUser } from './admin-user.entity.js';
import { newOneTimeToken, tokenHash } from './one-time-token.js';

/**
 * One-time setup links (docs/product.md#14-admin-area): `/admin/setup/{token}`, 32 random bytes of which
 * only the hash is kept, 24 hours, once. A new link replaces the account's earlier ones. Whether a link
 * is unknown, used or expired is never told apart.
 */
@Injectable()
export class SetupLinks {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** A new link for the account, in the caller's transaction; its earlier links stop working. */
  async issue(tx: EntityManager, user: AdminUser, createdBy: string | null): Promise<SetupLinkView> {
    const now = this.clock.date();
    await tx.nativeUpdate(AdminSetupLink, { userId: user.id, usedAt: null }, { usedAt: now });
    const { token, hash } = newOneTimeToken();
    const expiresAt = new Date(now.getTime() + SETUP_LINK_LIFETIME_MS);
    tx.create(AdminSetupLink, { userId: user.id, tokenHash: hash, expiresAt, createdBy });
    await tx.flush();
    const path = setupLinkPath(token);
    return { username: user.username, path, url: `${this.config.SITE_ORIGIN}${path}`, expiresAt: expiresAt.toISOString() };
  }

  /** The account a link is live for (its page), or null. */
  async accountOf(token: string): Promise<{ username: string; expiresAt: Date } | null> {
    const found = await this.live(this.em.fork(), token);
    return found ? { username: found.user.username, expiresAt: found.link.expiresAt } : null;
  }

  /**
   * Uses a link up in the caller's transaction, in one statement: of two requests at once, one does.
   * False when it was used, replaced or expired meanwhile.
   */
  async useUp(tx: EntityManager, linkId: string, at: number = this.clock.now()): Promise<boolean> {
    const now = new Date(at);
    return (await tx.nativeUpdate(AdminSetupLink, { id: linkId, usedAt: null, expiresAt: { $gt: now } }, { usedAt: now })) === 1;
  }

  /** Ends an account's links (it was disabled). */
  async endAll(tx: EntityManager, userId: string): Promise<void> {
    await tx.nativeUpdate(AdminSetupLink, { userId, usedAt: null }, { usedAt: this.clock.date() });
  }

  /** The live link a token names and its account (read, not locked: `useUp` decides); null when there is none. */
  async live(em: EntityManager, token: string): Promise<{ link: AdminSetupLink; user: AdminUser } | null> {
    if (!ONE_TIME_TOKEN_PATTERN.test(token)) return null;
    const link = await em.findOne(AdminSetupLink, { tokenHash: tokenHash(token) });
    if (!link || link.usedAt || link.expiresAt.getTime() <= this.clock.now()) return null;
    const user = await em.findOne(AdminUser, { id: link.userId });
    return user && !user.disabled ? { link, user } : null;
  }
}
