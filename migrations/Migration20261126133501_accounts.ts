import { Migration } from '@mikro-orm/migrations';

export class Migration20261126133501_accounts extends Migration {

  override name = 'Migration20261126133501_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "admin_recovery_code" ("id" uuid not null, "user_id" uuid not null, "code_hash" varchar(64) not null, "created_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "admin_recovery_code_user_id_index" on "admin_recovery_code" ("user_id");`);
    this.addSql(`create index "admin_recovery_code_code_hash_index" on "admin_recovery_code" ("code_hash");`);

    this.addSql(`create table "admin_setup_link" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_by" varchar(64) null, primary key ("id"));`);
    this.addSql(`create index "admin_setup_link_user_id_index" on "admin_setup_link" ("user_id");`);
    this.addSql(`alter table "admin_setup_link" add constraint "admin_setup_link_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "admin_sign_in_step" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "purpose" varchar(16) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "failures" int not null default 0, "ended_at" timestamptz null, "ip" varchar(64) null, "user_agent" varchar(300) null, primary key ("id"));`);
    this.addSql(`create index "admin_sign_in_step_user_id_index" on "admin_sign_in_step" ("user_id");`);
    this.addSql(`alter table "admin_sign_in_step" add constraint "admin_sign_in_step_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "admin_user" add "mfa_secret" text null, add "mfa_pending_secret" text null, add "mfa_enabled_at" timestamptz null, add "mfa_last_step" int null;`);
    this.addSql(`alter table "admin_user" alter column "password_hash" drop not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_recovery_code" cascade;`);
    this.addSql(`drop table if exists "admin_setup_link" cascade;`);
    this.addSql(`drop table if exists "admin_sign_in_step" cascade;`);

    this.addSql(`alter table "admin_user" drop column "mfa_secret", drop column "mfa_pending_secret", drop column "mfa_enabled_at", drop column "mfa_last_step";`);
    this.addSql(`alter table "admin_user" alter column "password_hash" set not null;`);
  }

}
