import type { AuditIssue, PageFamily } from '../../core/content-audit.js';

/**
 * What the audit reads from one rendered page (page-facts.ts makes it from the HTML). Plain data, so the
 * checks are pure functions over it.
 */
export interface PageFacts {
  /** UTF-8 bytes of the HTML as served (uncompressed). */
  htmlBytes: number;
  /** <title> text, trimmed; null when there is no title element (an empty one is ""). */
  title: string | null;
  /** <meta name="description" content>, null when absent. */
  description: string | null;
  /** <meta name="keywords" content>, null when absent. */
  keywords: string | null;
  /** <link rel="canonical" href> as written, null when absent. */
  canonical: string | null;
  /** <meta name="robots" content>, null when absent. */
  robots: string | null;
  /** h1-h6 in document order (whole document), text whitespace-collapsed. */
  headings: { level: number; text: string }[];
  /**
   * Every <section> inside <main>, in document order: its label (the text of the element its
   * aria-labelledby names, else its aria-label, else its first heading, else its id, else "section N") and the length of its
   * own visible text (whitespace collapsed, nested <section>s not counted, <script>/<style> never).
   */
  sections: { label: string; textLength: number }[];
  /** Each <script type="application/ld+json">: its text, and the parsed value or the parse error. */
  jsonLd: { text: string; value?: unknown; error?: string }[];
  /**
   * Every <a> in the document: href as written (null when absent), its accessible name (aria-label, else
   * text content, else the alt of images inside; whitespace collapsed) and its outer HTML cut to 120 chars.
   */
  links: { href: string | null; name: string; html: string }[];
  /** Every id attribute in the document. */
  ids: string[];
  /** Every <img>: src, and alt/width/height as written (null when the attribute is absent). */
  images: { src: string; alt: string | null; width: string | null; height: string | null; html: string }[];
  /** src of every <script src> (in order). */
  scripts: string[];
  /** Islands the page hydrates: data-island name and data-hydrate strategy ("idle" when unset). */
  islands: { name: string; hydrate: string }[];
  /**
   * The questions the page shows as an FAQ, in order: the heading inside each <details>' <summary>, as
   * the FAQ block draws them (the FAQPage check needs to know a FAQ is shown, and which questions).
   */
  faq: string[];
  /** The visible text of <body> (no script, style, template, noscript), whitespace collapsed. */
  text: string;
  /** The same text in the runs figures are read in (see TextRun), in document order. */
  runs: TextRun[];
  /** The company facts the page shows: each element's data-fact-id, once each, in document order. */
  factIds: string[];
}

/**
 * Visible text that no element boundary crosses (formatting such as <strong> stays inside a run): a
 * paragraph, a heading, a stat's label or its value. A count's counted word is looked for in its own run
 * only, so the next stat's label ("Cities served 300+ Years expediting freight") is never read as it.
 */
export interface TextRun {
  /** Whitespace collapsed, never empty. */
  text: string;
  /** For a stat's value (a <dd>): the text of the <dt> that names it. */
  label?: string;
}

/** One page of the audit: where it is, what kind, and what it answered. */
export interface AuditedPage {
  path: string;
  family: PageFamily;
  /** HTTP status the page answered with (200, or 404 for the not-found page). */
  status: number;
  /** Whether the sitemap lists the path. */
  inSitemap: boolean;
  /** For an alias (a second path of a page): the canonical path it serves. */
  aliasOf?: string;
  facts: PageFacts;
}

/** Where an internal path leads, as the site answers it (without rendering anything twice). */
export type LinkTarget =
  | { kind: 'page'; path: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  /** Not a page but something the site serves: the feed, the sitemap, an asset, an API read. */
  | { kind: 'resource' };

/** What the site-wide checks need besides the pages. */
export interface SiteContext {
  /** SITE_ORIGIN, no trailing slash. */
  origin: string;
  /** The configured phone as shown, and its tel: URI; the configured e-mail. */
  phone: string;
  phoneHref: string;
  email: string;
  /** Resolves an internal path (no query, no hash, percent-escapes as written). */
  resolve(path: string): LinkTarget;
  /** Bytes (gzip) of JavaScript a page loads before any interaction, from its scripts and islands. */
  scriptBytes(facts: PageFacts): number;
  /** The approved claims' figures, as the run read them when it started. */
  approvedFigures: ApprovedFigures;
  /** The company facts nobody has confirmed (id to name), as the run read them when it started. */
  unconfirmedFacts: UnconfirmedFacts;
}

/** Unconfirmed company facts by id, with the name a finding shows (docs/product.md#253-company-facts). */
export type UnconfirmedFacts = ReadonlyMap<string, string>;

/** The figures the approved claims allow, as keys (figures.ts makes them from the approved phrases). */
export type ApprovedFigures = ReadonlySet<string>;

/** A finding before it is stored: the page it is on and the issue. */
export interface PageIssue extends AuditIssue {
  path: string;
}
