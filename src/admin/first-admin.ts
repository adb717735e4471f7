import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { normalizeUsername } from '../../core/admin.js';
import { AppConfig } from '../config/app-config.js';
import { AccountError, AdminAccounts } from './admin-accounts.js';

/**
 * For containers: ADMIN_USERNAME and ADMIN_PASSWORD create the first admin at start when no admin
 * exists yet; a password that breaks the rules stops the start with the reason (never the password).
 */
@Injectable()
export class FirstAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminAccounts');

  constructor(
    private readonly accounts: AdminAccounts,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = this.config;
    if (!username || !password) {
      if (!(await this.accounts.hasAdmin())) this.logger.warn('No admin account yet: create one with `npm run admin:create -- --username NAME --role admin`');
      return;
    }
    if (await this.accounts.hasAdmin()) return;
    try {
      await this.accounts.create(username, 'admin', password);
    } catch (error) {
      // Several instances starting together on an empty database: one of them creates the account.
      if (error instanceof AccountError && (await this.accounts.hasAdmin())) return;
      if (error instanceof AccountError) throw new Error(`ADMIN_USERNAME/ADMIN_PASSWORD: ${error.message}`);
      throw error;
    }
    this.logger.log(`created the first admin account, ${normalizeUsername(username)}, from ADMIN_USERNAME`);
  }
}
