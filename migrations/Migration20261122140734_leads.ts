import { Migration } from '@mikro-orm/migrations';

export class Migration20261122140734_leads extends Migration {

  override name = 'Migration20261122140734_leads';

  override up(): void | Promise<void> {
    this.addSql(`create table "abandoned_form" ("id" uuid not null, "form_type" varchar(32) not null, "form_data" jsonb not null, "reason" varchar(16) not null, "time_on_form_ms" int not null, "fields_completed" int not null, "email" varchar(254) null, "captured_at" timestamptz not null, "recovered_at" timestamptz null, "user_agent" varchar(500) null, primary key ("id"));`);
    this.addSql(`create index "abandoned_form_email_index" on "abandoned_form" ("email");`);

    this.addSql(`create table "quote_request" ("id" uuid not null, "form" varchar(16) not null, "first_name" varchar(80) not null, "last_name" varchar(80) not null, "email" varchar(254) not null, "phone" varchar(32) null, "service" varchar(32) null, "pickup" varchar(200) null, "delivery" varchar(200) null, "weight" varchar(60) null, "dimensions" varchar(100) null, "timeframe" varchar(16) null, "message" text null, "company" varchar(120) null, "source" varchar(80) null, "client_timestamp" timestamptz null, "received_at" timestamptz not null, "user_agent" varchar(500) null, "referrer" varchar(1000) null, "landing_page" varchar(500) null, "utm_source" varchar(150) null, "utm_medium" varchar(150) null, "utm_campaign" varchar(150) null, "utm_term" varchar(150) null, "utm_content" varchar(150) null, "is_spam" boolean not null default false, "idempotency_key" varchar(64) null, primary key ("id"));`);
    this.addSql(`create index "quote_request_email_index" on "quote_request" ("email");`);
    this.addSql(`alter table "quote_request" add constraint "quote_request_idempotency_key_unique" unique ("idempotency_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "abandoned_form" cascade;`);
    this.addSql(`drop table if exists "quote_request" cascade;`);
  }

}
