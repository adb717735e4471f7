// The one escaper for text placed in HTML or XML we write by hand: notification e-mails, the sitemap, the
// blog feed and the SVG artwork. React escapes the pages; markdown-it escapes inside its own renderer.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe as element content and as an attribute value in either quotes. `'` becomes the numeric
 * reference, which HTML 4, HTML5 and XML all read (`&apos;` is not an HTML 4 entity, and old mail clients
 * read HTML 4).
 */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
