import { Migration } from '@mikro-orm/migrations';

export class Migration20261126210000_on_duty extends Migration {

  override name = 'Migration20261126210000_on_duty';

  override up(): void | Promise<void> {
    this.addSql(`alter table "admin_user" add column "on_duty" boolean not null default false, add column "last_lead_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admin_user" drop column if exists "on_duty", drop column if exists "last_lead_at";`);
  }

}
