import { Migration } from '@mikro-orm/migrations';

export class Migration20261122171313_recruitment extends Migration {

  override name = 'Migration20261122171313_recruitment';

  override up(): void | Promise<void> {
    this.addSql(`create table "carrier_application" ("id" uuid not null, "company" varchar(120) not null, "contact_name" varchar(120) not null, "email" varchar(254) not null, "phone" varchar(32) not null, "mc_number" varchar(8) null, "usdot_number" varchar(8) not null, "equipment_types" text[] not null, "states_served" text[] not null, "insurance_confirmed" boolean not null, "message" text null, "received_at" timestamptz not null, "user_agent" varchar(500) null, "referrer" varchar(1000) null, "landing_page" varchar(500) null, "utm_source" varchar(150) null, "utm_medium" varchar(150) null, "utm_campaign" varchar(150) null, "utm_term" varchar(150) null, "utm_content" varchar(150) null, "is_spam" boolean not null default false, "idempotency_key" varchar(64) null, "request_hash" varchar(64) null, primary key ("id"));`);
    this.addSql(`create index "carrier_application_email_index" on "carrier_application" ("email");`);
    this.addSql(`alter table "carrier_application" add constraint "carrier_application_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`create table "freight_agent_inquiry" ("id" uuid not null, "company" varchar(120) not null, "contact_name" varchar(120) not null, "email" varchar(254) not null, "phone" varchar(32) not null, "years_experience" smallint null, "has_book_of_business" boolean null, "states_served" text[] null, "message" text null, "received_at" timestamptz not null, "user_agent" varchar(500) null, "referrer" varchar(1000) null, "landing_page" varchar(500) null, "utm_source" varchar(150) null, "utm_medium" varchar(150) null, "utm_campaign" varchar(150) null, "utm_term" varchar(150) null, "utm_content" varchar(150) null, "is_spam" boolean not null default false, "idempotency_key" varchar(64) null, "request_hash" varchar(64) null, primary key ("id"));`);
    this.addSql(`create index "freight_agent_inquiry_email_index" on "freight_agent_inquiry" ("email");`);
    this.addSql(`alter table "freight_agent_inquiry" add constraint "freight_agent_inquiry_idempotency_key_unique" unique ("idempotency_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "carrier_application" cascade;`);
    this.addSql(`drop table if exists "freight_agent_inquiry" cascade;`);
  }

}
