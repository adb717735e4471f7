import { Migration } from '@mikro-orm/migrations';

/**
 * Each day's total in visit_daily (dimension `total`: every event by family and event alone, which the results'
 * chart reads), made for the days summed so far from their page rows; and the daily rollups summed per desk
 * month (docs/product.md#27-results): a report reads the whole months of its period here and the days around
 * them from visit_daily. Filled from the days summed so far; the hourly job (VisitRollups) sums both again
 * for the days it sums.
 */
export class Migration20261130080000_visit_totals_and_months extends Migration {

  override name = 'Migration20261130080000_visit_totals_and_months';

  override up(): void | Promise<void> {
    this.addSql(`create table "visit_monthly" ("id" bigserial primary key, "month" date not null, "dimension" varchar(8) not null, "key" varchar(500) null, "medium" varchar(150) null, "family" varchar(16) not null, "event" varchar(16) not null, "count" int not null, "visitors" int not null);`);
    this.addSql(`create index "visit_monthly_dimension_month_index" on "visit_monthly" ("dimension", "month");`);
    this.addSql(`insert into "visit_daily" ("day", "dimension", "key", "medium", "family", "event", "count", "visitors")
      select "day", 'total', null, null, "family", "event", sum("count")::int, sum("visitors")::int
        from "visit_daily" where "dimension" = 'page' group by "day", "family", "event";`);
    this.addSql(`insert into "visit_monthly" ("month", "dimension", "key", "medium", "family", "event", "count", "visitors")
      select date_trunc('month', "day")::date, "dimension", "key", "medium", "family", "event", sum("count")::int, sum("visitors")::int
        from "visit_daily" group by 1, "dimension", "key", "medium", "family", "event";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "visit_monthly" cascade;`);
    this.addSql(`delete from "visit_daily" where "dimension" = 'total';`);
  }

}
