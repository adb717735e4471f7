/**
 * The one fetch helper (docs/product.md#5-lead-api-behaviour): JSON in and out, cookies on same-origin requests. Any non-ok answer
 * throws an ApiError whose message is "STATUS: BODY" (or the status text when the body is empty). A FormData body (an upload)
 * is sent as it is, and the browser writes its multipart Content-Type with the boundary.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The response body parsed as JSON, when it was JSON. */
  readonly body: unknown;
  /** Seconds to wait before retrying, from a Retry-After header in seconds. */
  readonly retryAfter: number | undefined;

  constructor(status: number, statusText: string, bodyText: string, retryAfter?: number) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseJson(bodyText);
    this.retryAfter = retryAfter;
  }

  /** The `error` field of a JSON error body, if the server sent one. */
  get serverMessage(): string | undefined {
    const error = (this.body as { error?: unknown } | undefined)?.error;
    return typeof error === 'string' && error ? error : undefined;
  }

  /** The `code` field of a JSON error body (`wrong_code`, `too_many_attempts`…), if the server sent one. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' && code ? code : undefined;
  }

  /** Per-field messages of a 400 validation_failed body. */
  get fieldErrors(): Record<string, string> {
    const fields = (this.body as { fields?: unknown } | undefined)?.fields;
    if (!fields || typeof fields !== 'object') return {};
    return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Per-call options: `signal` cancels the request (an aborted call rejects with the AbortError). */
export interface ApiRequestOptions {
  signal?: AbortSignal;
}

export async function apiRequest<T>(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  { signal }: ApiRequestOptions = {},
): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    signal,
    headers: { Accept: 'application/json', ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, text, parseRetryAfter(response.headers.get('Retry-After')));
  }
  return parseJson(text) as T;
}
