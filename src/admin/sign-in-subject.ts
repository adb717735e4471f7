import { createHmac, type KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { signInNameKey } from './admin-secret.js';

/** Hex characters of the keyed hash kept (48 bits): plenty to tell names apart. The key, not the length, keeps a name from being guessed back from the table. */
const HASH_LENGTH = 12;

/**
 * What the audit trail, its log lines and the failure counter record of the name typed at a sign-in
 * (docs/product.md#14-admin-area). An existing account's username, as it is; any other name as `unknown:`
 * and a short keyed hash of it, never as typed: a password typed into the username box must not land in
 * the table or the log. The same name always gives the same hash, so repeated tries of one name are
 * counted and locked out like an account's.
 */
@Injectable()
export class SignInSubjects {
  private readonly key: KeyObject;

  constructor(config: AppConfig) {
    this.key = signInNameKey(config);
  }

  of(name: string, account: { username: string } | null): string {
    if (account) return account.username;
    return `unknown:${createHmac('sha256', this.key).update(name).digest('hex').slice(0, HASH_LENGTH)}`;
  }
}
