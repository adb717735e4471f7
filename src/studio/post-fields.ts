import { POST_FIELD_LABELS, type PostFields } from '../../core/studio-posts.js';

type OptionalField = 'metaTitle' | 'metaDescription' | 'coverImageId' | 'coverAlt';

/** A post row or a revision: both hold what people write under the same names (an optional one may be absent). */
type StoredFields = Omit<PostFields, OptionalField> & { [K in OptionalField]?: string | null };

/** The fields of a post row or a revision. */
export const fieldsOf = (source: StoredFields): PostFields => ({
  title: source.title,
  slug: source.slug,
  category: source.category,
  excerpt: source.excerpt,
  author: source.author,
  bodyMarkdown: source.bodyMarkdown,
  metaTitle: source.metaTitle ?? null,
  metaDescription: source.metaDescription ?? null,
  coverImageId: source.coverImageId ?? null,
  coverAlt: source.coverAlt ?? null,
});

export const sameFields = (a: PostFields, b: PostFields): boolean => (Object.keys(POST_FIELD_LABELS) as (keyof PostFields)[]).every((key) => a[key] === b[key]);

/** A time as the API answers it. */
export const iso = (value: Date | null): string | null => value?.toISOString() ?? null;
