import { Migration } from '@mikro-orm/migrations';

export class Migration20261124121110_content_audit extends Migration {

  override name = 'Migration20261124121110_content_audit';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_run" ("id" uuid not null, "status" varchar(16) not null, "started_by" varchar(64) not null, "queued_at" timestamptz not null, "started_at" timestamptz null, "finished_at" timestamptz null, "duration_ms" int null, "build_time" timestamptz null, "pages" int not null default 0, "errors" int not null default 0, "warnings" int not null default 0, "notices" int not null default 0, "score_total" int not null default 0, "error" varchar(500) null, primary key ("id"));`);
    this.addSql(`create index "audit_run_queued_at_index" on "audit_run" ("queued_at");`);
    this.addSql(`create unique index "audit_run_one_at_a_time" on "audit_run" ((true)) where "status" in ('queued', 'running');`);

    this.addSql(`create table "audit_finding" ("id" bigserial primary key, "run_id" uuid not null, "path" varchar(300) not null, "family" varchar(16) not null, "severity" varchar(8) not null, "check" varchar(32) not null, "subject" varchar(500) not null, "message" varchar(500) not null);`);
    this.addSql(`create index "audit_finding_run_id_path_index" on "audit_finding" ("run_id", "path");`);

    this.addSql(`alter table "audit_finding" add constraint "audit_finding_run_id_foreign" foreign key ("run_id") references "audit_run" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_finding" drop constraint "audit_finding_run_id_foreign";`);

    this.addSql(`drop table if exists "audit_run" cascade;`);
    this.addSql(`drop table if exists "audit_finding" cascade;`);
  }

}
