import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import request from 'supertest';
import { NOTIFY_QUEUE } from '../../src/notifications/index.js';
import { eventually } from '../support/wait.cjs';

// What the tests that post leads and wait for their effects share (notifications, several instances).

/** A home-form quote: the smallest valid lead. */
export const homeQuote = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@shipper.test', phone: '(704) 555-0142', service: 'medical-transport' };

/** Posts a lead with a fresh Idempotency-Key. */
export function postLead(app: NestExpressApplication, body: object, path = '/api/quotes') {
  return request(app.getHttpServer()).post(path).set('Idempotency-Key', randomUUID()).send(body);
}

/**
 * Waits until `queue` has no job that may still send something soon: none due, none waiting for a retry,
 * none being worked (pg-boss's states in its job table); a job that starts later (an escalation step) is
 * not waited for. Mails or requests counted after it are final, so "exactly once" fails if a job sent
 * twice or a second job existed.
 */
export async function queueSettled(db: pg.Client, queue = NOTIFY_QUEUE, timeoutMs = 20_000): Promise<void> {
  await eventually(
    async () => {
      const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = $1 and (state in ('retry', 'active') or (state = 'created' and start_after <= now()))`, [queue]);
      return rows[0]!.n === 0;
    },
    { timeoutMs, what: `the ${queue} queue to have no job left` },
  );
}

/** Reads a text/csv answer as text (supertest parses only what it knows). */
export const asText = (res: request.Response, done: (error: Error | null, body: string) => void) => {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => done(null, text));
};
