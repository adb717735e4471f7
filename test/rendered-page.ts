import type { Document as StaticDocument, Element as StaticElement } from 'domhandler';
import { findAll, findOne, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { SECTION_MIN_TEXT } from '../views/content/content-rules.js';

// What the view specs read off a rendered page (parsed with DOMParser in jsdom, or with htmlparser2 where
// only tags and text are read), written once.

/** An element's text as a reader meets it: runs of white space folded into one space, trimmed. */
export const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The sections of the page's <main> with less text than the copy rules ask (SECTION_MIN_TEXT), as [heading, length]. */
export function thinSections(doc: Document): (readonly [string, number])[] {
  return [...doc.querySelectorAll('main section')]
    .map((section) => {
      const heading = section.querySelector('h1, h2');
      return [heading ? text(heading) : '?', text(section).length] as const;
    })
    .filter(([, length]) => length < SECTION_MIN_TEXT);
}

/**
 * A page's HTML parsed by htmlparser2, several times faster than jsdom's DOMParser, for specs that read only
 * elements by tag name and their text, on many pages (every city page). It nests tags as written rather than
 * building an HTML5 tree, which is the same tree for the markup React writes.
 */
export const parseStatic = (html: string): StaticDocument => parseDocument(html);

/** The elements named `names` inside `root`, in document order (querySelectorAll('h1, h2') without jsdom). */
export const staticElements = (root: StaticDocument | StaticElement, ...names: string[]): StaticElement[] =>
  findAll((element) => names.includes(element.name), root.children);

/** The first element named `names` inside `root`, in document order, or null (querySelector without jsdom). */
export const staticElement = (root: StaticDocument | StaticElement, ...names: string[]): StaticElement | null =>
  findOne((element) => names.includes(element.name), root.children);

/** text() of a parseStatic element: its text as a reader meets it. */
export const staticText = (element: StaticElement): string => textContent(element).replace(/\s+/g, ' ').trim();
