import { Migration } from '@mikro-orm/migrations';

export class Migration20261124083102_notifications extends Migration {

  override name = 'Migration20261124083102_notifications';

  override up(): void | Promise<void> {
    this.addSql(`alter table "lead_event" add "channel" varchar(16) null, add "detail" varchar(500) null;`);
    this.addSql(`create index "lead_event_gave_up_index" on "lead_event" ("at" desc) where "type" = 'notification_gave_up';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "lead_event_gave_up_index";`);
    this.addSql(`alter table "lead_event" drop column "channel", drop column "detail";`);
  }

}
