// Where a lead came from (docs/product.md#21-leads-desk): the quote dialog's opener ("hero_section",
// from a button, a message or /?quote=NewsLetter), the source a slide-out quote is sent with
// ("slide_out_" + opener), and the source as stored. Sources are stored lower-cased, so the desk's
// filter, its export and its figures see one "slide_out_newsletter" however a link spelled it.

/** What the quote dialog accepts as the name of what opened it (anything else falls back to the page's). */
export const OPENER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The slide-out form sends its source as this prefix plus the opener. */
export const SLIDE_OUT_SOURCE_PREFIX = 'slide_out_';

/** A slide-out quote's `source` as the API accepts it, in any letter case. */
export const SLIDE_OUT_SOURCE_PATTERN = new RegExp(`^${SLIDE_OUT_SOURCE_PREFIX}${OPENER_PATTERN.source.slice(1)}`);
export const SLIDE_OUT_SOURCE_MESSAGE = `source must be "${SLIDE_OUT_SOURCE_PREFIX}" followed by the opening source`;

/** A source as stored and as the desk's filter takes it once lower-cased. */
export const LEAD_SOURCE_MAX_LENGTH = 80;
export const LEAD_SOURCE_PATTERN = new RegExp(`^[a-z0-9_-]{1,${LEAD_SOURCE_MAX_LENGTH}}$`);
export const LEAD_SOURCE_MESSAGE = `source must be 1 to ${LEAD_SOURCE_MAX_LENGTH} letters, digits, dashes or underscores`;

/** The one spelling a source is stored and compared in. */
export const normaliseSource = (source: string): string => source.toLowerCase();
