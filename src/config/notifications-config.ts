import { Transform } from 'class-transformer';
import { IsEmail, isEmail, IsInt, IsOptional, Matches, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { toInt, emptyToUndefined } from './env-transforms.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../core/lead-desk.js';
import { AdminConfig } from './admin-config.js';

// Lead notifications and escalation (part of AppConfig, src/config/app-config.ts;
// docs/product.md#22-lead-notifications): e-mail, the signed webhook, Slack and Teams, retries, and when an
// unanswered lead is escalated.

/** "a@x.com, b@y.com" as a list of addresses; null when any part is not an address. */
export function emailList(value: string): string[] | null {
  const addresses = value.split(',').map((part) => part.trim()).filter(Boolean);
  return addresses.length > 0 && addresses.every((address) => isEmail(address)) ? addresses : null;
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
      validate: (value, args) => (args?.object as NotificationsConfig).SMTP_URL !== undefined && typeof value === 'string' && emailList(value) !== null,
      defaultMessage: (args) =>
        (args?.object as NotificationsConfig).SMTP_URL === undefined
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

export class NotificationsConfig extends AdminConfig {
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
  @ValidateIf((config: NotificationsConfig) => config.SMTP_URL !== undefined || config.NOTIFY_EMAIL_TO !== undefined)
  @EmailRecipients('NOTIFY_EMAIL_TO', ' (required with SMTP_URL)')
  NOTIFY_EMAIL_TO?: string = undefined;

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
  @ValidateIf((config: NotificationsConfig) => config.NOTIFY_WEBHOOK_URL !== undefined || config.NOTIFY_WEBHOOK_SECRET !== undefined)
  @ValidateBy({
    name: 'webhookSecret',
    validator: {
      validate: (value, args) =>
        (args?.object as NotificationsConfig).NOTIFY_WEBHOOK_URL !== undefined && typeof value === 'string' && Buffer.byteLength(value, 'utf8') >= 32,
      defaultMessage: (args) =>
        (args?.object as NotificationsConfig).NOTIFY_WEBHOOK_URL === undefined
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

  /** The lead events the signed webhook receives (NOTIFY_WEBHOOK_EVENTS; all when unset). */
  get notifyWebhookEvents(): readonly WebhookEventType[] {
    return this.NOTIFY_WEBHOOK_EVENTS === undefined ? WEBHOOK_EVENT_TYPES : (eventList(this.NOTIFY_WEBHOOK_EVENTS) ?? []);
  }

  /** The e-mail recipients, parsed (empty without SMTP_URL). */
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
}
