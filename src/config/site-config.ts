import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, IsUrl, Length, Matches, Max, Min } from 'class-validator';
import { toInt, emptyToUndefined } from './env-transforms.js';
import { DatabaseConfig } from './database-config.js';

// The public site (part of AppConfig, src/config/app-config.ts): its origin, the company's name and contact
// details, analytics, the page cache and what shared caches may keep, location search's geocoder, when
// the content optimizer audits it, and how long raw visit events are kept.

export class SiteConfig extends DatabaseConfig {
  /** Public origin used for canonical URLs, Open Graph and the sitemap. */
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  @Matches(/^[^?#]*[^/?#]$/, { message: 'SITE_ORIGIN must not end with a slash or carry a path query' })
  SITE_ORIGIN = 'http://localhost:3000';

  @IsString()
  @Length(2, 80)
  BRAND_NAME = 'Blue Ridge Expedite';

  /** Public phone number as shown to visitors; the tel: link is derived from it. */
  @Matches(/^\+?[0-9 ().-]{7,20}$/, { message: 'PUBLIC_PHONE must be a phone number such as (800) 555-0199' })
  PUBLIC_PHONE = '(800) 555-0199';

  @IsEmail()
  PUBLIC_EMAIL = 'dispatch@example.com';

  @IsString()
  @Length(0, 120)
  HQ_STREET = '';

  @IsString()
  @Length(2, 80)
  HQ_CITY = 'Charlotte';

  @Matches(/^[A-Z]{2}$/, { message: 'HQ_REGION must be a two-letter US state code such as NC' })
  HQ_REGION = 'NC';

  @Matches(/^\d{5}(-\d{4})?$/, { message: 'HQ_POSTAL_CODE must be a US ZIP code' })
  HQ_POSTAL_CODE = '28202';

  /** The business-social profile linked from the footer. */
  @IsUrl({ require_protocol: true, protocols: ['https'] })
  SOCIAL_URL = 'https://www.linkedin.com/';

  /** Google Analytics 4 measurement id; unset loads no analytics at all. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^G-[A-Z0-9]{4,16}$/, { message: 'ANALYTICS_ID must look like G-XXXXXXX' })
  ANALYTICS_ID?: string = undefined;

  /** Bytes of rendered pages (identity, gzip and br together) kept in memory; 0 turns the page cache off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

  /**
   * How long a shared cache (a CDN) may serve a public page without asking the origin (s-maxage), in
   * seconds; 0 makes shared caches revalidate every view, as browsers always do.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(86400)
  PAGE_SHARED_MAX_AGE_SECONDS = 60;

  /** How long past that a shared cache may serve its copy while it fetches a new one (stale-while-revalidate). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(604800)
  PAGE_STALE_WHILE_REVALIDATE_SECONDS = 300;

  /**
   * Nominatim-compatible search URL (e.g. https://nominatim.openstreetmap.org/search) asked by location
   * search when local places give fewer than 3 suggestions; unset leaves location search local only.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] }, { message: 'GEOCODER_URL must be an http(s) URL' })
  GEOCODER_URL?: string = undefined;

  /** How long location search waits for the upstream geocoder before answering with local places only. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(10000)
  GEOCODER_TIMEOUT_MS = 1500;

  /**
   * When the content optimizer audits the site on its own (docs/product.md#23-content-optimizer): a cron
   * expression in DESK_TIME_ZONE, nightly at 3:00 by default; "off" runs no schedule.
   */
  @Matches(/^(off|(\S+\s+){4}\S+)$/, { message: 'AUDIT_SCHEDULE must be a cron expression of five fields, such as "0 3 * * *", or off' })
  AUDIT_SCHEDULE = '0 3 * * *';

  /** "on": the first start of a build the optimizer has not audited yet queues a run of it; "off" does not. */
  @IsIn(['on', 'off'], { message: 'AUDIT_NEW_BUILD must be on or off' })
  AUDIT_NEW_BUILD: 'on' | 'off' = 'on';

  /**
   * Days raw visit events are kept before the hourly job deletes them; their hourly rollups are kept for
   * good (docs/product.md#26-visit-counting).
   */
  @Transform(toInt)
  @IsInt({ message: 'RESULTS_RAW_DAYS must be a whole number of days from 1 to 3650' })
  @Min(1, { message: 'RESULTS_RAW_DAYS must be a whole number of days from 1 to 3650' })
  @Max(3650, { message: 'RESULTS_RAW_DAYS must be a whole number of days from 1 to 3650' })
  RESULTS_RAW_DAYS = 30;
}
