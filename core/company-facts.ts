import type { MediaImageView } from './media.js';
import { isPlainText, plainTextMessage } from './plain-text.js';
import { isUuid } from './uuid.js';

// The company facts of the content studio (docs/product.md#253-company-facts): the awards, the magazine
// features and the testimonials the public pages show, each confirmed by a person before it counts as
// true. The rules of each kind's fields, the paths, the words and the views the API, the pages and the
// optimizer share. Plain data only.

export const FACT_KINDS = ['award', 'feature', 'testimonial'] as const;
export type FactKind = (typeof FACT_KINDS)[number];

export const FACT_KIND_LABELS: Record<FactKind, string> = { award: 'Award', feature: 'Magazine feature', testimonial: 'Testimonial' };
export const FACT_KIND_PLURALS: Record<FactKind, string> = { award: 'Awards', feature: 'Magazine features', testimonial: 'Testimonials' };

export const isFactKind = (value: unknown): value is FactKind => typeof value === 'string' && (FACT_KINDS as readonly string[]).includes(value);

/** The content-change topic: announced when a fact changes, so every instance reads the facts again. */
export const FACTS_TOPIC = 'facts';

export const ADMIN_FACTS_PATH = '/admin/facts';
/** The page's name: its heading, its navigation link, and the words the unconfirmed-fact fix links. */
export const COMPANY_FACTS_TITLE = 'Company facts';
export const FACTS_API = '/api/admin/facts';
export const factApiPath = (id: string): string => `${FACTS_API}/${id}`;
/** The facts page with one fact's editor open: where the optimizer's unconfirmed-fact finding sends an editor. */
export const factEditorPath = (subject: string): string => `${ADMIN_FACTS_PATH}?fact=${encodeURIComponent(subject)}`;

/** How many magazine features the home page shows (docs/product.md#2-pages-and-routes): the first two. */
export const FEATURES_SHOWN = 2;

/** The attribute each public element showing a fact carries (the optimizer reads which facts a page shows). */
export const FACT_ID_ATTRIBUTE = 'data-fact-id';

/** The built-in images a fact without an upload shows (SVGs in views/assets). */
export const BUILT_IN_FACT_IMAGES: Record<Exclude<FactKind, 'testimonial'>, readonly string[]> = {
  award: ['award-logistics-excellence.svg', 'award-shippers-choice.svg', 'award-emergency-response.svg', 'award-customer-service.svg', 'award-specialized-handling.svg'],
  feature: ['magazine-freight-operations.svg', 'magazine-supply-chain-review.svg'],
};

/** An award (docs/product.md#2-pages-and-routes): `image` names its built-in SVG. */
export interface AwardFields {
  title: string;
  description: string;
  organization: string;
  year: number;
  category: string;
  detail: string;
  image: string;
}

/** A magazine feature: `coverImage` names its built-in cover SVG; `directPageUrl` only for a real article address. */
export interface FeatureFields {
  title: string;
  publisher: string;
  featured: string;
  page: string;
  date: string;
  description: string;
  directPageUrl: string | null;
  coverImage: string;
  category: string;
}

/** A client's words, described without inventing names. */
export interface TestimonialFields {
  quote: string;
  role: string;
  organization: string;
}

export interface FactFieldsByKind {
  award: AwardFields;
  feature: FeatureFields;
  testimonial: TestimonialFields;
}

export type FactFields = AwardFields | FeatureFields | TestimonialFields;

type FieldRule = { label: string; max: number; required: boolean; form: 'text' | 'long' | 'year' | 'url' | 'image' };

/** Each kind's fields, in the editor's order, with their label and their longest length. */
export const FACT_FIELD_RULES: { [K in FactKind]: Record<keyof FactFieldsByKind[K], FieldRule> } = {
  award: {
    title: { label: 'Title', max: 120, required: true, form: 'text' },
    organization: { label: 'Organization', max: 120, required: true, form: 'text' },
    year: { label: 'Year', max: 4, required: true, form: 'year' },
    category: { label: 'Category', max: 60, required: true, form: 'text' },
    detail: { label: 'Detail', max: 120, required: true, form: 'text' },
    description: { label: 'Description', max: 400, required: true, form: 'long' },
    image: { label: 'Built-in image', max: 80, required: true, form: 'image' },
  },
  feature: {
    title: { label: 'Title', max: 200, required: true, form: 'text' },
    publisher: { label: 'Publisher', max: 120, required: true, form: 'text' },
    featured: { label: 'Featured as', max: 60, required: true, form: 'text' },
    page: { label: 'Page', max: 30, required: true, form: 'text' },
    date: { label: 'Date', max: 40, required: true, form: 'text' },
    category: { label: 'Category', max: 60, required: true, form: 'text' },
    description: { label: 'Description', max: 600, required: true, form: 'long' },
    directPageUrl: { label: 'Article address', max: 500, required: false, form: 'url' },
    coverImage: { label: 'Built-in cover', max: 80, required: true, form: 'image' },
  },
  testimonial: {
    quote: { label: 'Quote', max: 800, required: true, form: 'long' },
    role: { label: 'Role', max: 100, required: true, form: 'text' },
    organization: { label: 'Company', max: 120, required: true, form: 'text' },
  },
};

