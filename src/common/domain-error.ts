/** Codes a feature service raises (add one with its first use); the global filter maps each to an HTTP status. */
export type DomainErrorCode =
  | 'validation_failed'
  | 'not_found'
  | 'idempotency_key_reused'
  | 'sign_in_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'too_many_attempts'
  | 'invalid_transition'
  | 'channel_not_configured'
  | 'lead_is_spam'
  | 'not_recorded'
  | 'link_invalid'
  | 'account_exists'
  | 'account_refused'
  | 'wrong_current_password'
  | 'wrong_code'
  | 'too_large'
  | 'unsupported_media_type'
  | 'unreadable_image'
  | 'lead_taken'
  | 'owner_refused'
  | 'stale_version'
  | 'checks_failed'
  | 'warnings_not_accepted';

export const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, number> = {
  /** Invalid input: `fields` names each field with its message (RequestValidationError). */
  validation_failed: 400,
  not_found: 404,
  idempotency_key_reused: 422,
  sign_in_failed: 401,
  unauthenticated: 401,
  forbidden: 403,
  too_many_attempts: 429,
  invalid_transition: 422,
  channel_not_configured: 422,
  lead_is_spam: 422,
  /** Work that must leave a trace (an export of the customer list) and could not write it: nothing was done. */
  not_recorded: 503,
  /** A setup link used, expired or never made: gone, whichever it was. */
  link_invalid: 410,
  account_exists: 409,
  /** An account change the rules refuse (the last admin who can sign in, disabling yourself). */
  account_refused: 422,
  wrong_current_password: 422,
  /** A two-factor code that is not the app's current one, while signed in (enrolling). */
  wrong_code: 422,
  /** An upload over its size limit (an image over 5 MB). */
  too_large: 413,
  /** An upload of a type the endpoint does not take, as read from its bytes. */
  unsupported_media_type: 415,
  /** An image whose bytes do not decode (cut short, corrupt, too many pixels, a side too long). */
  unreadable_image: 422,
  /** Another account took the lead first (docs/product.md#21-leads-desk). */
  lead_taken: 409,
  /** An owner the rules refuse: a disabled account, a role that cannot change leads, a spam lead. */
  owner_refused: 422,
  /** A change over a newer version than the one it started from (someone saved since): the current one is in the facts. */
  stale_version: 409,
  /** A publish the content checks stopped: errors, or warnings not accepted; the findings are in the facts. */
  checks_failed: 422,
  warnings_not_accepted: 422,
};

export interface DomainErrorOptions {
  /** With a 429: seconds until the client may try again, sent as Retry-After. */
  retryAfterSeconds?: number;
  /** Facts the client needs beside the message (who has the lead), added to the answer's body. */
  facts?: Record<string, unknown>;
  /** With validation_failed: one message per field, answered as `fields`. */
  fields?: Record<string, string>;
  /** What the client is told when the message is an operator's (the command line names the account it did not find). */
  clientMessage?: string;
}

/** A failure the client can understand; services throw these instead of HTTP exceptions. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
