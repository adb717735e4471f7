import { ApiError, apiRequest } from './api.js';

/** What every lead endpoint answers once the row is committed (POST /api/quotes and the recruitment endpoints). */
export interface LeadCreated {
  success: true;
  id: string;
}

/** Sends one lead payload under an Idempotency-Key. */
export type LeadPost<P> = (payload: P, idempotencyKey: string) => Promise<unknown>;

/** A random UUID v4 (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function uuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** POSTs a lead payload as JSON to `url` with its Idempotency-Key header, through the one fetch helper. */
export function leadPoster(url: string): (payload: object, idempotencyKey: string) => Promise<LeadCreated> {
  return (payload, idempotencyKey) => apiRequest<LeadCreated>('POST', url, payload, { 'Idempotency-Key': idempotencyKey });
}

/**
 * One idempotency key per filled form: retrying the same data reuses the key and the exact payload sent
 * the first time (so a retry after a lost answer cannot create a second lead); changed data gets a new key.
 * Shared by every lead form (docs/product.md#52-idempotency).
 */
export class LeadAttempts<P extends object> {
  private last: { signature: string; key: string; payload: P } | undefined;

  /** `post` sends the form's request; `submit` may be given another one (tests). */
  constructor(private readonly post: LeadPost<P>) {}

  /** `signature` identifies the filled form (the payload without volatile parts such as a timestamp). */
  prepare(signature: string, build: () => P): { key: string; payload: P } {
    if (this.last?.signature !== signature) this.last = { signature, key: uuidV4(), payload: build() };
    return { key: this.last.key, payload: this.last.payload };
  }

  /**
   * Sends the form's request and resolves with the payload once the lead is stored. A 422 means the
   * server holds this key for different data (it never answers with another request's id): the request
   * is sent once more under a new key, so the lead is never dropped.
   */
  async submit(signature: string, build: () => P, post: LeadPost<P> = this.post): Promise<P> {
    const { key, payload } = this.prepare(signature, build);
    try {
      await post(payload, key);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      this.last = { signature, key: uuidV4(), payload };
      await post(payload, this.last.key);
    }
    this.last = undefined;
    return payload;
  }
}
