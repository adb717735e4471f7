import { Migration } from '@mikro-orm/migrations';

export class Migration20261126221000_round_robin_turns extends Migration {

  override name = 'Migration20261126221000_round_robin_turns';

  override up(): void | Promise<void> {
    this.addSql(`create sequence if not exists "lead_round_robin_turn";`);
    this.addSql(`alter table "admin_user" drop column if exists "last_lead_at";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admin_user" add column if not exists "last_lead_at" timestamptz null;`);
    this.addSql(`drop sequence if exists "lead_round_robin_turn";`);
  }

}
