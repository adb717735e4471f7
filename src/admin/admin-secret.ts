import { createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';

/**
 * The key that signs admin tokens: ADMIN_JWT_SECRET (required in production, at least 32 bytes, checked
 * by the configuration), or outside production a random key made at start, so tokens end with the process.
 * It is handed over as a secret KeyObject (the secret's UTF-8 bytes, as jsonwebtoken reads a string):
 * given a string, jsonwebtoken first tries to parse it as a PEM public key on every verification and
 * throws that attempt away, which was a tenth of an admin request's CPU time.
 */
export function adminJwtSecret(config: AppConfig): KeyObject {
  if (config.ADMIN_JWT_SECRET) return createSecretKey(Buffer.from(config.ADMIN_JWT_SECRET, 'utf8'));
  new Logger('AdminAuth').warn('ADMIN_JWT_SECRET is not set: admin sessions use a random key and end when this process stops');
  return createSecretKey(randomBytes(32));
}

/**
 * The key of the hash that stands for a username with no account in the audit trail (SignInSubjects):
 * derived from ADMIN_JWT_SECRET under a label of its own (HKDF-SHA256), so it is the same on every instance
 * and after a restart while never being the signing key itself; without the secret (outside production),
 * a random key per process, as the signing key is.
 */
export function signInNameKey(config: AppConfig): KeyObject {
  if (!config.ADMIN_JWT_SECRET) return createSecretKey(randomBytes(32));
  return createSecretKey(Buffer.from(hkdfSync('sha256', Buffer.from(config.ADMIN_JWT_SECRET, 'utf8'), Buffer.alloc(0), 'admin sign-in name', 32)));
}
