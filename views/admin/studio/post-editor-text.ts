import type { PostCheckView, PostFields } from '../../../core/studio-posts.js';
import { slugFromTitle } from '../../../core/studio-posts.js';

// The post editor's pure rules (docs/product.md#25-content-studio): the Markdown toolbar, the slug that
// follows the title, the fields two versions differ in, the checks by severity. No React, no DOM.

export type MarkdownAction = 'bold' | 'italic' | 'heading' | 'link' | 'bullets' | 'numbers' | 'quote';

/** The toolbar's buttons: each one's name (its visible text) and, for two of them, the shortcut key (with Ctrl or ⌘). */
export const MARKDOWN_ACTIONS: readonly { action: MarkdownAction; label: string; shortcut?: string }[] = [
  { action: 'bold', label: 'Bold', shortcut: 'b' },
  { action: 'italic', label: 'Italic', shortcut: 'i' },
  { action: 'heading', label: 'Heading' },
  { action: 'link', label: 'Link' },
  { action: 'bullets', label: 'Bulleted list' },
  { action: 'numbers', label: 'Numbered list' },
  { action: 'quote', label: 'Quote' },
];

/** The text after a toolbar action, and the selection to keep (what was selected, now inside the Markdown). */
export interface MarkdownEdit {
  text: string;
  start: number;
  end: number;
}

const INLINE: Partial<Record<MarkdownAction, { before: string; after: string; placeholder: string }>> = {
  bold: { before: '**', after: '**', placeholder: 'bold text' },
  italic: { before: '_', after: '_', placeholder: 'italic text' },
  link: { before: '[', after: '](https://)', placeholder: 'link text' },
};

const LINE_PREFIX: Partial<Record<MarkdownAction, (index: number) => string>> = {
  heading: () => '## ',
  bullets: () => '- ',
  numbers: (index) => `${index + 1}. `,
  quote: () => '> ',
};

/**
 * Applies a toolbar action to the selection [start, end) of `text`. Bold, italic and link wrap the
 * selection (or a placeholder, selected, when nothing is); heading, lists and quote put their mark at the
 * start of every line the selection touches.
 */
export function applyMarkdown(text: string, start: number, end: number, action: MarkdownAction): MarkdownEdit {
  const inline = INLINE[action];
  if (inline) {
    const selected = text.slice(start, end) || inline.placeholder;
    const next = `${text.slice(0, start)}${inline.before}${selected}${inline.after}${text.slice(end)}`;
    return { text: next, start: start + inline.before.length, end: start + inline.before.length + selected.length };
  }
  const prefix = LINE_PREFIX[action]!;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', Math.max(end - (end > start && text[end - 1] === '\n' ? 1 : 0), start));
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const marked = lines.map((line, index) => `${prefix(index)}${line}`).join('\n');
  const next = `${text.slice(0, lineStart)}${marked}${text.slice(lineEnd)}`;
  const firstPrefix = prefix(0).length;
  return { text: next, start: start + firstPrefix, end: end + (marked.length - (lineEnd - lineStart)) };
}

/** The toolbar action a key press asks for (Ctrl+B, ⌘B, Ctrl+I, ⌘I), or null. */
export function shortcutAction(key: string, ctrlOrMeta: boolean): MarkdownAction | null {
  if (!ctrlOrMeta) return null;
  return MARKDOWN_ACTIONS.find((item) => item.shortcut === key.toLowerCase())?.action ?? null;
}

/** The slug after the title changed: it follows the title until the person writes a slug of their own. */
export const slugAfterTitle = (title: string, slug: string, slugEdited: boolean): string => (slugEdited ? slug : slugFromTitle(title));

/** Whether a post's slug was written by hand (it is not the one its title makes). */
export const slugWasEdited = (fields: Pick<PostFields, 'title' | 'slug'>): boolean => fields.slug !== '' && fields.slug !== slugFromTitle(fields.title);

/** The fields two versions of a post differ in, in the editor's order. */
export function differingFields<F extends object>(mine: F, theirs: F): (keyof F)[] {
  return (Object.keys(mine) as (keyof F)[]).filter((key) => (mine[key] ?? null) !== (theirs[key] ?? null));
}

export const SEVERITY_ORDER = ['error', 'warning', 'notice'] as const;
export const SEVERITY_HEADINGS: Record<PostCheckView['severity'], string> = { error: 'Errors', warning: 'Warnings', notice: 'Notices' };

/** The checks grouped by severity, errors first; empty groups left out. */
export function checksBySeverity(checks: readonly PostCheckView[]): { severity: PostCheckView['severity']; checks: PostCheckView[] }[] {
  return SEVERITY_ORDER.map((severity) => ({ severity, checks: checks.filter((check) => check.severity === severity) })).filter((group) => group.checks.length > 0);
}

/** "6:42 PM" in the desk's zone: the saving status line's time. */
export function clockTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(date).replace(/[\u202f\u00a0]/g, ' ');
}

/** "12 / 60": a counter's text, with the range it should fall in when there is one. */
export function counterText(length: number, range: { min?: number; max: number }): string {
  return range.min ? `${length} characters (aim for ${range.min}–${range.max})` : `${length} / ${range.max}`;
}
