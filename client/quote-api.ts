import { leadPoster } from './lead-api.js';

/** Sends a quote (both quote forms) under its Idempotency-Key; client/lead-api.ts LeadAttempts keeps keys and the one retry. */
export const postQuote = leadPoster('/api/quotes');
