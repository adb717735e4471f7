import { Logger } from '@nestjs/common';
import { Migration } from '@mikro-orm/migrations';
import { MfaKeyBox } from '../src/admin/mfa-key-box.js';
import { loadConfig } from '../src/config/app-config.js';

interface SealedRow {
  id: string;
  mfa_secret: string | null;
  mfa_pending_secret: string | null;
}

/**
 * Two-factor keys are bound to their account from now on (MfaKeyBox's `v2`: the account's id is the
 * associated data), and `v1` values, which opened in any account's row they were copied to, are no longer
 * opened. The keys that seal them are configuration, not data, so this migration reads ADMIN_MFA_KEY and
 * ADMIN_MFA_KEY_PREVIOUS as the app does and seals each stored v1 value again as v2 for the row that holds
 * it. Being a migration, it runs once: a v1 value written afterwards is never bound to an account. A value
 * no key here opens (a key since dropped, or a process's random key) is left as it is and, as before, does
 * not open: that account's two-factor is reset (npm run admin:mfa-reset).
 */
export class Migration20261128070000_mfa_keys_bound_to_accounts extends Migration {

  override name = 'Migration20261128070000_mfa_keys_bound_to_accounts';

  override async up(): Promise<void> {
    const rows = (await this.execute(
      `select "id", "mfa_secret", "mfa_pending_secret" from "admin_user" where "mfa_secret" like 'v1.%' or "mfa_pending_secret" like 'v1.%' for update;`,
    )) as SealedRow[];
    if (rows.length === 0) return;
    const box = new MfaKeyBox(loadConfig());
    let resealed = 0;
    let unopened = 0;
    const reseal = (value: string | null, id: string): string | null => {
      if (!value?.startsWith('v1.')) return value;
      const again = box.resealV1(value, id);
      if (again) resealed++;
      else unopened++;
      return again ?? value;
    };
    for (const row of rows) {
      await this.execute(`update "admin_user" set "mfa_secret" = ?, "mfa_pending_secret" = ? where "id" = ?;`, [
        reseal(row.mfa_secret, row.id),
        reseal(row.mfa_pending_secret, row.id),
        row.id,
      ]);
    }
    const logger = new Logger('TwoFactor');
    logger.log(`two-factor keys sealed again for their accounts: ${resealed}`);
    if (unopened > 0) logger.warn(`two-factor keys no key here opens, left as they are (those accounts need npm run admin:mfa-reset): ${unopened}`);
  }

  /** The v2 values stay: an earlier release does not open them, so after going back those accounts' two-factor is reset. */
  override down(): void | Promise<void> {
  }

}
