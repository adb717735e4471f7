import { AUDIT_CHECKS, descriptionLengthIssue, repeatedMessage, titleLengthIssue, type AuditCheckId, type AuditSeverity, type PageFamily } from './content-audit.js';
import { isPlainText, plainTextMessage } from './plain-text.js';

// Titles and descriptions of the site's pages, set in the content studio (docs/product.md#252-titles-and-descriptions-of-pages):
// the rules of the fields, the checks the editor shows live, the paths and the views the API and the pages
// share. Plain data only. The length checks are the content optimizer's own (core/content-audit.ts).

export const ADMIN_PAGES_PATH = '/admin/pages';
export const ADMIN_PAGE_META_PATH = '/admin/pages/meta';
export const PAGE_META_API = '/api/admin/pages';
export const adminPageMetaPath = (path: string) => `${ADMIN_PAGE_META_PATH}?path=${encodeURIComponent(path)}`;

/** The content change announced when an override is saved or removed (docs/product.md#242-caches-across-instances). */
export const PAGE_META_TOPIC = 'page-meta';

export const PAGE_META_FIELDS = ['title', 'description'] as const;
export type PageMetaField = (typeof PAGE_META_FIELDS)[number];

/** The longest override stored, in characters (what search results show is checked as a warning, not cut). */
export const PAGE_META_MAX: Record<PageMetaField, number> = { title: 200, description: 300 };

export const PAGE_META_LABELS: Record<PageMetaField, string> = { title: 'Title', description: 'Meta description' };

/** A page's title and description; null: the page's own (the default). */
export interface PageMetaValues {
  title: string | null;
  description: string | null;
}

export type PageMetaFieldErrors = Partial<Record<PageMetaField, string>>;

/** What an override's text is stored as: spaces at the ends dropped, runs of spaces made one; empty is null (the default). */
export function normalizedMetaText(value: string | null | undefined): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/**
 * The fields' own rule (the API answers 400 naming each field that breaks it; the editor shows the same):
 * text or null, no control characters or line breaks, at most PAGE_META_MAX characters.
 */
export function checkPageMetaFields(input: Record<PageMetaField, unknown>): PageMetaFieldErrors {
  const errors: PageMetaFieldErrors = {};
  for (const field of PAGE_META_FIELDS) {
    const value = input[field];
    if (value === null || value === undefined) continue;
    if (typeof value !== 'string') errors[field] = `${field} must be text or null`;
    else if (!isPlainText(value)) errors[field] = plainTextMessage(field);
    else if ([...value].length > PAGE_META_MAX[field]) errors[field] = `${field} must be at most ${PAGE_META_MAX[field]} characters`;
  }
  return errors;
}

/** One finding of the live checks, as the optimizer would report it on the page. */
export interface PageMetaCheckView {
  field: PageMetaField;
  check: AuditCheckId;
  severity: AuditSeverity;
  label: string;
  message: string;
  fix: string;
  /** For a repeated title or description: the other pages that have it. */
  others?: string[];
}

/** What the checks need to know of the rest of the site: the other sitemap pages with the same effective text. */
export interface PageMetaSiblings {
  sameTitle: readonly string[];
  sameDescription: readonly string[];
}

const checkView = (field: PageMetaField, check: AuditCheckId, message: string, others?: readonly string[]): PageMetaCheckView => ({
  field,
  check,
  severity: AUDIT_CHECKS[check].severity,
  label: AUDIT_CHECKS[check].label,
  message,
  fix: AUDIT_CHECKS[check].fix,
  ...(others && { others: [...others] }),
});

/**
 * The checks of a page's effective title and description (the override, else the default), by the
 * optimizer's rules: lengths (AUDIT_LIMITS) and text another sitemap page has too.
 */
export function pageMetaChecks(effective: { title: string; description: string }, siblings: PageMetaSiblings): PageMetaCheckView[] {
  const checks: PageMetaCheckView[] = [];
  const title = effective.title;
  if (!title) checks.push(checkView('title', 'title-missing', 'The page title is empty.'));
  else {
    const found = titleLengthIssue(title);
    if (found) checks.push(checkView('title', found.check, found.message));
  }
  if (title && siblings.sameTitle.length > 0) checks.push(checkView('title', 'title-duplicate', repeatedMessage('title', siblings.sameTitle), siblings.sameTitle));
  const description = effective.description.trim();
  if (!description) checks.push(checkView('description', 'description-missing', 'The meta description is empty.'));
  else {
    const found = descriptionLengthIssue(description);
    if (found) checks.push(checkView('description', found.check, found.message));
  }
  if (description && siblings.sameDescription.length > 0) {
    checks.push(checkView('description', 'description-duplicate', repeatedMessage('description', siblings.sameDescription), siblings.sameDescription));
  }
  return checks;
}

/** A sitemap page in the list: its effective title and description, and whether either is overridden. */
export interface PageMetaRowView {
  path: string;
  family: PageFamily;
  title: string;
  description: string;
  overridden: boolean;
}

/** A page as its editor opens it. */
export interface PageMetaView {
  path: string;
  family: PageFamily;
  /** What the page says by itself. */
  defaults: { title: string; description: string };
  /** What the studio set; null: nothing is overridden. */
  override: (PageMetaValues & { updatedBy: string; updatedAt: string }) | null;
  /** What the page shows now. */
  effective: { title: string; description: string };
  checks: PageMetaCheckView[];
}

/** Whether a row matches the list's search: part of its path or its title, in any letter case. */
export function pageMetaMatches(row: Pick<PageMetaRowView, 'path' | 'title'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || row.path.toLowerCase().includes(q) || row.title.toLowerCase().includes(q);
}
