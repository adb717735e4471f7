import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP_CODE_PATTERN } from '../../core/admin-accounts.js';

// TOTP as RFC 6238 and every authenticator app read it: 6 digits, 30-second steps, SHA-1 (otpauth).

const PERIOD_SECONDS = 30;

const totp = (secret: string, label = 'admin', issuer = 'admin') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new key: 20 random bytes (160 bits, RFC 4226's recommendation) in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The time step a moment falls in. */
export const totpStep = (at: number): number => Math.floor(at / 1000 / PERIOD_SECONDS);

/** The code an app shows at a moment (the tests' authenticator: by default the wall clock's, as a phone's). */
export const totpCode = (secret: string, at: number = Date.now()): string => totp(secret).generate({ timestamp: at });

/**
 * The time step a 6-digit code belongs to, when it is the code of the step `at` falls in or of one step
 * either side; null otherwise. Whether that step was already used (a replay) is the caller's to check.
 */
export function matchTotp(secret: string, code: string, at: number): number | null {
  if (!TOTP_CODE_PATTERN.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: at, window: 1 });
  return delta === null ? null : totpStep(at) + delta;
}

/** The `otpauth://` URI an app scans: the site as issuer, the username as the account. */
export const otpauthUri = (secret: string, username: string, issuer: string): string => totp(secret, username, issuer).toString();

/** The URI as a QR code in SVG, drawn on the server (no third party sees the key). */
export const qrCodeSvg = (uri: string): Promise<string> => QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
