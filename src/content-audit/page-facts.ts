import { FACT_ID_ATTRIBUTE } from '../../core/company-facts.js';
import { type AnyNode, type Element, isTag, isText } from 'domhandler';
import { findAll, findOne, getOuterHTML } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { PageFacts, TextRun } from './audit-model.js';

/** Elements whose content is never shown as text. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);

/**
 * Elements that only format words inside running text. Every other element's text is kept apart from its
 * neighbours': React writes no whitespace between elements, and links side by side or spans laid out as
 * lines (a label over a figure) would otherwise run together ("Industry recognition2024", "0199Get").
 */
const INLINE = new Set(['abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'strong', 'sub', 'sup', 'time', 'u', 'var']);

const HEADING = /^h[1-6]$/;

/** Outer HTML is cut to this many characters in the facts: enough to recognise the element. */
const HTML_EXCERPT = 120;

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** What the audit needs of one rendered page (see PageFacts for what each field holds). */
export function readPage(html: string): PageFacts {
  const document = parseDocument(html);
  const all = findAll(() => true, document);
  const byName = (name: string) => all.filter((element) => element.name === name);
  const head = findOne((element) => element.name === 'head', document);
  const body = findOne((element) => element.name === 'body', document);
  const main = findOne((element) => element.name === 'main', document);
  const elementsById = new Map<string, Element>();
  for (const element of all) {
    const id = element.attribs.id;
    if (id !== undefined && !elementsById.has(id)) elementsById.set(id, element);
  }

  return {
    htmlBytes: Buffer.byteLength(html),
    title: pageTitle(head ? findAll(() => true, head) : all),
    description: metaContent(all, 'description'),
    keywords: metaContent(all, 'keywords'),
    canonical: byName('link').find((element) => relTokens(element).includes('canonical'))?.attribs.href ?? null,
    robots: metaContent(all, 'robots'),
    headings: all.filter((element) => HEADING.test(element.name)).map((element) => ({ level: Number(element.name[1]), text: visibleText(element) })),
    sections: main ? readSections(main, elementsById) : [],
    jsonLd: byName('script')
      .filter((element) => element.attribs.type?.trim().toLowerCase() === 'application/ld+json')
      .map((element) => parseJsonLd(rawText(element))),
    links: byName('a').map((element) => ({ href: element.attribs.href ?? null, name: accessibleName(element), html: excerpt(element) })),
    ids: all.flatMap((element) => (element.attribs.id !== undefined ? [element.attribs.id] : [])),
    images: byName('img').map((element) => ({
      src: element.attribs.src ?? '',
      alt: element.attribs.alt ?? null,
      width: element.attribs.width ?? null,
      height: element.attribs.height ?? null,
      html: excerpt(element),
    })),
    scripts: byName('script').flatMap((element) => (element.attribs.src !== undefined ? [element.attribs.src] : [])),
    islands: all
      .filter((element) => element.attribs['data-island'] !== undefined)
      .map((element) => ({ name: element.attribs['data-island']!, hydrate: element.attribs['data-hydrate'] || 'idle' })),
    faq: faqQuestions(all),
    text: visibleText(body ?? document),
    runs: textRuns(body ?? document),
    factIds: [...new Set(all.flatMap((element) => (element.attribs[FACT_ID_ATTRIBUTE] ? [element.attribs[FACT_ID_ATTRIBUTE]] : [])))],
  };
}

/** The document's <title>, not an SVG icon's (an inline <svg> may carry a <title> of its own). */
function pageTitle(candidates: Element[]): string | null {
  const title = candidates.find((element) => element.name === 'title' && !insideSvg(element));
  return title ? collapse(rawText(title)) : null;
}

function insideSvg(element: Element): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) if (isTag(parent) && parent.name === 'svg') return true;
  return false;
}

function metaContent(elements: Element[], name: string): string | null {
  const meta = elements.find((element) => element.name === 'meta' && element.attribs.name?.trim().toLowerCase() === name);
  return meta?.attribs.content ?? null;
}

const relTokens = (element: Element): string[] => (element.attribs.rel ?? '').toLowerCase().split(/\s+/);

/** The text of a raw-text element (<title>, <script>) as written. */
const rawText = (element: Element): string => element.children.map((child) => (isText(child) ? child.data : '')).join('');

