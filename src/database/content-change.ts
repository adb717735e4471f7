import { isUuid } from '../../core/uuid.js';

// The message one instance sends the others when rows that pages are made from change
// (docs/product.md#24-operations). Kept apart from the listener so that its parsing is a pure function.

/** The PostgreSQL channel every instance LISTENs on; notifications are scoped to the database. */
export const CONTENT_CHANGES_CHANNEL = 'site_content_changes';

/** A topic names what changed ("cities", "posts"): a short lowercase word, as the feature registers it. */
const TOPIC = /^[a-z][a-z0-9-]{0,31}$/;

export interface ContentChange {
  topic: string;
  /** The instance that announced it (a random UUID per process), which has already dropped its own caches. */
  from: string;
}

/** Whether a feature may announce this topic (the listener would ignore anything else). */
export function isTopic(topic: string): boolean {
  return TOPIC.test(topic);
}

/** The notification's payload: small JSON, far below PostgreSQL's 8000-byte limit. */
export function changePayload(change: ContentChange): string {
  if (!isTopic(change.topic)) throw new Error(`not a content change topic: ${JSON.stringify(change.topic)}`);
  return JSON.stringify({ topic: change.topic, from: change.from });
}

/**
 * The change a payload announces, or undefined for anything else on the channel (a hand-typed NOTIFY, a
 * payload from another version): the listener ignores it rather than dropping caches on a guess.
 */
export function parseChange(payload: string | undefined): ContentChange | undefined {
  if (!payload) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { topic, from } = value as Record<string, unknown>;
  if (typeof topic !== 'string' || !isTopic(topic) || !isUuid(from)) return undefined;
  return { topic, from };
}
