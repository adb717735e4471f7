import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** Failed sign-ins allowed per name tried (since its last success) and per address, per window. */
export const SIGN_IN_FAILURES_PER_USERNAME = 5;
export const SIGN_IN_FAILURES_PER_IP = 30;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts failed sign-ins from the audit trail, so the limits hold across restarts and instances, and a
 * success resets the username's count (failures before it no longer count). Checked before the
 * password is, so a locked username costs no hashing.
 */
@Injectable()
export class SignInLimits {
  constructor(private readonly em: EntityManager) {}

  /**
   * Milliseconds until another attempt is allowed, or 0 when one is allowed now. `subject` is what the
   * trail records of the name tried (SignInSubjects): an account's username, or the hash of a name that is none.
   */
  async retryAfterMs(subject: string, ip: string | null): Promise<number> {
    const since = new Date(Date.now() - SIGN_IN_WINDOW_MS);
    const rows: { scope: string; failures: string; oldest: Date | null }[] = await this.em.getConnection().execute(
      `select 'username' as scope, count(*) as failures, min(f.at) as oldest
         from admin_audit_event f
        where f.action = 'sign_in_failed' and f.subject = ? and f.at > greatest(?::timestamptz, coalesce(
              (select max(s.at) from admin_audit_event s where s.action = 'sign_in' and s.subject = ?), '-infinity'))
       union all
       select 'ip', count(*), min(at) from admin_audit_event where action = 'sign_in_failed' and ip = ? and at > ?`,
      [subject, since, subject, ip ?? '', since],
    );
    let wait = 0;
    for (const row of rows) {
      const limit = row.scope === 'username' ? SIGN_IN_FAILURES_PER_USERNAME : SIGN_IN_FAILURES_PER_IP;
      if (Number(row.failures) >= limit && row.oldest) {
        // The window slides: the oldest counted failure leaving it frees one attempt.
        wait = Math.max(wait, new Date(row.oldest).getTime() + SIGN_IN_WINDOW_MS - Date.now());
      }
    }
    return Math.max(0, wait);
  }
}
