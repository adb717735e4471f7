import { SECTION_MIN_TEXT } from '../views/content/content-rules.js';

// What the view specs read off a rendered page (parsed with DOMParser in jsdom), written once.

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
