import { PermanentFailure, RetryLater } from '../queue/job-queue.js';

// How a notification is POSTed to a receiver (the signed webhook, Slack, Teams) and what its answer means
// for the queue (docs/product.md#22-lead-notifications): 2xx delivers it; 429 and 5xx are retried, after
// the receiver's Retry-After when it sends one; any other 4xx (a revoked or deleted webhook) can never
// succeed and goes to the dead letter at once; a redirect, a timeout or no connection is retried.

/** How long the receiver has to answer before the attempt fails (and is retried). */
export const DELIVERY_TIMEOUT_MS = 5000;

/** The longest part of a refusal's body a reason quotes (Slack answers e.g. "invalid_token"). */
const QUOTED_BODY_MAX = 80;

/** Seconds to wait from a Retry-After header (delay-seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month (Date.parse alone would read "-5" as a year).
  const at = /[a-z]{3}/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export interface Delivery {
  url: string;
  /** Who answered, in a failure's reason: a service's name or the receiver's host, never its path. */
  receiver: string;
  headers: Record<string, string>;
  body: string;
}

/** POSTs the body; resolves with the 2xx status, or throws what the queue should do next. */
export async function deliver({ url, receiver, headers, body }: Delivery): Promise<number> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if ((error as Error).name === 'TimeoutError') throw new Error(`${receiver} did not answer within ${DELIVERY_TIMEOUT_MS / 1000} s`);
    throw new Error(`${receiver} could not be reached (${cause?.code ?? cause?.message ?? (error as Error).message})`);
  }
  const { status } = response;
  if (status >= 200 && status <= 299) {
    await response.body?.cancel();
    return status;
  }
  const answered = `${receiver} answered HTTP ${status}`;
  if (status === 429 || status >= 500) {
    await response.body?.cancel();
    const delay = retryAfterSeconds(response.headers.get('retry-after'));
    if (delay !== null) throw new RetryLater(`${answered}, retry after ${delay} s`, delay);
    throw new Error(answered);
  }
  if (status >= 400) {
    const said = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, QUOTED_BODY_MAX);
    throw new PermanentFailure(`${answered}${said ? ` (${said})` : ''}: it will not succeed until the webhook is fixed`);
  }
  await response.body?.cancel();
  throw new Error(answered);
}
