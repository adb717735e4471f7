import { Migration } from '@mikro-orm/migrations';

export class Migration20261126200000_lead_owners extends Migration {

  override name = 'Migration20261126200000_lead_owners';

  override up(): void | Promise<void> {
    this.addSql(`alter table "lead" add column "owner_id" uuid null, add column "assigned_at" timestamptz null;`);
    this.addSql(`alter table "lead" add constraint "lead_owner_id_foreign" foreign key ("owner_id") references "admin_user" ("id") on delete set null;`);
    this.addSql(`create index "lead_owner_received_index" on "lead" ("owner_id", "received_at" desc, "id" desc);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "lead_owner_received_index";`);
    this.addSql(`alter table "lead" drop constraint if exists "lead_owner_id_foreign";`);
    this.addSql(`alter table "lead" drop column if exists "owner_id", drop column if exists "assigned_at";`);
  }

}
