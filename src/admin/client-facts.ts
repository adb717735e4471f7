import { withoutControlCharacters } from '../../core/plain-text.js';

/** Where a sign-in or an account change comes from: the address and the browser, as sessions record them. */
export interface ClientFacts {
  ip: string | null;
  userAgent?: string;
}

/** A User-Agent as stored with a session or a sign-in step: no control characters, at most 300 characters. */
export const cleanUserAgent = (userAgent: string | undefined): string | null => (userAgent === undefined ? '' : withoutControlCharacters(userAgent).slice(0, 300)) || null;
