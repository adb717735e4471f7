import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, ValidateBy, ValidateIf } from 'class-validator';
import { emptyToUndefined } from './env-transforms.js';
import { ADMIN_MFA_MODES, type AdminMfaMode } from '../../core/admin-accounts.js';
import { USERNAME_PATTERN, USERNAME_RULE } from '../../core/admin.js';
import { LEAD_ASSIGNMENT_MODES, type LeadAssignmentMode } from '../../core/lead-desk.js';
import { LimitsConfig } from './limits-config.js';

// The back office's accounts and desk (part of AppConfig, src/config/app-config.ts): the token and two-factor
// keys, the first admin, the desk's time zone and how new leads are given out.

/** A two-factor encryption key: base64 of exactly 32 bytes. */
export const isMfaKey = (value: string): boolean => /^[A-Za-z0-9+/]{43}=$/.test(value.trim()) && Buffer.from(value.trim(), 'base64').length === 32;
const MFA_KEY_MESSAGE = (name: string) => `${name} must be 32 bytes in base64 (openssl rand -base64 32)`;

export class AdminConfig extends LimitsConfig {
  /**
   * Signs admin tokens (HS256): required in production, at least 32 bytes. Unset elsewhere, each process
   * makes a random one (sessions then end with the process) and says so in the log.
   */
  @Transform(emptyToUndefined)
  @ValidateIf((config: AdminConfig) => config.NODE_ENV === 'production' || config.ADMIN_JWT_SECRET !== undefined)
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
  @ValidateIf((config: AdminConfig) => config.NODE_ENV === 'production' || config.ADMIN_MFA_KEY !== undefined)
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
   * Who a new lead goes to (docs/product.md#21-leads-desk): `manual` (the default: unowned until taken) or
   * `round-robin` (the next on-duty account, decided in the database so every instance agrees).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(LEAD_ASSIGNMENT_MODES, { message: `LEAD_ASSIGNMENT must be one of: ${LEAD_ASSIGNMENT_MODES.join(', ')}` })
  LEAD_ASSIGNMENT?: LeadAssignmentMode = undefined;

  /** ADMIN_MFA, else `required` in production and `optional` elsewhere. */
  get adminMfa(): AdminMfaMode {
    return this.ADMIN_MFA ?? (this.isProduction ? 'required' : 'optional');
  }

  /** LEAD_ASSIGNMENT, else `manual`. */
  get leadAssignment(): LeadAssignmentMode {
    return this.LEAD_ASSIGNMENT ?? 'manual';
  }
}