function parseJsonLd(text: string): PageFacts['jsonLd'][number] {
  try {
    return { text, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { text, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Every <section> in <main> with its own text: a nested section is measured on its own, so a thin
 * inner block is not hidden by its parent's copy (and the parent's copy is not counted twice).
 */
function readSections(main: Element, elementsById: Map<string, Element>): PageFacts['sections'] {
  return findAll((element) => element.name === 'section', main).map((section, index) => ({
    label: sectionLabel(section, index, elementsById),
    textLength: visibleText(section, 'section').length,
  }));
}

function sectionLabel(section: Element, index: number, elementsById: Map<string, Element>): string {
  const labelledBy = (section.attribs['aria-labelledby'] ?? '').split(/\s+/).flatMap((id) => {
    const target = id ? elementsById.get(id) : undefined;
    return target ? [visibleText(target)] : [];
  });
  const label = collapse(labelledBy.join(' ')) || collapse(section.attribs['aria-label'] ?? '');
  if (label) return label;
  const heading = findOne((element) => HEADING.test(element.name), section.children);
  const headingText = heading ? visibleText(heading) : '';
  return headingText || section.attribs.id || `section ${index + 1}`;
}

/** aria-label, else the text, else the alt of the images inside: what a screen reader announces. */
function accessibleName(link: Element): string {
  const label = collapse(link.attribs['aria-label'] ?? '');
  if (label) return label;
  const text = visibleText(link);
  if (text) return text;
  return collapse(findAll((element) => element.name === 'img', link.children).map((image) => image.attribs.alt ?? '').join(' '));
}

/**
 * The questions a page shows as an FAQ: the FAQ block (views/blocks FaqAccordion) draws each as a
 * <details> whose <summary> holds the question as a heading. A <details> without a heading in its
 * summary (the locations page's state rows) is no question.
 */
function faqQuestions(elements: Element[]): string[] {
  return elements.flatMap((element) => {
    if (element.name !== 'details') return [];
    const summary = element.children.find((child): child is Element => isTag(child) && child.name === 'summary');
    const heading = summary && findOne((node) => HEADING.test(node.name), summary.children);
    const question = heading ? visibleText(heading) : '';
    return question ? [question] : [];
  });
}

/** `alt=""` stays visible as written: an empty alt (decoration) is not a missing one. */
const excerpt = (element: Element): string => getOuterHTML(element, { emptyAttrs: true }).slice(0, HTML_EXCERPT);

/** The text a visitor sees in a node, whitespace collapsed; `skip` names elements left out with their content. */
function visibleText(node: AnyNode, skip?: string): string {
  const parts: string[] = [];
  const walk = (current: AnyNode): void => {
    if (isText(current)) {
      parts.push(current.data);
      return;
    }
    if (!('children' in current)) return;
    if (isTag(current) && current !== node && (HIDDEN.has(current.name) || current.name === skip)) return;
    const separate = isTag(current) && !INLINE.has(current.name);
    if (separate) parts.push(' ');
    for (const child of current.children) walk(child);
    if (separate) parts.push(' ');
  };
  walk(node);
  return collapse(parts.join(''));
}

/** A stat's label: the <dt> before a <dd> in the same list (the term of the group it belongs to). */
function statLabel(value: Element): string | undefined {
  for (let node = value.prev; node; node = node.prev) if (isTag(node) && node.name === 'dt') return visibleText(node);
  return undefined;
}

/** The visible text of a node as runs no element boundary crosses, a stat's value with its label. */
function textRuns(node: AnyNode): TextRun[] {
  const runs: TextRun[] = [];
  let parts: string[] = [];
  let label: string | undefined;
  const flush = () => {
    const text = collapse(parts.join(''));
    if (text) runs.push(label === undefined ? { text } : { text, label });
    parts = [];
  };
  const walk = (current: AnyNode): void => {
    if (isText(current)) {
      parts.push(current.data);
      return;
    }
    if (!('children' in current)) return;
    if (isTag(current) && current !== node && HIDDEN.has(current.name)) return;
    const separate = isTag(current) && !INLINE.has(current.name);
    if (!separate) {
      for (const child of current.children) walk(child);
      return;
    }
    flush();
    const outer = label;
    if (isTag(current) && current.name === 'dd') label = statLabel(current);
    for (const child of current.children) walk(child);
    flush();
    label = outer;
  };
  walk(node);
  flush();
  return runs;
}
