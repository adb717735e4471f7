import { Migration } from '@mikro-orm/migrations';

/**
 * Failed sign-ins used to record the username as typed, so a password typed into the username box could
 * sit in the audit trail. From now on a name that is no account is recorded as `unknown:` and a keyed
 * hash (src/admin/sign-in-subject.ts); rows written before keep no such name: their subject is cleared
 * unless it is an account's username. What was typed cannot be restored, so there is no way down.
 */
export class Migration20261126130000_forget_typed_sign_in_names extends Migration {

  override name = 'Migration20261126130000_forget_typed_sign_in_names';

  override up(): void | Promise<void> {
    this.addSql(`update "admin_audit_event" set "subject" = null
      where "action" in ('sign_in_failed', 'sign_in_locked') and "subject" is not null and "subject" not like 'unknown:%'
        and not exists (select 1 from "admin_user" u where u."username" = "admin_audit_event"."subject");`);
  }

  override down(): void | Promise<void> {
  }

}
