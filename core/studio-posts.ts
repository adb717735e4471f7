import { BLOG_CATEGORIES, isBlogCategory } from './blog-categories.js';
import type { MediaImageView } from './media.js';
import { isPlainText, plainTextMessage } from './plain-text.js';
import { isSlug, SLUG_RULE } from './slug.js';
import { isUuid } from './uuid.js';

// The posts of the content studio (docs/product.md#25-content-studio): the rules of a post's fields, its
// states, the paths, the messages and the views the API and the pages share. Plain data only.

/** The longest each text of a post may be, in characters (the committed files keep the same limits). */
export const POST_FIELD_MAX: Record<keyof PostFields, number> = {
  title: 200,
  slug: 200,
  category: 40,
  excerpt: 500,
  author: 100,
  bodyMarkdown: 100_000,
  metaTitle: 200,
  metaDescription: 300,
  coverImageId: 36,
  coverAlt: 200,
};

export const POST_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PostState = (typeof POST_STATES)[number];

export const POST_STATE_LABELS: Record<PostState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};

/** How a revision came to be: a save, the editor's saving as the person types, or a restore of an older one. */
export type RevisionKind = 'save' | 'autosave' | 'restore';

export const REVISION_KIND_LABELS: Record<RevisionKind, string> = { save: 'Saved', autosave: 'Saved while typing', restore: 'Restored' };

/** What a person writes of a post: every save sends all of it. */
export interface PostFields {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  author: string;
  bodyMarkdown: string;
  /** The page's own title and meta description; null: the title and the excerpt. */
  metaTitle: string | null;
  metaDescription: string | null;
  /** An uploaded image (POST /api/admin/media) as the cover, with its alt text; null: the generated artwork. */
  coverImageId: string | null;
  coverAlt: string | null;
}

export const POST_FIELD_LABELS: Record<keyof PostFields, string> = {
  title: 'Title',
  slug: 'Slug',
  category: 'Category',
  excerpt: 'Excerpt',
  author: 'Author',
  bodyMarkdown: 'Body',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  coverImageId: 'Cover image',
  coverAlt: 'Cover alt text',
};

/** The slug a title makes: lower-case words of letters and digits, joined by hyphens, at most 80 characters. */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 80) break;
    slug = next;
  }
  return slug;
}

export type PostFieldErrors = Partial<Record<keyof PostFields, string>>;

/** A post's fields as a request sends them: some of PostFields's keys and nothing else, values unchecked. */
export type PostFieldsInput = Partial<Record<keyof PostFields, unknown>>;

const ONE_LINE: readonly (keyof PostFields)[] = ['title', 'slug', 'excerpt', 'author', 'metaTitle', 'metaDescription', 'coverImageId', 'coverAlt'];

/**
 * A post's fields as a save sends them, trimmed, with what is wrong with each: lengths, control
 * characters, the slug's form (never a category's name; made from the title when empty), a known
 * category. A draft needs a title only; `publishing` asks for every field but the meta title and
 * description, which are null (the default) when empty. Errors name the field as the API does.
 */
export function checkPostFields(input: PostFieldsInput, publishing: boolean): { fields: PostFields; errors: PostFieldErrors } {
  const errors: PostFieldErrors = {};
  const text = (key: keyof PostFields): string => {
    const value = input[key];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') {
      errors[key] = `${key} must be a string`;
      return '';
    }
    return key === 'bodyMarkdown' ? value.replace(/\r\n?/g, '\n') : value.trim();
  };
  const fields: PostFields = {
    title: text('title'),
    slug: text('slug'),
    category: text('category'),
    excerpt: text('excerpt'),
    author: text('author'),
    bodyMarkdown: text('bodyMarkdown'),
    metaTitle: text('metaTitle') || null,
    metaDescription: text('metaDescription') || null,
    coverImageId: text('coverImageId') || null,
    coverAlt: text('coverAlt') || null,
  };
  if (!fields.slug) fields.slug = slugFromTitle(fields.title);
  for (const key of Object.keys(fields) as (keyof PostFields)[]) {
    const value = fields[key];
    if (errors[key] || value === null) continue;
    const max = POST_FIELD_MAX[key];
    const multiline = !ONE_LINE.includes(key);
    if (value.trim() === '') {
      if (publishing || key === 'title') errors[key] = `${key} is required`;
    } else if (value.length > max) errors[key] = `${key} must be at most ${max} characters`;
    else if (!isPlainText(value, { multiline })) errors[key] = plainTextMessage(key, { multiline });
  }
  if (!errors.slug && fields.slug && !isSlug(fields.slug)) errors.slug = `slug must be ${SLUG_RULE}`;
  else if (!errors.slug && isBlogCategory(fields.slug)) errors.slug = 'slug must not be the name of a category';
  if (!errors.coverImageId && fields.coverImageId !== null && !isUuid(fields.coverImageId)) errors.coverImageId = STUDIO_TEXTS.noSuchCover;
  if (!errors.coverAlt && fields.coverImageId !== null && fields.coverAlt === null) errors.coverAlt = 'coverAlt is required with a cover image';
  if (fields.coverImageId === null) fields.coverAlt = null;
  if (!errors.category && fields.category && !isBlogCategory(fields.category)) errors.category = `category must be one of: ${BLOG_CATEGORIES.map((c) => c.slug).join(', ')}`;
  return { fields, errors };
}

