import { Migration } from '@mikro-orm/migrations';

/**
 * The hourly rollups summed per desk day and report dimension (docs/product.md#27-results). The first hourly
 * run after it fills the table from every hour kept so far (VisitRollups), in the desk's time zone.
 */
export class Migration20261129091000_visit_daily extends Migration {

  override name = 'Migration20261129091000_visit_daily';

  override up(): void | Promise<void> {
    this.addSql(`create table "visit_daily" ("id" bigserial primary key, "day" date not null, "dimension" varchar(8) not null, "key" varchar(500) null, "medium" varchar(150) null, "family" varchar(16) not null, "event" varchar(16) not null, "count" int not null, "visitors" int not null);`);
    this.addSql(`create index "visit_daily_dimension_day_index" on "visit_daily" ("dimension", "day");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "visit_daily" cascade;`);
  }

}
