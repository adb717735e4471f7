import { Migration } from '@mikro-orm/migrations';

export class Migration20261123191602_admin_and_leads extends Migration {

  override name = 'Migration20261123191602_admin_and_leads';

  override up(): void | Promise<void> {
    // Trigram indexes for the desk's search (pg_trgm ships with PostgreSQL's contrib, and with the embedded server).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "admin_audit_event" ("id" uuid not null, "at" timestamptz not null, "actor" varchar(64) null, "action" varchar(32) not null, "subject" varchar(200) null, "ip" varchar(64) null, "details" jsonb null, primary key ("id"));`);
    this.addSql(`create index "admin_audit_event_action_subject_at_index" on "admin_audit_event" ("action", "subject", "at");`);
    this.addSql(`create index "admin_audit_event_action_ip_at_index" on "admin_audit_event" ("action", "ip", "at");`);

    this.addSql(`create table "admin_session" ("id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "revoked_reason" varchar(32) null, "ip" varchar(64) null, "user_agent" varchar(300) null, primary key ("id"));`);
    this.addSql(`create index "admin_session_user_id_index" on "admin_session" ("user_id");`);

    this.addSql(`create table "admin_user" ("id" uuid not null, "username" varchar(64) not null, "password_hash" varchar(200) not null, "role" varchar(16) not null, "created_at" timestamptz not null, "last_sign_in_at" timestamptz null, "password_changed_at" timestamptz not null, "disabled" boolean not null default false, primary key ("id"));`);
    this.addSql(`alter table "admin_user" add constraint "admin_user_username_unique" unique ("username");`);

    this.addSql(`create table "lead" ("id" uuid not null, "kind" varchar(16) not null, "status" varchar(16) not null, "received_at" timestamptz not null, "name" varchar(241) not null, "company" varchar(120) null, "email" varchar(254) not null, "phone" varchar(32) null, "source" varchar(80) not null, "route" varchar(410) null, "service" varchar(32) null, "timeframe" varchar(16) null, "first_response_at" timestamptz null, "status_changed_at" timestamptz null, "search" text not null, primary key ("id"));`);
    this.addSql(`create index "lead_received_index" on "lead" ("received_at" desc, "id" desc);`);
    this.addSql(`create index "lead_kind_received_index" on "lead" ("kind", "received_at" desc, "id" desc);`);
    this.addSql(`create index "lead_status_received_index" on "lead" ("status", "received_at" desc, "id" desc);`);
    this.addSql(`create index "lead_source_received_index" on "lead" ("source", "received_at" desc, "id" desc);`);
    this.addSql(`create index "lead_email_index" on "lead" ("email");`);
    this.addSql(`create index "lead_search_trgm_index" on "lead" using gin ("search" gin_trgm_ops);`);

    this.addSql(`create table "lead_event" ("id" uuid not null, "lead_id" uuid not null, "at" timestamptz not null, "type" varchar(32) not null, "actor" varchar(64) null, "from_status" varchar(16) null, "to_status" varchar(16) null, primary key ("id"));`);
    this.addSql(`create index "lead_event_lead_id_at_index" on "lead_event" ("lead_id", "at");`);

    this.addSql(`create table "lead_note" ("id" uuid not null, "lead_id" uuid not null, "author" varchar(64) not null, "text" text not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "lead_note_lead_id_index" on "lead_note" ("lead_id");`);

    // Leads stored before the desk existed enter its inbox as they are (spam as spam, the rest new).
    this.addSql(`insert into "lead" ("id", "kind", "status", "received_at", "name", "company", "email", "phone", "source", "route", "service", "timeframe", "search")
      select "id", 'quote', case when "is_spam" then 'spam' else 'new' end, "received_at", left(trim("first_name" || ' ' || "last_name"), 241), "company", "email", "phone",
             coalesce("source", 'home_form'),
             case when coalesce("pickup", '') = '' and coalesce("delivery", '') = '' then null
                  else coalesce(nullif("pickup", ''), '?') || ' -> ' || coalesce(nullif("delivery", ''), '?') end,
             "service", "timeframe",
             lower(trim("first_name" || ' ' || "last_name") || ' ' || "email" || ' ' || coalesce("company", '') || ' ' || regexp_replace(coalesce("phone", ''), '\\D', '', 'g'))
        from "quote_request";`);
    this.addSql(`insert into "lead" ("id", "kind", "status", "received_at", "name", "company", "email", "phone", "source", "search")
      select "id", 'freight_agent', case when "is_spam" then 'spam' else 'new' end, "received_at", "contact_name", "company", "email", "phone", 'freight_agent_form',
             lower("contact_name" || ' ' || "email" || ' ' || "company" || ' ' || regexp_replace("phone", '\\D', '', 'g'))
        from "freight_agent_inquiry";`);
    this.addSql(`insert into "lead" ("id", "kind", "status", "received_at", "name", "company", "email", "phone", "source", "search")
      select "id", 'carrier', case when "is_spam" then 'spam' else 'new' end, "received_at", "contact_name", "company", "email", "phone", 'carrier_form',
             lower("contact_name" || ' ' || "email" || ' ' || "company" || ' ' || regexp_replace("phone", '\\D', '', 'g'))
        from "carrier_application";`);
    this.addSql(`insert into "lead_event" ("id", "lead_id", "at", "type", "to_status") select gen_random_uuid(), "id", "received_at", 'received', "status" from "lead";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_audit_event" cascade;`);
    this.addSql(`drop table if exists "admin_session" cascade;`);
    this.addSql(`drop table if exists "admin_user" cascade;`);
    this.addSql(`drop table if exists "lead" cascade;`);
    this.addSql(`drop table if exists "lead_event" cascade;`);
    this.addSql(`drop table if exists "lead_note" cascade;`);
  }

}
