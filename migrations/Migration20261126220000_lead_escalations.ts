import { Migration } from '@mikro-orm/migrations';

export class Migration20261126220000_lead_escalations extends Migration {

  override name = 'Migration20261126220000_lead_escalations';

  override up(): void | Promise<void> {
    this.addSql(`alter table "lead" add column "escalations" smallint not null default 0;`);
    this.addSql(`create index "lead_event_escalated_index" on "lead_event" ("at" desc) where "type" = 'escalated';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "lead_event_escalated_index";`);
    this.addSql(`alter table "lead" drop column if exists "escalations";`);
  }

}
