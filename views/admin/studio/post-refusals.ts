import { ApiError } from '../../../client/api.js';
import type { PostCheckView, StudioPostView } from '../../../core/studio-posts.js';

// What the studio's API answers when it refuses a publish, a schedule, a restore or a save
// (docs/product.md#25-content-studio): the checks of a 422, the other person's post of a 409.

/** A 422 of the checks: which refusal, and the checks. */
export interface ChecksRefusal {
  code: 'checks_failed' | 'warnings_not_accepted';
  checks: PostCheckView[];
}

export const refusalOf = (failure: unknown): ChecksRefusal | null => {
  if (!(failure instanceof ApiError) || failure.status !== 422) return null;
  const body = failure.body as { code?: string; checks?: PostCheckView[] } | undefined;
  if ((body?.code === 'checks_failed' || body?.code === 'warnings_not_accepted') && Array.isArray(body.checks)) return { code: body.code, checks: body.checks };
  return null;
};

export const staleOf = (failure: unknown): StudioPostView | null => {
  if (!(failure instanceof ApiError) || failure.status !== 409) return null;
  const body = failure.body as { code?: string; current?: StudioPostView } | undefined;
  return body?.code === 'stale_version' && body.current ? body.current : null;
};

