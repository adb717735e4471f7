import { apiRequest } from './api.js';
import type { AbandonmentFormType } from './abandonment.js';
import { LeadAttempts, leadPoster } from './lead-api.js';

export { uuidV4 } from './lead-api.js';

export const postQuote = leadPoster('/api/quotes');

/** The idempotent attempts of a quote form (client/lead-api.ts), posting to /api/quotes. */
export class QuoteAttempts<P extends object> extends LeadAttempts<P> {
  constructor() {
    super(postQuote);
  }
}

/** Tells the abandonment records that this visitor finished after all (the server also does it; harmless). */
export function markRecovered(email: string, formType: AbandonmentFormType): void {
  if (!email) return;
  apiRequest('POST', '/api/abandoned-forms/mark-recovered', { email, formType }).catch((error: unknown) =>
    console.warn('[abandonment] mark-recovered failed', error),
  );
}
