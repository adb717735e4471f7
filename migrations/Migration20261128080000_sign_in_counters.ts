import { Migration } from '@mikro-orm/migrations';

export class Migration20261128080000_sign_in_counters extends Migration {

  override name = 'Migration20261128080000_sign_in_counters';

  override up(): void | Promise<void> {
    this.addSql(`create table if not exists "admin_sign_in_counter" ("key" varchar(220) not null, "attempts" int not null, "window_started_at" timestamptz not null, primary key ("key"));`);
    this.addSql(`create index if not exists "admin_sign_in_counter_window_started_at_index" on "admin_sign_in_counter" ("window_started_at");`);
    this.addSql(`alter table "admin_user" add column if not exists "mfa_pending_session_id" uuid null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admin_user" drop column if exists "mfa_pending_session_id";`);
    this.addSql(`drop table if exists "admin_sign_in_counter";`);
  }

}
