import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';

// What the tests that post leads and wait for their effects share (notifications, several instances).

/** A home-form quote: the smallest valid lead. */
export const homeQuote = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@shipper.test', phone: '(704) 555-0142', service: 'medical-transport' };

/** Polls `check` every 100 ms until it gives a value, or fails naming `what` after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts a lead with a fresh Idempotency-Key. */
export function postLead(app: NestExpressApplication, body: object, path = '/api/quotes') {
  return request(app.getHttpServer()).post(path).set('Idempotency-Key', randomUUID()).send(body);
}
