// The Idempotency-Key rules every lead endpoint keeps (docs/product.md#52-idempotency). Plain constants
// only: browser code and the end-to-end tests import them.

/** What an Idempotency-Key header may look like (a UUID or similar opaque token). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const IDEMPOTENCY_KEY_INVALID_MESSAGE = 'Idempotency-Key must be 8 to 64 letters, digits, - or _';
/** 422 code and text for a key already used with another body (draft-ietf-httpapi-idempotency-key-header). */
export const IDEMPOTENCY_KEY_REUSED_CODE = 'idempotency_key_reused';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request. Send the new request with a new key.';
