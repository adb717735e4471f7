import { Migration } from '@mikro-orm/migrations';

export class Migration20261126171000_page_meta extends Migration {

  override name = 'Migration20261126171000_page_meta';

  override up(): void | Promise<void> {
    this.addSql(`create table "page_meta_override" ("path" varchar(300) not null, "title" varchar(200) null, "description" varchar(300) null, "updated_by" varchar(64) not null, "updated_at" timestamptz not null, primary key ("path"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "page_meta_override" cascade;`);
  }

}