export const STUDIO_TEXTS = {
  stale: 'Someone saved this post after you opened it. Your text and theirs are both shown: copy what you need into one and save again.',
  slugTaken: 'Another post already has this address.',
  noSuchPost: 'Post not found',
  noSuchRevision: 'Revision not found',
  noSuchCover: 'coverImageId must be the id of an uploaded image',
  blockedByErrors: 'The checks found errors: fix them before publishing.',
  warningsNotAccepted: 'The checks found warnings: look at them, then publish with the warnings accepted.',
  notPublished: 'Only a published or scheduled post can be unpublished.',
  alreadyPublished: 'A published post changes when you publish it; unpublish it first to schedule it.',
  publishAtPast: 'publishAt must be a time in the future',
  publishAtTooFar: 'publishAt must be within a year',
  publishAtFormat: 'publishAt must be a date and time, YYYY-MM-DDTHH:MM (seconds optional)',
} as const;

export const STUDIO_PATHS = {
  posts: '/admin/posts',
  newPost: '/admin/posts/new',
  post: (id: number) => `/admin/posts/${id}`,
  api: '/api/admin/posts',
  apiPost: (id: number) => `/api/admin/posts/${id}`,
  preview: '/api/admin/posts/preview',
} as const;

/** A row of the posts list. */
export interface StudioPostRowView {
  id: number;
  state: PostState;
  /** The title being written (the newest revision's), which a published post may not show yet. */
  title: string;
  slug: string;
  category: string;
  author: string;
  /** The last change, and who made it ("committed file" for a post the studio never touched). */
  changedAt: string;
  changedBy: string;
  publishAt: string | null;
}

/** A post as the editor opens it: the text being written and where the public page stands. */
export interface StudioPostView {
  id: number;
  /** The uploaded cover the fields name (its pictures), null for the generated artwork. */
  cover: MediaImageView | null;
  state: PostState;
  /** The version a save must name (a save over a newer one answers 409). */
  version: number;
  fields: PostFields;
  /** The public page's address (the slug last published), null for a post never published. */
  liveSlug: string | null;
  /** Whether the text being written differs from what the public page shows. */
  unpublishedChanges: boolean;
  publishedAt: string | null;
  publishAt: string | null;
  changedAt: string;
  changedBy: string;
}

export interface PostRevisionView {
  id: number;
  version: number;
  kind: RevisionKind;
  title: string;
  savedBy: string;
  savedAt: string;
  /** The revision a restore copied. */
  restoredFrom: number | null;
}

/** One finding of the checks a draft gets before publishing (the content optimizer's page checks). */
export interface PostCheckView {
  check: string;
  severity: 'error' | 'warning' | 'notice';
  label: string;
  subject: string;
  message: string;
  fix: string;
}

/** The answer of a 409: the post as the other person saved it, and who that was. */
export interface StaleSaveView {
  current: StudioPostView;
}

/** One field of two revisions compared: the words kept, removed (only in `from`) and added (only in `to`). */
export interface FieldComparisonView {
  field: keyof PostFields;
  label: string;
  changed: boolean;
  parts: { value: string; added?: boolean; removed?: boolean }[];
}

/** Two revisions side by side (GET /api/admin/posts/:id/revisions/compare?from=&to=). */
export interface RevisionComparisonView {
  from: PostRevisionView;
  to: PostRevisionView;
  fields: FieldComparisonView[];
}
