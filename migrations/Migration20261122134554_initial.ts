import { Migration } from '@mikro-orm/migrations';

export class Migration20261122134554_initial extends Migration {

  override name = 'Migration20261122134554_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "us_state" ("code" varchar(2) not null, "name" varchar(64) not null, "slug" varchar(64) not null, "has_state_page" boolean not null default false, primary key ("code"));`);
    this.addSql(`alter table "us_state" add constraint "us_state_name_unique" unique ("name");`);
    this.addSql(`alter table "us_state" add constraint "us_state_slug_unique" unique ("slug");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "us_state" cascade;`);
  }

}
