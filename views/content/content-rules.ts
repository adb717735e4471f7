import { DESCRIPTION_LENGTH, lengthRange, TITLE_LENGTH } from '../../core/meta-lengths.js';
import type { Action, Block, Hero, PageContent } from './page-content.js';

/**
 * The copy rules every marketing page keeps, checked on the data (docs/product.md#17-marketing-pages):
 * a section too thin to rank, a title that a search result would cut, or a literal phone number fails here.
 */
export const SECTION_MIN_TEXT = 500;

const actionText = (a: Action) => ('label' in a && a.label ? a.label : '');

/** The visible text a block contributes to its section, before the chrome adds phone, e-mail and hours. */
export function blockText(block: Block | Hero): string {
  const parts: string[] = [];
  const push = (...values: (string | undefined)[]) => {
    for (const v of values) if (v) parts.push(v);
  };
  if (!('type' in block)) {
    push(block.eyebrow, block.title, block.intro, ...block.actions.map(actionText));
    for (const s of block.stats ?? []) push(s.value, s.label);
    if (block.panel) push(block.panel.title, ...block.panel.points);
    return parts.join(' ');
  }
  push(block.eyebrow, block.title, block.intro);
  switch (block.type) {
    case 'prose':
      push(...block.paragraphs, ...(block.checklist ?? []), block.action && actionText(block.action));
      break;
    case 'cards':
      for (const c of block.cards) push(c.title, c.description, c.badge, ...(c.features ?? []));
      push(block.action && actionText(block.action));
      break;
    case 'stats':
      for (const m of block.stats) push(m.metric, m.label, m.description);
      break;
    case 'steps':
      for (const s of block.steps) push(s.title, s.text);
      push(block.action && actionText(block.action));
      break;
    case 'faq':
      for (const f of block.items) push(f.question, f.answer);
      break;
    case 'links':
      for (const l of block.links) push(l.label, l.description);
      break;
    case 'table':
      push(block.caption, ...block.columns, ...block.rows.flat(), block.note);
      break;
    case 'cta':
    case 'form':
      push(...block.paragraphs);
      if (block.type === 'cta') push(...block.actions.map(actionText));
      break;
    case 'contact':
      push(...block.paragraphs, ...(block.checklist ?? []), ...block.actions.map(actionText));
      break;
  }
  return parts.join(' ');
}

const PHONE = /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
const FORBIDDEN = [/Blue Ridge/i, /\bTODO\b/i, /lorem ipsum/i, /\bundefined\b/, /\bnull\b/, /\{(phone|email|token)\}/];

/** Problems with one page's content; empty when it keeps every rule. */
export function contentProblems(page: PageContent): string[] {
  const problems: string[] = [];
  const where = page.path;
  if (page.meta.title.length > TITLE_LENGTH.max) problems.push(`${where}: title is ${page.meta.title.length} characters (max ${TITLE_LENGTH.max})`);
  const d = page.meta.description.length;
  if (d < DESCRIPTION_LENGTH.min || d > DESCRIPTION_LENGTH.max) problems.push(`${where}: description is ${d} characters (${lengthRange(DESCRIPTION_LENGTH)})`);
  const sections: [string, Block | Hero][] = [['hero', page.hero], ...page.blocks.map((b, i): [string, Block] => [`block ${i} (${b.type} "${b.title}")`, b])];
  for (const [name, block] of sections) {
    const text = blockText(block);
    // A testimonials block's quotes are the studio's company facts: the live audit's section-length check weighs them.
    const fromStudio = 'type' in block && block.type === 'testimonials';
    if (!fromStudio && text.length < SECTION_MIN_TEXT) problems.push(`${where}: ${name} has ${text.length} characters of text (min ${SECTION_MIN_TEXT})`);
    for (const pattern of [PHONE, EMAIL, ...FORBIDDEN]) {
      if (pattern.test(text)) problems.push(`${where}: ${name} contains ${pattern} (phone, e-mail and brand come from configuration)`);
    }
  }
  const ids = page.blocks.map(sectionId).filter((id): id is string => Boolean(id));
  if (new Set(ids).size !== ids.length) problems.push(`${where}: two sections share an id`);
  for (const b of page.blocks) {
    if (b.type !== 'contact' && b.type !== 'form' && (b.id === 'contact' || b.id === 'apply')) {
      problems.push(`${where}: id "${b.id}" is reserved for the contact and form blocks`);
    }
  }
  for (const action of allActions(page)) {
    if (action.kind === 'link' && action.href.startsWith('#') && !ids.includes(action.href.slice(1))) {
      problems.push(`${where}: "${action.label}" points to ${action.href}, which is not a section of this page`);
    }
  }
  return problems;
}

/** The id a block's section carries: its own, or the reserved "contact" and "apply". */
export function sectionId(block: Block): string | undefined {
  if (block.type === 'contact') return 'contact';
  if (block.type === 'form') return 'apply';
  return block.id;
}

function allActions(page: PageContent): Action[] {
  const out: Action[] = [...page.hero.actions];
  for (const b of page.blocks) {
    if (b.type === 'cta' || b.type === 'contact') out.push(...b.actions);
    else if ((b.type === 'prose' || b.type === 'cards' || b.type === 'steps') && b.action) out.push(b.action);
  }
  return out;
}
