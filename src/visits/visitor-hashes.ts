import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config.js';

/**
 * The day's visitor hash (the method Plausible documents): sha256 of the day's salt, the IP address, the
 * user agent and the site, cut to 128 bits (22 base64url characters). Without the salt, deleted when its
 * day ends, the same visitor's hashes of two days cannot be matched, nor a hash turned back into an address.
 */
export function visitorHash(salt: string, ip: string, userAgent: string, site: string): string {
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}\n${site}`).digest('base64url').slice(0, 22);
}

/** The statements of the day's salt: one row a day, whichever instance makes it first; past days deleted. */
export const SALT_SQL = {
  create: 'insert into visit_salt (day, salt) values (?, ?) on conflict do nothing',
  read: 'select salt from visit_salt where day = ?',
  forgetBefore: 'delete from visit_salt where day < ?',
  forgetVisitorsBefore: 'delete from visit_day_visitor where day < ?',
} as const;

/**
 * The salts of visitor hashes (docs/product.md#26-visit-counting), kept in the database so that every
 * instance hashes a visitor alike: the first instance to need a day's salt inserts a random one, and
 * every instance reads back the one that won. Making a day's salt deletes those of the days before it
 * (and the day's list of visitors seen); the hourly job deletes them too, should no beacon come.
 */
@Injectable()
export class VisitorHashes {
  private current: { day: string; salt: Promise<string> } | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /** The hash of a visitor (address and user agent) on a day (YYYY-MM-DD, DESK_TIME_ZONE). */
  async hash(day: string, ip: string, userAgent: string): Promise<string> {
    return visitorHash(await this.saltOf(day), ip, userAgent, this.config.SITE_ORIGIN);
  }

  /** The day's salt: read once per day and instance (callers at the same moment share the read). */
  saltOf(day: string): Promise<string> {
    if (this.current?.day !== day) {
      const salt = this.dailySalt(day);
      this.current = { day, salt };
      // A failed read (the database away) is tried again by the next beacon.
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = undefined;
      });
    }
    return this.current.salt;
  }

  /** Deletes the salts and visitor lists of days before `day`: nothing can link those days' hashes any more. */
  async forgetBefore(day: string): Promise<void> {
    const connection = this.em.getConnection();
    await connection.execute(SALT_SQL.forgetBefore, [day]);
    await connection.execute(SALT_SQL.forgetVisitorsBefore, [day]);
  }

  private async dailySalt(day: string): Promise<string> {
    const connection = this.em.getConnection();
    const created = await connection.execute<{ affectedRows?: number }>(SALT_SQL.create, [day, randomBytes(32).toString('hex')], 'run');
    const [row] = await connection.execute<{ salt: string }[]>(SALT_SQL.read, [day]);
    if (!row) throw new Error(`no visit salt for ${day}`);
    if (created.affectedRows) await this.forgetBefore(day);
    return row.salt;
  }
}
