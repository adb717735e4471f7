import { plainToInstance, Transform } from 'class-transformer';
import {
  isEmail,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Length,
  Matches,
  Max,
  Min,
  validateSync,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { ADMIN_MFA_MODES, type AdminMfaMode } from '../../core/admin-accounts.js';
import { USERNAME_PATTERN, USERNAME_RULE } from '../../core/admin.js';
import { LEAD_ASSIGNMENT_MODES, WEBHOOK_EVENT_TYPES, type LeadAssignmentMode, type WebhookEventType } from '../../core/lead-desk.js';

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** "a@x.com, b@y.com" as a list of addresses; null when any part is not an address. */
export function emailList(value: string): string[] | null {
  const addresses = value.split(',').map((part) => part.trim()).filter(Boolean);
  return addresses.length > 0 && addresses.every((address) => isEmail(address)) ? addresses : null;
}

/** A two-factor encryption key: base64 of exactly 32 bytes. */
export const isMfaKey = (value: string): boolean => /^[A-Za-z0-9+/]{43}=$/.test(value.trim()) && Buffer.from(value.trim(), 'base64').length === 32;
const MFA_KEY_MESSAGE = (name: string) => `${name} must be 32 bytes in base64 (openssl rand -base64 32)`;

export interface DatabaseLimits {
  poolSize: number;
  acquireTimeoutMs: number;
  lockTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** https anywhere; http only to this machine (a receiver in a test). No credentials in the URL. */
export function isWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** A receiver's URL: https, or http on this machine (for tests); never credentials in it. */
const WebhookUrl = (name: string) =>
  ValidateBy({
    name: 'webhookUrl',
    validator: {
      validate: (value) => typeof value === 'string' && isWebhookUrl(value),
      defaultMessage: () => `${name} must be an https:// URL (http:// only on 127.0.0.1, ::1 or localhost)`,
    },
  });

/** Recipients of e-mail: a comma-separated list of addresses, which only SMTP_URL can send to. */
const EmailRecipients = (name: string, note = '') =>
  ValidateBy({
    name: 'emailList',
    validator: {
      validate: (value, args) => (args?.object as AppConfig).SMTP_URL !== undefined && typeof value === 'string' && emailList(value) !== null,
      defaultMessage: (args) =>
        (args?.object as AppConfig).SMTP_URL === undefined
          ? `${name} is set but SMTP_URL is not: no e-mail could be sent`
          : `${name} must be one or more e-mail addresses, separated by commas${note}`,
    },
  });

/** The event types of a comma-separated list, or null when one is not a WebhookEventType. */
function eventList(value: string): WebhookEventType[] | null {
  const types = value.split(',').map((type) => type.trim()).filter(Boolean);
  return types.length && types.every((type) => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type)) ? (types as WebhookEventType[]) : null;
}

/** A number of minutes (fractions allowed) or "off". */
const MINUTES_OR_OFF = /^\s*(off|\d+(\.\d+)?)\s*$/;
/** The shortest and longest delay of an escalation, in minutes: 3 seconds to a day. */
const MINUTES_MIN = 0.05;
const MINUTES_MAX = 1440;

/** "off" as null, otherwise the minutes. */
const minutesOrOff = (value: string): number | null => (value.trim() === 'off' ? null : Number(value));

/** A number of minutes from MINUTES_MIN to MINUTES_MAX, or off. */
const minutesOrOffRule = (name: string) => ({
  name: 'minutesOrOff',
  validator: {
    validate: (value: unknown) => {
      if (typeof value !== 'string' || !MINUTES_OR_OFF.test(value)) return false;
      const minutes = minutesOrOff(value);
      return minutes === null || (minutes >= MINUTES_MIN && minutes <= MINUTES_MAX);
    },
    defaultMessage: () => `${name} must be a number of minutes from ${MINUTES_MIN} to ${MINUTES_MAX}, or off`,
  },
});

/**
 * Every setting the site reads from the environment, with its default.
 * Names are the environment variable names, so an error can name the variable.
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /** PostgreSQL connection string; unset starts an embedded PostgreSQL in PG_DATA_DIR. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
  DATABASE_URL?: string = undefined;

  @IsString()
  PG_DATA_DIR = 'data/pg';

  /**
   * The database pool and the deadlines on every connection (docs/product.md#24-operations): connections per
   * instance; how long a request waits for one before it is answered 503; and, set on each connection, how
   * long a statement waits for a lock, how long a statement runs, and how long a transaction may sit idle
   * before PostgreSQL ends it. Milliseconds.
   */
  @Transform(toInt)
  @IsInt()
  @Min(2)
  @Max(200)
  DATABASE_POOL_SIZE = 10;

  @Transform(toInt)
  @IsInt()
  @Min(100)
  DATABASE_ACQUIRE_TIMEOUT_MS = 5000;

  @Transform(toInt)
  @IsInt()
  @Min(100)
  DATABASE_LOCK_TIMEOUT_MS = 3000;

  @Transform(toInt)
  @IsInt()
  @Min(100)
  DATABASE_STATEMENT_TIMEOUT_MS = 15000;

  @Transform(toInt)
  @IsInt()
  @Min(100)
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS = 10000;

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

  /** Express "trust proxy": false, true, a hop count, or a comma-separated list of addresses. */
  @Matches(/^(false|true|\d{1,2}|[0-9a-fA-F:.,/ ]+|loopback|linklocal|uniquelocal)$/, {
    message: 'TRUST_PROXY must be false, true, a hop count, loopback/linklocal/uniquelocal or IP list',
  })
  TRUST_PROXY = 'false';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * For tests only: `on` adds POST /api/test/clock, which moves the site's time forward (src/common/clock.ts)
   * and the job queue's deferred jobs with it, so a test never waits for a schedule, an escalation or an
   * expiry (README, "Tests"). Refused when NODE_ENV=production.
   */
  @IsIn(['on', 'off'], { message: 'TEST_CLOCK must be on or off' })
  @ValidateBy({
    name: 'notInProduction',
    validator: {
      validate: (value, args) => value !== 'on' || (args?.object as AppConfig).NODE_ENV !== 'production',
      defaultMessage: () => 'TEST_CLOCK=on is for tests only and is refused when NODE_ENV=production',
    },
  })
  TEST_CLOCK: 'on' | 'off' = 'off';

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

  /** Bytes of rendered pages (identity, gzip and br together) kept in memory; 0 turns the page cache off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

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
   * Slow clients (docs/product.md#8-abuse-limits): how long a client may take to send a request's
   * headers, and its whole request (headers and body), before Node answers 408 and closes the connection.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(120_000)
  HEADERS_TIMEOUT_MS = 10_000;

  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(600_000)
  @ValidateBy({
    name: 'notBelowHeadersTimeout',
    validator: {
      // A bad HEADERS_TIMEOUT_MS is reported on its own.
      validate: (value, args) => {
        const headers = (args?.object as AppConfig).HEADERS_TIMEOUT_MS;
        return typeof value !== 'number' || !Number.isInteger(headers) || value >= headers;
      },
      defaultMessage: (args) =>
        `REQUEST_TIMEOUT_MS (${String(args?.value)}) must not be below HEADERS_TIMEOUT_MS (${String((args?.object as AppConfig).HEADERS_TIMEOUT_MS)})`,
    },
  })
  REQUEST_TIMEOUT_MS = 30_000;

  /** How long an idle kept-alive connection stays open; behind a proxy, above the proxy's own idle timeout. */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(600_000)
  KEEP_ALIVE_TIMEOUT_MS = 5000;

  /**
   * Signs admin tokens (HS256): required in production, at least 32 bytes. Unset elsewhere, each process
   * makes a random one (sessions then end with the process) and says so in the log.
   */
  @Transform(emptyToUndefined)
  @ValidateIf((config: AppConfig) => config.NODE_ENV === 'production' || config.ADMIN_JWT_SECRET !== undefined)
  @IsString({ message: 'ADMIN_JWT_SECRET is required when NODE_ENV=production (at least 32 bytes, e.g. openssl rand -base64 48)' })
  @ValidateBy({
    name: 'atLeast32Bytes',
    validator: {
      validate: (value) => typeof value !== 'string' || Buffer.byteLength(value, 'utf8') >= 32,
      defaultMessage: () => 'ADMIN_JWT_SECRET must be at least 32 bytes (e.g. openssl rand -base64 48)',
    },
  })
  ADMIN_JWT_SECRET?: string = undefined;

  /**
   * Two-factor sign-in: `required` (every account sets it up right after its password; the production
   * default) or `optional` (each person may turn it on; the default elsewhere).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(ADMIN_MFA_MODES, { message: `ADMIN_MFA must be one of: ${ADMIN_MFA_MODES.join(', ')}` })
  ADMIN_MFA?: AdminMfaMode = undefined;

  /**
   * Encrypts the two-factor keys at rest (AES-256-GCM): 32 random bytes in base64 (openssl rand -base64 32).
   * Required in production; unset elsewhere, each process makes a random one (two-factor set up then stops
   * working when the process ends) and says so in the log. ADMIN_MFA_KEY_PREVIOUS is still read while keys
   * are rotated (README, operations).
   */
  @Transform(emptyToUndefined)
  @ValidateIf((config: AppConfig) => config.NODE_ENV === 'production' || config.ADMIN_MFA_KEY !== undefined)
  @IsString({ message: 'ADMIN_MFA_KEY is required when NODE_ENV=production (32 random bytes in base64: openssl rand -base64 32)' })
  @ValidateBy({ name: 'mfaKey', validator: { validate: (value) => typeof value !== 'string' || isMfaKey(value), defaultMessage: () => MFA_KEY_MESSAGE('ADMIN_MFA_KEY') } })
  ADMIN_MFA_KEY?: string = undefined;

  @Transform(emptyToUndefined)
  @IsOptional()
  @ValidateBy({ name: 'mfaKey', validator: { validate: (value) => typeof value !== 'string' || isMfaKey(value), defaultMessage: () => MFA_KEY_MESSAGE('ADMIN_MFA_KEY_PREVIOUS') } })
  ADMIN_MFA_KEY_PREVIOUS?: string = undefined;

  /** With ADMIN_PASSWORD: the first admin account, created at start when no admin exists yet. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(USERNAME_PATTERN, { message: `ADMIN_USERNAME must be ${USERNAME_RULE}` })
  ADMIN_USERNAME?: string = undefined;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  ADMIN_PASSWORD?: string = undefined;

  /** Sign-in attempts per client IP per ADMIN_SIGN_IN_THROTTLE_TTL_SECONDS (each costs about 0.1 s of CPU). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  ADMIN_SIGN_IN_THROTTLE_LIMIT = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  ADMIN_SIGN_IN_THROTTLE_TTL_SECONDS = 60;

  /** The leads desk's time zone: what "today" means in its figures, and how it prints times (IANA name). */
  @ValidateBy({
    name: 'timeZone',
    validator: {
      validate: (value) => {
        try {
          return typeof value === 'string' && Boolean(new Intl.DateTimeFormat('en-US', { timeZone: value }));
        } catch {
          return false;
        }
      },
      defaultMessage: () => 'DESK_TIME_ZONE must be an IANA time zone such as America/New_York',
    },
  })
  DESK_TIME_ZONE = 'America/New_York';

  /**
   * Lead notifications (docs/product.md#22-lead-notifications). E-mail: an SMTP server as a URL
   * (smtp://user:pass@host:587 upgrades with STARTTLS where offered; smtps:// is TLS from the start).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/[^\s/?#]+(:\d+)?\/?(\?\S*)?$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587' })
  SMTP_URL?: string = undefined;

  /** The sender of notification e-mails; unset: the brand name with PUBLIC_EMAIL. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsEmail({}, { message: 'NOTIFY_EMAIL_FROM must be an e-mail address' })
  NOTIFY_EMAIL_FROM?: string = undefined;

  /** Who receives notification e-mails: a comma-separated list of addresses (required with SMTP_URL). */
  @Transform(emptyToUndefined)
  @ValidateIf((config: AppConfig) => config.SMTP_URL !== undefined || config.NOTIFY_EMAIL_TO !== undefined)
  @EmailRecipients('NOTIFY_EMAIL_TO', ' (required with SMTP_URL)')
  NOTIFY_EMAIL_TO?: string = undefined;

  /**
   * Who a new lead goes to (docs/product.md#21-leads-desk): `manual` (the default: unowned until taken) or
   * `round-robin` (the next on-duty account, decided in the database so every instance agrees).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(LEAD_ASSIGNMENT_MODES, { message: `LEAD_ASSIGNMENT must be one of: ${LEAD_ASSIGNMENT_MODES.join(', ')}` })
  LEAD_ASSIGNMENT?: LeadAssignmentMode = undefined;

  /**
   * Escalation (docs/product.md#22-lead-notifications): minutes after a lead arrives without a first
   * response, it is escalated; "off" escalates nothing. Fractions are allowed (0.5 is 30 seconds).
   */
  @ValidateBy(minutesOrOffRule('ESCALATE_AFTER_MINUTES'))
  ESCALATE_AFTER_MINUTES = '10';

  /** Minutes after the first escalation that a lead still unanswered is escalated once more; "off" (the default) does not. */
  @ValidateBy(minutesOrOffRule('ESCALATE_AGAIN_AFTER_MINUTES'))
  ESCALATE_AGAIN_AFTER_MINUTES = 'off';

  /** Who receives escalation e-mails: a comma-separated list of addresses; unset, NOTIFY_EMAIL_TO does. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @EmailRecipients('NOTIFY_ESCALATION_TO')
  NOTIFY_ESCALATION_TO?: string = undefined;

  /** Where a JSON notification of each lead is posted: https, or http on loopback (for tests). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @WebhookUrl('NOTIFY_WEBHOOK_URL')
  NOTIFY_WEBHOOK_URL?: string = undefined;

  /**
   * Which lead events the signed webhook receives: a comma-separated list of WEBHOOK_EVENT_TYPES
   * (docs/product.md#22-lead-notifications); unset: all of them.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @ValidateBy({
    name: 'webhookEvents',
    validator: {
      validate: (value) => typeof value === 'string' && eventList(value) !== null,
      defaultMessage: () => `NOTIFY_WEBHOOK_EVENTS must be one or more of ${WEBHOOK_EVENT_TYPES.join(', ')}, separated by commas`,
    },
  })
  NOTIFY_WEBHOOK_EVENTS?: string = undefined;

  /** A Slack incoming webhook: each lead, without its contact details, posted to a channel. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @WebhookUrl('NOTIFY_SLACK_WEBHOOK_URL')
  NOTIFY_SLACK_WEBHOOK_URL?: string = undefined;

  /** A Microsoft Teams incoming webhook (or Workflows URL): each lead, without its contact details, as a card. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @WebhookUrl('NOTIFY_TEAMS_WEBHOOK_URL')
  NOTIFY_TEAMS_WEBHOOK_URL?: string = undefined;

  /** Signs each webhook body (HMAC-SHA256): required with NOTIFY_WEBHOOK_URL, at least 32 bytes. */
  @Transform(emptyToUndefined)
  @ValidateIf((config: AppConfig) => config.NOTIFY_WEBHOOK_URL !== undefined || config.NOTIFY_WEBHOOK_SECRET !== undefined)
  @ValidateBy({
    name: 'webhookSecret',
    validator: {
      validate: (value, args) =>
        (args?.object as AppConfig).NOTIFY_WEBHOOK_URL !== undefined && typeof value === 'string' && Buffer.byteLength(value, 'utf8') >= 32,
      defaultMessage: (args) =>
        (args?.object as AppConfig).NOTIFY_WEBHOOK_URL === undefined
          ? 'NOTIFY_WEBHOOK_SECRET is set but NOTIFY_WEBHOOK_URL is not'
          : 'NOTIFY_WEBHOOK_SECRET is required with NOTIFY_WEBHOOK_URL, at least 32 bytes (e.g. openssl rand -base64 48)',
    },
  })
  NOTIFY_WEBHOOK_SECRET?: string = undefined;

  /** Retries of a notification that failed, before it gives up and shows on the desk. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(50)
  NOTIFY_RETRY_LIMIT = 10;

  /** The first retry's delay; each next one about doubles, up to 15 minutes. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3600)
  NOTIFY_RETRY_DELAY_SECONDS = 5;

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
   * Redis (redis:// or rediss://) shared by several instances: the throttle counters live there. Unset, they
   * live in each process's memory (docs/product.md#24-operations).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string = undefined;

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
   * On SIGTERM, how long requests in flight may take to finish before their connections are closed (the
   * queue's workers and the database close after that).
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(120000)
  SHUTDOWN_GRACE_MS = 10000;

  /**
   * On SIGTERM, how long the server keeps answering, with /readyz at 503, before it stops accepting
   * connections: time for a load balancer's health check to take the instance out.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(60000)
  SHUTDOWN_DRAIN_MS = 0;

  /** The bearer token GET /metrics requires; unset, /metrics answers 404 (docs/product.md#24-operations). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @Length(16, 512, { message: 'METRICS_TOKEN must be 16 to 512 characters' })
  METRICS_TOKEN?: string = undefined;

  /** The e-mail recipients, parsed (empty without SMTP_URL). */
  /** The lead events the signed webhook receives (NOTIFY_WEBHOOK_EVENTS; all when unset). */
  get notifyWebhookEvents(): readonly WebhookEventType[] {
    return this.NOTIFY_WEBHOOK_EVENTS === undefined ? WEBHOOK_EVENT_TYPES : (eventList(this.NOTIFY_WEBHOOK_EVENTS) ?? []);
  }

  get notifyEmailTo(): string[] {
    return this.SMTP_URL && this.NOTIFY_EMAIL_TO ? (emailList(this.NOTIFY_EMAIL_TO) ?? []) : [];
  }

  /** Who escalation e-mails go to: NOTIFY_ESCALATION_TO, else the notification recipients (empty without SMTP_URL). */
  get escalationEmailTo(): string[] {
    if (!this.SMTP_URL) return [];
    return this.NOTIFY_ESCALATION_TO ? (emailList(this.NOTIFY_ESCALATION_TO) ?? []) : this.notifyEmailTo;
  }

  /** ESCALATE_AFTER_MINUTES as minutes; null when off. */
  get escalateAfterMinutes(): number | null {
    return minutesOrOff(this.ESCALATE_AFTER_MINUTES);
  }

  /** ESCALATE_AGAIN_AFTER_MINUTES as minutes; null when off (the default). */
  get escalateAgainAfterMinutes(): number | null {
    return minutesOrOff(this.ESCALATE_AGAIN_AFTER_MINUTES);
  }

  /** LEAD_ASSIGNMENT, else `manual`. */
  get leadAssignment(): LeadAssignmentMode {
    return this.LEAD_ASSIGNMENT ?? 'manual';
  }

  /** ADMIN_MFA, else `required` in production and `optional` elsewhere. */
  get adminMfa(): AdminMfaMode {
    return this.ADMIN_MFA ?? (this.isProduction ? 'required' : 'optional');
  }

  /** The pool's size and the deadlines every connection gets (DATABASE_POOL_SIZE and the DATABASE_*_TIMEOUT_MS settings). */
  get databaseLimits(): DatabaseLimits {
    return {
      poolSize: this.DATABASE_POOL_SIZE,
      acquireTimeoutMs: this.DATABASE_ACQUIRE_TIMEOUT_MS,
      lockTimeoutMs: this.DATABASE_LOCK_TIMEOUT_MS,
      statementTimeoutMs: this.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: this.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    };
  }

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  get trustProxy(): boolean | number | string {
    if (this.TRUST_PROXY === 'true') return true;
    if (this.TRUST_PROXY === 'false') return false;
    if (/^\d+$/.test(this.TRUST_PROXY)) return Number(this.TRUST_PROXY);
    return this.TRUST_PROXY;
  }
}

const SECRET_KEYS = new Set(['DATABASE_URL', 'ADMIN_JWT_SECRET', 'ADMIN_MFA_KEY', 'ADMIN_MFA_KEY_PREVIOUS', 'ADMIN_PASSWORD', 'SMTP_URL', 'NOTIFY_WEBHOOK_URL', 'NOTIFY_WEBHOOK_SECRET', 'NOTIFY_SLACK_WEBHOOK_URL', 'NOTIFY_TEAMS_WEBHOOK_URL', 'REDIS_URL', 'METRICS_TOKEN']);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment into an AppConfig, throwing one ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new AppConfig());
  const raw: Record<string, string> = {};
  for (const key of known) {
    const value = env[key];
    if (value !== undefined) raw[key] = value;
  }
  const config = plainToInstance(AppConfig, raw);
  const errors = validateSync(config, { skipMissingProperties: false });
  if (errors.length > 0) {
    throw new ConfigError(
      errors.map((e) => {
        const messages = Object.values(e.constraints ?? {}).join('; ');
        const shown = SECRET_KEYS.has(e.property) ? '(hidden)' : JSON.stringify(raw[e.property] ?? null);
        return `${e.property}: ${messages} (got ${shown})`;
      }),
    );
  }
  return config;
}
