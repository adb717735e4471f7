import { Migration } from '@mikro-orm/migrations';

export class Migration20261129064634_visits extends Migration {

  override name = 'Migration20261129064634_visits';

  override up(): void | Promise<void> {
    this.addSql(`create table "visit_day_visitor" ("day" date not null, "visitor" varchar(22) not null, primary key ("day", "visitor"));`);

    this.addSql(`create table "visit_event" ("id" bigserial primary key, "at" timestamptz not null, "day" date not null, "path" varchar(500) not null, "family" varchar(16) not null, "event" varchar(16) not null, "referrer_host" varchar(255) null, "source" varchar(150) null, "medium" varchar(150) null, "campaign" varchar(150) null, "term" varchar(150) null, "content" varchar(150) null, "device" varchar(8) null, "visitor" varchar(22) null, "first_of_day" boolean not null default false);`);
    this.addSql(`create index "visit_event_at_index" on "visit_event" ("at");`);

    this.addSql(`create table "visit_hourly" ("id" bigserial primary key, "hour" timestamptz not null, "path" varchar(500) not null, "family" varchar(16) not null, "source" varchar(150) null, "medium" varchar(150) null, "campaign" varchar(150) null, "referrer_host" varchar(255) null, "device" varchar(8) null, "event" varchar(16) not null, "count" int not null, "visitors" int not null);`);
    this.addSql(`create index "visit_hourly_hour_index" on "visit_hourly" ("hour");`);

    this.addSql(`create table "visit_salt" ("day" date not null, "salt" varchar(64) not null, primary key ("day"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "visit_day_visitor" cascade;`);
    this.addSql(`drop table if exists "visit_event" cascade;`);
    this.addSql(`drop table if exists "visit_hourly" cascade;`);
    this.addSql(`drop table if exists "visit_salt" cascade;`);
  }

}
