import { STUDIO_PATHS, type PostCheckView, type PostFields, type PostRevisionView, type RevisionComparisonView, type StudioPostView } from '../../core/studio-posts.js';
import { apiRequest } from '../api.js';
import { answerOf } from './request.js';

// The content studio's posts (admins and editors change, every role reads; docs/product.md#25-content-studio).

const postAnswer = (method: string, url: string, body?: unknown) => answerOf<StudioPostView>('post', method, url, body);

/** A new draft (a title at least). */
export function createPost(fields: PostFields): Promise<StudioPostView> {
  return postAnswer('POST', STUDIO_PATHS.api, { fields });
}

/** A save over `version`: the post, or an ApiError 409 (code stale_version, body.current) or 400 (fields). */
export function savePost(id: number, version: number, fields: PostFields, kind: 'save' | 'autosave' = 'save'): Promise<StudioPostView> {
  return postAnswer('PUT', STUDIO_PATHS.apiPost(id), { version, fields, kind });
}

export interface PostPreview {
  html: string;
  checks: PostCheckView[];
}

/** The page the fields would make and its checks; nothing is stored. */
export async function previewPost(id: number | null, fields: PostFields, signal?: AbortSignal): Promise<PostPreview> {
  const { html, checks } = await apiRequest<{ success: true } & PostPreview>('POST', STUDIO_PATHS.preview, id === null ? { fields } : { id, fields }, {}, { signal });
  return { html, checks };
}

/** Publishes the text being written: the post, or an ApiError 422 with `checks` (checks_failed, warnings_not_accepted) or 409. */
export function publishPost(id: number, version: number, acceptWarnings = false): Promise<StudioPostView> {
  return postAnswer('POST', `${STUDIO_PATHS.apiPost(id)}/publish`, { version, acceptWarnings });
}

/** Schedules the text being written for `publishAt`, a wall time in the desk's zone (YYYY-MM-DDTHH:MM). */
export function schedulePost(id: number, version: number, publishAt: string, acceptWarnings = false): Promise<StudioPostView> {
  return postAnswer('POST', `${STUDIO_PATHS.apiPost(id)}/schedule`, { version, publishAt, acceptWarnings });
}

export function unpublishPost(id: number): Promise<StudioPostView> {
  return postAnswer('POST', `${STUDIO_PATHS.apiPost(id)}/unpublish`, {});
}

export function postRevisions(id: number): Promise<PostRevisionView[]> {
  return answerOf<PostRevisionView[]>('revisions', 'GET', `${STUDIO_PATHS.apiPost(id)}/revisions`);
}

export async function postRevision(id: number, revisionId: number): Promise<{ revision: PostRevisionView; fields: PostFields }> {
  const { revision, fields } = await apiRequest<{ success: true; revision: PostRevisionView; fields: PostFields }>('GET', `${STUDIO_PATHS.apiPost(id)}/revisions/${revisionId}`);
  return { revision, fields };
}

/** Restores a revision as the text being written (and on the live page, for a published post). */
export function restoreRevision(id: number, revisionId: number, version: number, acceptWarnings = false): Promise<StudioPostView> {
  return postAnswer('POST', `${STUDIO_PATHS.apiPost(id)}/revisions/${revisionId}/restore`, { version, acceptWarnings });
}

/** Two revisions compared field by field, the words each changed. */
export async function compareRevisions(id: number, from: number, to: number): Promise<RevisionComparisonView> {
  const { success: _success, ...comparison } = await apiRequest<{ success: true } & RevisionComparisonView>('GET', `${STUDIO_PATHS.apiPost(id)}/revisions/compare?from=${from}&to=${to}`);
  return comparison;
}
