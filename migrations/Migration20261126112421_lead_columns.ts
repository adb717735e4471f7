import { Migration } from '@mikro-orm/migrations';

export class Migration20261126112421_lead_columns extends Migration {

  override name = 'Migration20261126112421_lead_columns';

  override up(): void | Promise<void> {
    this.addSql(`alter table "lead" alter column "name" type varchar(161) using ("name"::varchar(161));`);
    this.addSql(`alter table "lead" alter column "phone" type varchar(25) using ("phone"::varchar(25));`);
    this.addSql(`alter table "lead" alter column "route" type varchar(404) using ("route"::varchar(404));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "lead" alter column "name" type varchar(241) using ("name"::varchar(241));`);
    this.addSql(`alter table "lead" alter column "phone" type varchar(32) using ("phone"::varchar(32));`);
    this.addSql(`alter table "lead" alter column "route" type varchar(410) using ("route"::varchar(410));`);
  }

}
