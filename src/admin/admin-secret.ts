import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';

/**
 * The key that signs admin tokens: ADMIN_JWT_SECRET (required in production, at least 32 bytes, checked
 * by the configuration), or outside production a random key made at start, so tokens end with the process.
 */
export function adminJwtSecret(config: AppConfig): string {
  if (config.ADMIN_JWT_SECRET) return config.ADMIN_JWT_SECRET;
  new Logger('AdminAuth').warn('ADMIN_JWT_SECRET is not set: admin sessions use a random key and end when this process stops');
  return randomBytes(32).toString('base64url');
}
