/**
 * The one shape of a slug in a path (a city page's, a post's, a city's artwork file name): lower-case words
 * of letters and digits joined by single hyphens (core/city-slug.ts makes a city's from its name).
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The rule in words, for the messages that refuse a slug. */
export const SLUG_RULE = 'lower-case letters and digits joined by single hyphens';

export const isSlug = (text: string): boolean => SLUG_PATTERN.test(text);
