import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** OWASP's minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane (about 100 ms a hash here). */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2id hashing. `verifyOrDummy` takes the same time whether or not the account exists: without a
 * hash it verifies against a dummy one, so an unknown username cannot be told from a wrong password.
 */
@Injectable()
export class PasswordHasher {
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verifyOrDummy(hash: string | undefined, password: string): Promise<boolean> {
    if (hash === undefined) {
      this.dummy ??= argon2.hash('not a password of anyone: only spends the time a real check takes', ARGON2_OPTIONS);
      await argon2.verify(await this.dummy, password).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** A hash made with weaker parameters than today's (re-hashed at the next sign-in). */
  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  }
}
