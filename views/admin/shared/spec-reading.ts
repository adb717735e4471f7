import { text } from '../../../test/rendered-page.js';

// How the back office's specs read what a page or an island drew, as a person would find it.

/** A definition list's facts as name -> value (a card's, a run's). */
export const facts = (root: ParentNode) => Object.fromEntries([...root.querySelectorAll('dt')].map((dt) => [text(dt), text(dt.nextElementSibling!)]));

/** The section whose h2 says `heading`. */
export const section = (root: ParentNode, heading: string) => [...root.querySelectorAll('section')].find((el) => text(el.querySelector('h2')!) === heading)!;

/** The buttons' names, as a screen reader says them (aria-label, else the text). */
export const buttonNames = (root: ParentNode) => [...root.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? text(button));
