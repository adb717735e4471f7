import { apiRequest } from './api.js';
import type { AbandonmentFormType } from './abandonment.js';

export interface QuoteCreated {
  success: true;
  id: string;
}

/** A random UUID v4 (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function uuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One idempotency key per filled form: retrying the same data reuses the key and the exact payload sent
 * the first time (so a retry after a lost answer cannot create a second quote); changed data gets a new key.
 */
export class QuoteAttempts<P extends object> {
  private last: { signature: string; key: string; payload: P } | undefined;

  /** `signature` identifies the filled form (the payload without volatile parts such as a timestamp). */
  prepare(signature: string, build: () => P): { key: string; payload: P } {
    if (this.last?.signature !== signature) this.last = { signature, key: uuidV4(), payload: build() };
    return { key: this.last.key, payload: this.last.payload };
  }

  /** The quote was created: the next submission is a new request. */
  succeeded(): void {
    this.last = undefined;
  }
}

export function postQuote(payload: object, idempotencyKey: string): Promise<QuoteCreated> {
  return apiRequest<QuoteCreated>('POST', '/api/quotes', payload, { 'Idempotency-Key': idempotencyKey });
}

/** Tells the abandonment records that this visitor finished after all (the server also does it; harmless). */
export function markRecovered(email: string, formType: AbandonmentFormType): void {
  if (!email) return;
  apiRequest('POST', '/api/abandoned-forms/mark-recovered', { email, formType }).catch((error: unknown) =>
    console.warn('[abandonment] mark-recovered failed', error),
  );
}
