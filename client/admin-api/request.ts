import { ADMIN_NETWORK_ERROR } from '../../core/admin.js';
import { ApiError, apiRequest, type ApiRequestOptions } from '../api.js';

// The back office's calls go through the one fetch helper (docs/product.md#14-admin-area). The session rides in
// the HttpOnly cookie: the token the sign-in answers with is never kept by script.

/**
 * What a back-office control says when a call fails: the server's own message, the caller's fallback when
 * the server gave none, the network text when no answer came at all.
 */
export const failureMessage = (failure: unknown, fallback: string): string =>
  failure instanceof ApiError ? (failure.serverMessage ?? fallback) : ADMIN_NETWORK_ERROR;

/**
 * The one thing an answer carries (`{ success: true, lead: {…} }` -> the lead): the admin API answers each
 * change with the changed record under its own name.
 */
export async function answerOf<T>(name: string, method: string, url: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
  return (await apiRequest<Record<string, unknown>>(method, url, body, {}, options))[name] as T;
}

/** The per-field messages of a refusal (a 400 naming its fields); none for any other failure. */
export const fieldErrorsOf = (failure: unknown): Record<string, string> => (failure instanceof ApiError ? failure.fieldErrors : {});
