import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';

interface Key {
  id: string;
  bytes: Buffer;
}

const keyOf = (bytes: Buffer): Key => ({ id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes });

/**
 * Seals the two-factor keys at rest with AES-256-GCM under ADMIN_MFA_KEY (never the JWT secret). A sealed
 * value is `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts), so a value sealed under the previous
 * key (ADMIN_MFA_KEY_PREVIOUS, while keys are rotated) is still opened and reported stale, to be sealed
 * again under the current one. Outside production without a key, each process makes a random one.
 */
@Injectable()
export class MfaKeyBox {
  private readonly current: Key;
  private readonly previous: Key | null;

  constructor(config: AppConfig) {
    if (config.ADMIN_MFA_KEY) {
      this.current = keyOf(Buffer.from(config.ADMIN_MFA_KEY.trim(), 'base64'));
    } else {
      new Logger('TwoFactor').warn('ADMIN_MFA_KEY is not set: two-factor keys are sealed with a random key and stop working when this process stops');
      this.current = keyOf(randomBytes(32));
    }
    this.previous = config.ADMIN_MFA_KEY_PREVIOUS ? keyOf(Buffer.from(config.ADMIN_MFA_KEY_PREVIOUS.trim(), 'base64')) : null;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.bytes, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', this.current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The plain value and whether it was sealed under the previous key; null when no key here opens it. */
  open(sealed: string): { plain: string; stale: boolean } | null {
    const [version, id, iv, tag, body] = sealed.split('.');
    const key = [this.current, this.previous].find((candidate) => candidate?.id === id);
    if (version !== 'v1' || !key || iv === undefined || tag === undefined || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      return { plain, stale: key !== this.current };
    } catch {
      return null;
    }
  }
}
