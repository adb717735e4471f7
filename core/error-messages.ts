// Texts the API answers with, in one place so the browser tests can assert the server's own words.
// Plain constants only: this file is imported by the end-to-end tests, outside Nest.

/** Every 429, whichever limit was reached. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';
/** Anything unexpected; the request id in the body lets support find the log line. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again, or call us.';
/**
 * Every API answer while the database cannot be reached (503, code DATABASE_UNAVAILABLE_CODE, Retry-After):
 * the lead forms show it with the phone number and keep what the visitor typed.
 */
export const DATABASE_UNAVAILABLE_MESSAGE = 'We could not save your request just now. Please try again in a minute, or call us.';
export const DATABASE_UNAVAILABLE_CODE = 'database_unavailable';
export const UNSUPPORTED_ENCODING_MESSAGE = 'Compressed request bodies are not accepted: send the body without Content-Encoding';
export const JSON_ONLY_MESSAGE = 'Content-Type must be application/json';
/** The upload endpoints (docs/product.md#235-uploaded-images) take a multipart form and nothing else. */
export const MULTIPART_ONLY_MESSAGE = 'Content-Type must be multipart/form-data';
export const BEACON_TYPES_MESSAGE = 'Content-Type must be application/json or text/plain';
export const UTF8_ONLY_MESSAGE = 'Request body must be UTF-8 (charset=utf-8)';
export const BAD_JSON_MESSAGE = 'Request body is not valid JSON';
/** A body with bytes that are not UTF-8 (invalid sequences, encoded lone surrogates) is refused whole. */
export const NOT_UTF8_MESSAGE = 'the body is not valid UTF-8';
export const NOT_AN_OBJECT_MESSAGE = 'Request body must be a JSON object';
export const TOO_LARGE_MESSAGE = 'Request body is too large';
/** The e-mail field of every lead form. */
export const EMAIL_INVALID_MESSAGE = 'email must be a valid e-mail address';
/** The phone field of every lead form (PHONE_PATTERN in lead-fields.ts). */
export const PHONE_INVALID_MESSAGE = 'phone must be a phone number with 7 to 15 digits';

/** Any field or parameter an endpoint does not take, in class-validator's words (forbidNonWhitelisted). */
export const unknownFieldMessage = (field: string) => `property ${field} should not exist`;

/** "Invalid request: check a, b" — the summary of a 400 whose fields name each problem. */
export const invalidRequestMessage = (fields: string[]) => `Invalid request: check ${fields.join(', ')}`;
/** The carrier application's insurance box (docs/product.md#16-recruitment-leads). */
export const INSURANCE_NOT_CONFIRMED_MESSAGE =
  'insuranceConfirmed must be true: the carrier confirms it holds at least the cargo and liability insurance the law requires';
