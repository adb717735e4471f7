import type { ApprovedFigures, TextRun } from './audit-model.js';

/**
 * Claim-shaped figures in page copy (docs/product.md#231-approved-marketing-claims): the numbers a visitor
 * reads as a promise (99.8%, 300+ cities, $1M, 60-90 minutes, 3,500 lbs, 10:30 AM, 24/7). Plain numbers
 * without a unit (years, street numbers, ZIP codes, phone numbers, populations, list numbering) and numbers
 * inside words and codes (I-35, H2, 1200x630) are no claim and are left alone.
 *
 * A count (300+, 10K+) or a multiple (3x, 2-5 times) says nothing until it says what it counts, so it is
 * read with its counted word: the word right after it ("300+ cities", "2-5 times faster"), or, when nothing
 * follows it in its run of text, the first word of the stat label it is the value of ("Cities served" over
 * "300+" reads "300+ Cities"). Every other figure carries its own unit and is read alone.
 *
 * Each figure has a key that ignores how it is written (lb or lbs, minute or minutes, en dash or hyphen,
 * 1,000+ or 1000+, 10K+ or 10,000+, "3 times" or 3x, the counted word's letter case), so copy and the
 * approved phrases compare as figures.
 */

/** A number as copy writes it: 5,000 or 99.8 (never inside a word, a code or another number). */
const NUMBER = String.raw`(?<![\w.,/$:]|[A-Za-z]-)(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
/** A second number after a range dash or "to". */
const RANGE = String.raw`(?:\s*(?:[-‐‑–—]|to)\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)?`;
/** Where a figure ends: not inside a longer word or number. */
const END = String.raw`(?![\w]|[.,]\d)`;

const UNITS: Record<string, string> = {
  second: 's', seconds: 's', sec: 's', secs: 's',
  minute: 'min', minutes: 'min', min: 'min', mins: 'min',
  hour: 'h', hours: 'h', hr: 'h', hrs: 'h',
  day: 'day', days: 'day', week: 'week', weeks: 'week', month: 'month', months: 'month', year: 'year', years: 'year',
  lb: 'lb', lbs: 'lb', pound: 'lb', pounds: 'lb', kg: 'kg', kgs: 'kg', ton: 'ton', tons: 'ton',
  mile: 'mi', miles: 'mi', mi: 'mi', km: 'km', foot: 'ft', feet: 'ft', ft: 'ft',
  inch: 'in', inches: 'in', '"': 'in', cm: 'cm',
};
const UNIT_WORDS = Object.keys(UNITS).filter((unit) => /^\w+$/.test(unit)).sort((a, b) => b.length - a.length).join('|');

const MULTIPLIERS: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, b: 1e9, billion: 1e9 };

/** 1,000 → 1000; 10K → 10000; 2.1M → 2100000: one spelling of a number. */
function plainNumber(digits: string, multiplier = ''): string {
  const value = Number(digits.replace(/,/g, ''));
  const factor = MULTIPLIERS[multiplier.toLowerCase()] ?? 1;
  return String(Math.round(value * factor * 1000) / 1000);
}

/** "60 to 90", "60–90" and "60-90" are one range; each end in its plain spelling. */
const plainRange = (range: string): string =>
  range
    .split(/\s*(?:[-‐‑–—]|\bto\b)\s*/)
    .map((end) => plainNumber(end))
    .join('-');

interface FigureShape {
  pattern: RegExp;
  /** Whether the figure is read with its counted word (a count or a multiple). */
  counted?: boolean;
  /** The figure's key from the match: kind, number and unit in one spelling. */
  key(match: RegExpExecArray): string;
  /** Whether the text around the match makes it a figure (a rating needs a rating word nearby). */
  accept?(text: string, match: RegExpExecArray): boolean;
}

/**
 * What follows an amount that makes it no promise: "about 19 miles away" says where an airport is (city
 * pages compute it from coordinates) and "6 min read" how long an article is.
 */
const NOT_A_PROMISE = /^\s(?:away|read)\b/i;

const RATING_CONTEXT = /\b(?:rat(?:ed|ing|ings)|stars?|reviews?)\b/i;

/**
 * The shapes, most specific first: a span taken by one shape is not read again by a later one (the
 * "8" of "5:00 PM-8:00 PM" is a time, not a count; "70+ years" is a count, not a duration).
 */
const SHAPES: FigureShape[] = [
  {
    // 10:30 AM, 5 PM, 8:00 p.m.
    pattern: new RegExp(String.raw`(?<![\w.:])(\d{1,2})(?::(\d{2}))?\s?([AaPp])(?:\.[Mm]\.?|[Mm])(?![\w])`, 'g'),
    key: (m) => `time ${Number(m[1])}:${m[2] ?? '00'} ${m[3]!.toLowerCase()}m`,
  },
  {
    // $1M, $2.1 million, $50,000+ ("$50,000 or more" is the same figure)
    pattern: new RegExp(String.raw`\$\s?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(?:\s?(million|billion|thousand|[KkMmBb])(?![\w]))?(\+|\s(?:or more|and up|and above)${END})?`, 'g'),
    key: (m) => `money ${plainNumber(m[1]!, m[2])}${m[3] ? '+' : ''}`,
  },
  {
    // 22x14x9 inches, 48 x 40 in; two sides only with a unit, so an image size (1200x630) is no figure
    pattern: new RegExp(String.raw`${NUMBER}(?:\s?[xX×]\s?(?:\d+(?:\.\d+)?)){2}(?:\s?(${UNIT_WORDS}|")${END})?|${NUMBER}\s?[xX×]\s?\d+(?:\.\d+)?\s?(?:(inches|inch|in|feet|ft|cm)${END}|")`, 'g'),
    key: (m) => `size ${m[0].replace(/\s?(?:[a-z]+|")$/i, '').replace(/\s/g, '').replace(/[X×]/g, 'x')} ${UNITS[(m[1] ?? m[2] ?? '').toLowerCase()] ?? ''}`.trim(),
  },
  {
    // 99.8%, 40-60%, 50 percent
    pattern: new RegExp(String.raw`(${NUMBER}${RANGE})\s?(?:%|percent${END})`, 'g'),
    key: (m) => `percent ${plainRange(m[1]!)}`,
  },
  {
    // 300+, 10K+, 5,000+
    pattern: new RegExp(String.raw`(${NUMBER})([Kk]|[Mm])?\+`, 'g'),
    counted: true,
    key: (m) => `count ${plainNumber(m[1]!, m[2])}+`,
  },
  {
    // 24/7, 24/7/365
    pattern: /(?<![\w/.])(\d{1,2})\/7(\/365)?(?![\w/])/g,
    key: (m) => `availability ${m[1]}/7${m[2] ?? ''}`,
  },
  {
    // 15:1 (a time always has two digits after the colon)
    pattern: new RegExp(String.raw`${NUMBER}:\d(?![\w:])`, 'g'),
    key: (m) => `ratio ${m[0].replace(/,/g, '')}`,
  },
  {
    // 3x, 2-5 times
    pattern: new RegExp(String.raw`(${NUMBER}${RANGE})(?:[xX×](?![\w])|\s(?:times)${END})`, 'g'),
    counted: true,
    key: (m) => `multiple ${plainRange(m[1]!)}x`,
  },
  {
    // 60-90 minutes, 2-hour, 24 to 48 hours, 3,500 lbs, 100-mile
    pattern: new RegExp(String.raw`(${NUMBER}${RANGE})(?:\s?|-)(${UNIT_WORDS})${END}`, 'gi'),
    key: (m) => `amount ${plainRange(m[1]!)} ${UNITS[m[2]!.toLowerCase()]}`,
    accept: (text, m) => !NOT_A_PROMISE.test(text.slice(m.index + m[0].length)),
  },
  {
    // 127 reviews: how many people rated the company is a claim of its own
    pattern: new RegExp(String.raw`(${NUMBER})\s(?:reviews|ratings)${END}`, 'gi'),
    key: (m) => `reviews ${plainNumber(m[1]!)}`,
  },
  {
    // 5.0 next to rating, stars or reviews, 4.9/5 (or on its own, as the approved list writes it)
    pattern: /(?<![\w.,/$])([0-5]\.\d)(?:\s?\/\s?5)?(?![\w%+]|[.,]\d)/g,
    key: (m) => `rating ${m[1]}`,
    accept: (text, m) => m[0] === text || RATING_CONTEXT.test(text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40)),
  },
];

/** A word as copy writes it: letters, with hyphens or apostrophes inside (on-time, Time-critical). */
const WORD = String.raw`[A-Za-z](?:[A-Za-z'’-]*[A-Za-z])?`;
const WORD_AFTER = new RegExp(String.raw`^\s+(${WORD})(?![\w'’-])`);
const FIRST_WORD = new RegExp(WORD);

/** What a count or a multiple counts: the word right after it, else the first word of its stat's label. */
function countedWord(text: string, end: number, label: string | undefined): string | undefined {
  return WORD_AFTER.exec(text.slice(end))?.[1] ?? (label === undefined ? undefined : FIRST_WORD.exec(label)?.[0]);
}

interface Figure {
  /** As the copy writes it, whitespace collapsed; a count or a multiple with its counted word. */
  written: string;
  key: string;
}

/** Every figure in a run of text, in order of appearance; `label` is the run's stat label, if it is a stat's value. */
function scan(text: string, label?: string): Figure[] {
  const taken: [number, number][] = [];
  const found: (Figure & { at: number })[] = [];
  for (const shape of SHAPES) {
    for (const match of text.matchAll(shape.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      if (shape.accept && !shape.accept(text, match)) continue;
      taken.push([start, end]);
      const written = match[0].replace(/\s+/g, ' ').trim();
      const word = shape.counted ? countedWord(text, end, label) : undefined;
      found.push(
        word === undefined
          ? { written, key: shape.key(match), at: start }
          : { written: `${written} ${word}`, key: `${shape.key(match)} ${word.toLowerCase()}`, at: start },
      );
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ written, key }) => ({ written, key }));
}

/** The distinct claim-shaped figures of a text, as written (counts and multiples with their counted word), in order of appearance. */
export function figuresIn(text: string, label?: string): string[] {
  return [...new Set(scan(text, label).map((figure) => figure.written))];
}

/** Whether a phrase is exactly one figure as the audit reads it: what an approved phrase must be to ever match copy. */
export const isFigurePhrase = (phrase: string): boolean => {
  const figures = scan(phrase);
  return figures.length === 1 && figures[0]!.written === phrase;
};

/** The figures a list of approved phrases allows: made once per audit run from the list it read. */
export const approvedFigures = (phrases: Iterable<string>): ApprovedFigures => new Set([...phrases].flatMap((phrase) => scan(phrase).map((figure) => figure.key)));

/** The figures of a page's text no approved phrase covers: one per figure, as first written. */
export function unapprovedFigures(runs: readonly TextRun[], approved: ApprovedFigures): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const run of runs) {
    for (const figure of scan(run.text, run.label)) {
      if (approved.has(figure.key) || seen.has(figure.key)) continue;
      seen.add(figure.key);
      out.push(figure.written);
    }
  }
  return out;
}
