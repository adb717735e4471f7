// The plain-text rule of every stored text (docs/product.md#7-input-rules-every-api-endpoint-keeps): the
// DTOs' IsPlainText and the desk's filter both check it. And the rule of visitor text in a mail header, and
// the control and bidi characters every other check (headers, files, paths, the forms' clean-up) reads.

// Each range is written once, here; every rule below (and the few that compose their own) is built from them.
export const CHARACTER_RANGES = {
  /** Unicode's control characters (Cc): C0 (U+0000-U+001F), DEL and C1 (U+007F-U+009F). */
  controls: '\\u0000-\\u001f\\u007f-\\u009f',
  /** Bidi embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069). */
  bidiControls: '\\u202a-\\u202e\\u2066-\\u2069',
  /** The line and paragraph separators (U+2028, U+2029). */
  lineSeparators: '\\u2028\\u2029',
  /** UTF-16 surrogates: under the u flag only one that is not half of a pair matches. */
  surrogates: '\\ud800-\\udfff',
} as const;
const { controls, bidiControls, lineSeparators, surrogates } = CHARACTER_RANGES;

/** A character of `ranges`, those of `except` aside (a class, e.g. "\\t\\n"). */
const anyOf = (ranges: string, except = '', flags = 'u') => new RegExp(`${except ? `(?![${except}])` : ''}[${ranges}]`, flags);

/**
 * C0 controls (U+0000-U+001F), DEL and C1 controls (U+007F-U+009F) and unpaired UTF-16 surrogates.
 * PostgreSQL refuses NUL and unpaired surrogates outright (a 500 if they reach it), and the rest
 * (BEL, ESC, CR-LF in a name...) would be stored as given and replayed into e-mails, CSVs and terminals.
 * With the u flag a surrogate range only matches a surrogate that is not half of a pair.
 *
 * Also the bidi embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069): invisible, they
 * stay open until their terminator or the end of the paragraph, so stored in a name they reorder what
 * follows it wherever it is shown (an e-mail, a CSV, a terminal: "Trojan Source" spoofing). The implicit
 * marks LRM, RLM and ALM (U+200E, U+200F, U+061C) stay allowed: they open nothing, act like one letter
 * of their direction, and Hebrew and Arabic keyboards and apps put them into ordinary text. Zero-width
 * joiner and non-joiner (U+200D, U+200C) stay allowed: names in several scripts and emoji use them.
 *
 * One-line text also refuses the line and paragraph separators (U+2028, U+2029), which are line breaks;
 * multi-line text keeps them with tab, line feed and carriage return.
 * See docs/product.md#7-input-rules-every-api-endpoint-keeps.
 */
const SINGLE_LINE_FORBIDDEN = anyOf(controls + lineSeparators + bidiControls + surrogates);
/** Multi-line text (a message, details) keeps tab, line feed, carriage return and U+2028/U+2029. */
const MULTI_LINE_FORBIDDEN = anyOf(controls + bidiControls + surrogates, '\\t\\n\\r');

export interface PlainTextOptions {
  /** Allow tab and line breaks (multi-line fields such as a message). */
  multiline?: boolean;
  /** The field's name in messages, when it differs from the property (e.g. "utm.source"). */
  label?: string;
}

/** True when the text holds no control character, bidi control or line break (tab and line breaks allowed when multi-line). */
export function isPlainText(value: string, options: PlainTextOptions = {}): boolean {
  return !(options.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

export const plainTextMessage = (field: string, options: PlainTextOptions = {}) =>
  options.multiline
    ? `${field} must not contain control characters (tab and line breaks are allowed)`
    : `${field} must not contain control characters or line breaks`;

/**
 * Visitor text as it goes into a mail header (docs/product.md#22-lead-notifications): `=?` starts an RFC
 * 2047 encoded word, which mail readers decode, so a name typed as the base64 of "x\r\nBcc: ..." would show
 * a line break and a Bcc line. A zero-width space after every `=` before a `?` leaves no encoded word;
 * the reader shows the characters as typed.
 */
export const literalEncodedWords = (text: string): string => text.replace(/=\?/g, '=\u200b?');

const CONTROL = anyOf(controls);
/** What a Markdown body keeps of the controls: tab and line feed. */
const CONTROL_BUT_TAB_AND_LINE_FEED = anyOf(controls, '\\t\\n');
const CONTROLS_GLOBAL = anyOf(controls, '', 'gu');
const UNPAIRED_SURROGATE = anyOf(surrogates);
const BIDI_CONTROLS_GLOBAL = anyOf(bidiControls, '', 'gu');
const LINE_SEPARATORS_GLOBAL = anyOf(lineSeparators, '', 'gu');
const BREAKING_RUNS = new RegExp(`[${controls}${lineSeparators}]+`, 'gu');
const BREAKING_OR_BIDI_RUNS = new RegExp(`[${controls}${lineSeparators}${bidiControls}]+`, 'gu');

/** Whether text holds a control character (Cc); with `keepTabAndLineFeed`, tab and line feed are no controls. */
export const hasControlCharacter = (text: string, keepTabAndLineFeed = false): boolean =>
  (keepTabAndLineFeed ? CONTROL_BUT_TAB_AND_LINE_FEED : CONTROL).test(text);

/** Whether text holds half of a UTF-16 surrogate pair alone (PostgreSQL refuses it). */
export const hasUnpairedSurrogate = (text: string): boolean => UNPAIRED_SURROGATE.test(text);

/** The text without its control characters (a header kept for the record, a name typed at sign-in). */
export const withoutControlCharacters = (text: string): string => text.replace(CONTROLS_GLOBAL, '');

/** The text without bidi embeddings, overrides and isolates (invisible: it reads the same without them). */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS_GLOBAL, '');

/** Line and paragraph separators as line feeds. */
export const separatorsAsLineFeeds = (text: string): string => text.replace(LINE_SEPARATORS_GLOBAL, '\n');

/**
 * Each run of control characters and line or paragraph separators (and, with `bidi`, bidi controls) as one
 * space: one line of text that nothing breaks or turns.
 */
export const spacedControls = (text: string, bidi = false): string => text.replace(bidi ? BREAKING_OR_BIDI_RUNS : BREAKING_RUNS, ' ');

/** Whether a link or path holds what none we keep does: a space, a backslash (read as a slash) or a control character. */
export const hasUnsafeLinkCharacter = (link: string): boolean => /[ \\]/.test(link) || hasControlCharacter(link);
