import { diffWords } from 'diff';
import { POST_FIELD_LABELS, type FieldComparisonView, type PostFields } from '../../core/studio-posts.js';

/** Per field, in the editor's order: the words only `from` has (removed) and only `to` has (added), and whether any changed. */
export function fieldDiffs(from: PostFields, to: PostFields): FieldComparisonView[] {
  return (Object.keys(POST_FIELD_LABELS) as (keyof PostFields)[]).map((field) => {
    const parts = diffWords(from[field] ?? '', to[field] ?? '').map((part) => ({ value: part.value, ...(part.added && { added: true }), ...(part.removed && { removed: true }) }));
    return { field, label: POST_FIELD_LABELS[field], changed: parts.some((part) => part.added || part.removed), parts };
  });
}
