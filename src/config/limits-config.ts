import { Transform } from 'class-transformer';
import { IsInt, Matches, Min } from 'class-validator';
import { toInt } from './env-transforms.js';
import { SiteConfig } from './site-config.js';

// The abuse limits (part of AppConfig, src/config/app-config.ts; docs/product.md#8-abuse-limits): the body
// size and the request budgets per client IP.

export class LimitsConfig extends SiteConfig {
  @Matches(/^\d+(b|kb|mb)$/, { message: 'BODY_LIMIT must be a size such as 100kb' })
  BODY_LIMIT = '100kb';

  /** Default abuse limit for every route: THROTTLE_LIMIT requests per THROTTLE_TTL_SECONDS per IP. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  THROTTLE_LIMIT = 300;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  THROTTLE_TTL_SECONDS = 60;

  /** Quote submissions per client IP per QUOTE_THROTTLE_TTL_SECONDS. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  QUOTE_THROTTLE_LIMIT = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  QUOTE_THROTTLE_TTL_SECONDS = 60;

  /** Recruitment submissions (freight agent inquiries and carrier applications together) per client IP per RECRUITMENT_THROTTLE_TTL_SECONDS. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RECRUITMENT_THROTTLE_LIMIT = 5;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  RECRUITMENT_THROTTLE_TTL_SECONDS = 60;

  /** Sign-in attempts per client IP per ADMIN_SIGN_IN_THROTTLE_TTL_SECONDS (each costs about 0.1 s of CPU). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  ADMIN_SIGN_IN_THROTTLE_LIMIT = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  ADMIN_SIGN_IN_THROTTLE_TTL_SECONDS = 60;

  /** Visit beacons (page views and funnel events) per client IP per VISIT_THROTTLE_TTL_SECONDS. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  VISIT_THROTTLE_LIMIT = 120;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  VISIT_THROTTLE_TTL_SECONDS = 60;
}
