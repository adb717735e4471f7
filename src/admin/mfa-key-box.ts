import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';

interface Key {
  id: string;
  bytes: Buffer;
}

/** The value opened, and whether it was sealed under the previous key (to be sealed again under the current one). */
export interface OpenedKey {
  plain: string;
  stale: boolean;
}

const keyOf = (bytes: Buffer): Key => ({ id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes });

const TAG_BYTES = 16;

/** `<version>.<key id>.<iv: 12 bytes>.<tag: 16 bytes>.<ciphertext>`, base64url parts without padding. */
const SEALED = /^(v1|v2)\.([0-9a-f]{8})\.([\w-]{16})\.([\w-]{22})\.([\w-]*)$/;

/** The associated data of a v2 value: the id of the account whose row holds it. */
function associatedData(accountId: string): Buffer {
  if (!accountId) throw new Error('a two-factor key is sealed for an account: its id is required');
  return Buffer.from(accountId, 'utf8');
}

/**
 * Seals the two-factor keys at rest with AES-256-GCM under ADMIN_MFA_KEY (never the JWT secret). A sealed
 * value is `v2.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts), bound to its account: the account's id
 * is the associated data, so a value copied to another account's row does not open there. A value sealed
 * under the previous key (ADMIN_MFA_KEY_PREVIOUS, while keys are rotated) is still opened and reported
 * stale, to be sealed again under the current one. Outside production without a key, each process makes a
 * random one.
 *
 * `v1` values (no associated data, bound to no account) are never opened: a migration sealed the stored
 * ones again as v2 (migrations/Migration20261128070000_mfa_keys_bound_to_accounts.ts), and one written
 * since would open anywhere it was copied.
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

  /** `plain` sealed under the current key for the account `accountId` (admin_user.id). */
  seal(plain: string, accountId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.bytes, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(associatedData(accountId));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v2', this.current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The plain value of a v2 value sealed for `accountId`; null when it is not one, or no key here opens it for that account. */
  open(sealed: string, accountId: string): OpenedKey | null {
    return this.decrypt(sealed, 'v2', associatedData(accountId));
  }

  /**
   * A stored v1 value (sealed for no account) sealed again as v2 for `accountId`, under the current key;
   * null when no key here opens it. Only the migration that bound the stored keys to their accounts calls
   * this: open() never accepts v1.
   */
  resealV1(sealed: string, accountId: string): string | null {
    const opened = this.decrypt(sealed, 'v1', null);
    return opened ? this.seal(opened.plain, accountId) : null;
  }

  private decrypt(sealed: string, version: 'v1' | 'v2', aad: Buffer | null): OpenedKey | null {
    const parts = SEALED.exec(sealed);
    if (!parts || parts[1] !== version) return null;
    const [, , id, iv = '', tag = '', body = ''] = parts;
    const key = [this.current, this.previous].find((candidate) => candidate?.id === id);
    const tagBytes = Buffer.from(tag, 'base64url');
    // A shorter tag would be checked only as far as it goes (GCM allows 4 bytes): only the full 16 count.
    if (!key || tagBytes.length !== TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      if (aad) decipher.setAAD(aad);
      decipher.setAuthTag(tagBytes);
      const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      return { plain, stale: key !== this.current };
    } catch {
      return null;
    }
  }
}
