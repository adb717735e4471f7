/** What an Idempotency-Key header may look like (a UUID or similar opaque token). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
