import { Migration } from '@mikro-orm/migrations';

export class Migration20261129060000_lead_outcomes extends Migration {

  override name = 'Migration20261129060000_lead_outcomes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "lead" add column if not exists "won_value_cents" integer null, add column if not exists "lost_reason" varchar(16) null;`);
    this.addSql(`alter table "lead_event" add column if not exists "value_cents" integer null, add column if not exists "lost_reason" varchar(16) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "lead_event" drop column if exists "value_cents", drop column if exists "lost_reason";`);
    this.addSql(`alter table "lead" drop column if exists "won_value_cents", drop column if exists "lost_reason";`);
  }

}
