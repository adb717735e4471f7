// Texts the quote API answers with. Plain constants only: the end-to-end tests import them, so a mocked
// answer in a browser test says exactly what the server says.

export const EMAIL_INVALID_MESSAGE = 'email must be a valid e-mail address';
export const IDEMPOTENCY_KEY_INVALID_MESSAGE = 'Idempotency-Key must be 8 to 64 letters, digits, - or _';
/** 422 code and text for a key already used with another body (draft-ietf-httpapi-idempotency-key-header). */
export const IDEMPOTENCY_KEY_REUSED_CODE = 'idempotency_key_reused';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request. Send the new request with a new key.';
