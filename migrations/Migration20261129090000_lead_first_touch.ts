import { Migration } from '@mikro-orm/migrations';

/**
 * Each lead's first touch on the lead row, as the results count it (docs/product.md#27-results), filled for
 * the leads already stored from their own rows: the landing page's path, the referrer's host (without
 * "www."), utm source and medium lower-cased, the campaign trimmed.
 */
export class Migration20261129090000_lead_first_touch extends Migration {

  override name = 'Migration20261129090000_lead_first_touch';

  override up(): void | Promise<void> {
    this.addSql(`alter table "lead" add column if not exists "landing_path" varchar(500) null, add column if not exists "referrer_host" varchar(255) null, add column if not exists "utm_source" varchar(150) null, add column if not exists "utm_medium" varchar(150) null, add column if not exists "utm_campaign" varchar(150) null;`);
    for (const table of ['quote_request', 'freight_agent_inquiry', 'carrier_application']) {
      this.addSql(`update "lead" l set
          "landing_path" = case when r.landing_page like '/%' then coalesce(nullif(regexp_replace(r.landing_page, '[?#].*$', ''), ''), '/') end,
          "referrer_host" = nullif(regexp_replace(lower(substring(r.referrer from '^https?://([^/:?#]+)')), '^www\\.', ''), ''),
          "utm_source" = nullif(lower(btrim(r.utm_source)), ''),
          "utm_medium" = nullif(lower(btrim(r.utm_medium)), ''),
          "utm_campaign" = nullif(btrim(r.utm_campaign), '')
        from "${table}" r where r.id = l.id;`);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "lead" drop column if exists "landing_path", drop column if exists "referrer_host", drop column if exists "utm_source", drop column if exists "utm_medium", drop column if exists "utm_campaign";`);
  }

}
