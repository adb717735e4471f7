import { apiRequest } from './api.js';
import type { AbandonmentFormType } from './abandonment.js';
import { leadPoster } from './lead-api.js';

/** Sends a quote (both quote forms) under its Idempotency-Key; client/lead-api.ts LeadAttempts keeps keys and the one retry. */
export const postQuote = leadPoster('/api/quotes');

/** Tells the abandonment records that this visitor finished after all (the server also does it; harmless). */
export function markRecovered(email: string, formType: AbandonmentFormType): void {
  if (!email) return;
  apiRequest('POST', '/api/abandoned-forms/mark-recovered', { email, formType }).catch((error: unknown) =>
    console.warn('[abandonment] mark-recovered failed', error),
  );
}
