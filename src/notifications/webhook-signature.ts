import { createHmac, timingSafeEqual } from 'node:crypto';

// How a webhook receiver knows a notification came from this site (docs/product.md#22-lead-notifications):
// the scheme Stripe and GitHub use. The header carries the send time and an HMAC-SHA256 over
// `timestamp + "." + body` with NOTIFY_WEBHOOK_SECRET; a receiver recomputes it over the raw body and
// refuses a timestamp older than a few minutes, so a captured request cannot be replayed later.

export const SIGNATURE_HEADER = 'X-Webhook-Signature';
/** The job's id: the same for every attempt of one notification, so a receiver can drop a repeat. */
export const DELIVERY_HEADER = 'X-Webhook-Id';
/** The event's id (the body's `id`): a receiver that keeps the ids it has seen drops a repeat of an event. */
export const EVENT_HEADER = 'X-Event-Id';
/** How old a signed request a receiver should still accept. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `t=1764000000,v1=<hex>` for a body sent at `timestamp` (seconds since the epoch). */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export type SignatureCheck = { valid: true; timestamp: number } | { valid: false; reason: 'malformed' | 'mismatch' | 'expired' };

/** What a receiver does with the header and the raw body; `now` in seconds. */
export function verifyWebhook(secret: string, header: string | undefined, body: string, now = Math.floor(Date.now() / 1000), toleranceSeconds = DEFAULT_TOLERANCE_SECONDS): SignatureCheck {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return { valid: false, reason: 'malformed' };
  if (!timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(hmac(secret, timestamp, body), 'hex'))) return { valid: false, reason: 'mismatch' };
  if (Math.abs(now - timestamp) > toleranceSeconds) return { valid: false, reason: 'expired' };
  return { valid: true, timestamp };
}