/** The earliest and latest year an award may carry. */
export const AWARD_YEARS = { min: 1950, max: 2100 } as const;

export type FactFieldErrors = Record<string, string>;

/**
 * A fact's fields as the API and the editor send them, trimmed, with what is wrong with each (the key
 * names the field): required, lengths, control characters, a year, an https address, a built-in image of
 * the kind. Unknown fields are refused. Errors name the field as the API does.
 */
export function checkFactFields<K extends FactKind>(kind: K, input: unknown): { fields: FactFieldsByKind[K]; errors: FactFieldErrors } {
  const rules = FACT_FIELD_RULES[kind] as Record<string, FieldRule>;
  const errors: FactFieldErrors = {};
  const fields: Record<string, string | number | null> = {};
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { fields: fields as never, errors: { fields: 'fields must be an object' } };
  const given = input as Record<string, unknown>;
  for (const key of Object.keys(given)) if (!(key in rules)) errors[key] = `${key} is not a field of this kind of fact`;
  for (const [key, rule] of Object.entries(rules)) {
    const value = given[key];
    if (rule.form === 'year') {
      const year = typeof value === 'string' && /^\d{4}$/.test(value.trim()) ? Number(value.trim()) : value;
      if (typeof year !== 'number' || !Number.isInteger(year) || year < AWARD_YEARS.min || year > AWARD_YEARS.max) errors[key] = `${key} must be a year from ${AWARD_YEARS.min} to ${AWARD_YEARS.max}`;
      fields[key] = typeof year === 'number' ? year : null;
      continue;
    }
    if (value !== undefined && value !== null && typeof value !== 'string') {
      errors[key] = `${key} must be a string`;
      continue;
    }
    const text = (value ?? '').trim();
    fields[key] = text || (rule.required ? '' : null);
    if (!text) {
      if (rule.required) errors[key] = `${key} is required`;
      continue;
    }
    const multiline = rule.form === 'long';
    if (text.length > rule.max) errors[key] = `${key} must be at most ${rule.max} characters`;
    else if (!isPlainText(text, { multiline })) errors[key] = plainTextMessage(key, { multiline });
    else if (rule.form === 'url' && !isHttpsUrl(text)) errors[key] = `${key} must be an https:// address`;
    else if (rule.form === 'image' && !(BUILT_IN_FACT_IMAGES[kind as Exclude<FactKind, 'testimonial'>] ?? []).includes(text))
      errors[key] = `${key} must be one of: ${BUILT_IN_FACT_IMAGES[kind as Exclude<FactKind, 'testimonial'>].join(', ')}`;
  }
  return { fields: fields as unknown as FactFieldsByKind[K], errors };
}

/** An https address with a host name (core has no URL parser: the shape is enough, the browser opens it). */
const HTTPS_URL = /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?(?:[/?#]\S*)?$/i;

const isHttpsUrl = (text: string): boolean => HTTPS_URL.test(text);

/** imageId: null (the built-in image), or the id of an uploaded image (whether it exists is the server's to say). */
export function checkImageId(value: unknown): { imageId: string | null; error?: string } {
  if (value === undefined || value === null || value === '') return { imageId: null };
  if (!isUuid(value)) return { imageId: null, error: FACT_TEXTS.noSuchImage };
  return { imageId: value.toLowerCase() };
}

/** What a fact is called in a list, a finding and the audit trail: its title, or a testimonial's speaker. */
export function factName(kind: FactKind, fields: FactFields): string {
  if (kind === 'testimonial') {
    const { role, organization } = fields as TestimonialFields;
    return `${role}, ${organization}`;
  }
  return (fields as AwardFields | FeatureFields).title;
}

export const FACT_TEXTS = {
  noSuchFact: 'Fact not found',
  noSuchImage: 'imageId must be the id of an uploaded image',
  kind: `kind must be one of: ${FACT_KINDS.join(', ')}`,
  confirmQuestion: 'I have checked this is true',
  removeQuestion: 'Remove this fact from the pages?',
  unconfirmed: 'Unconfirmed',
} as const;

/** A fact as the pages show it: its fields and the uploaded picture (null: the built-in image). */
export interface PublicFactView<K extends FactKind = FactKind> {
  id: string;
  kind: K;
  fields: FactFieldsByKind[K];
  image: MediaImageView | null;
}

/** A fact as the studio lists and edits it. */
export interface CompanyFactView<K extends FactKind = FactKind> extends PublicFactView<K> {
  position: number;
  /** What the lists and the findings call it (factName). */
  name: string;
  confirmedBy: string | null;
  confirmedAt: string | null;
  updatedBy: string;
  updatedAt: string;
}
