import type { QuoteSource } from './quote-sources.js';
import type { DescribedLink, LinkItem, Stat } from './types.js';

/**
 * The shape of every marketing page: a typed content module (views/content/<family>/<slug>.ts) is one of the
 * *PageContent types below, and its family's template draws it from shared blocks (views/blocks). Adding a
 * page means adding data and one route entry, never a component. docs/product.md#17-marketing-pages.
 *
 * Copy rules the unit tests hold every page to: exactly one H1 (the hero title), every <section> at least
 * 500 characters of text, title and description within core/meta-lengths.ts, both unique across the site.
 */

/** What a button does. */
export type Action =
  /** Opens the slide-out quote dialog and records `source` (without JavaScript: the home contact section). */
  | { readonly kind: 'quote'; readonly label: string; readonly source: QuoteSource }
  /** Navigates: a page ("/contact-us"), a home anchor ("/#contact") or an anchor on this page ("#contact"). */
  | { readonly kind: 'link'; readonly label: string; readonly href: string }
  /** tel: link to the dispatch number; the label defaults to "Call <phone>". */
  | { readonly kind: 'call'; readonly label?: string }
  /** mailto: link to the company e-mail; the label defaults to the address. */
  | { readonly kind: 'email'; readonly label?: string };

/** Icons a card may show (drawn by views/blocks/block-icons.tsx). */
export type BlockIcon =
  | 'plane'
  | 'truck'
  | 'briefcase'
  | 'clock'
  | 'shield'
  | 'medical'
  | 'box'
  | 'map'
  | 'phone'
  | 'check'
  | 'star'
  | 'building'
  | 'gear'
  | 'bolt'
  | 'globe'
  | 'users';

export interface Hero {
  readonly eyebrow: string;
  /** The page's only H1. */
  readonly title: string;
  readonly intro: string;
  readonly actions: readonly Action[];
  /** A row of figures under the copy (claims from the approved list only). */
  readonly stats?: readonly Stat[];
  /** A side panel with a short checklist, e.g. "What you get". */
  readonly panel?: { readonly title: string; readonly points: readonly string[] };
}

export interface Card {
  readonly title: string;
  readonly description: string;
  readonly icon?: BlockIcon;
  /** Makes the card title a link. */
  readonly href?: string;
  /** A short highlighted fact, e.g. "2-8 hours". */
  readonly badge?: string;
  /** A checklist under the description. */
  readonly features?: readonly string[];
}

/** A figure, what it counts, and one sentence on what it means for a shipper. */
export interface Metric {
  readonly metric: string;
  readonly label: string;
  readonly description: string;
}

export interface Faq {
  readonly question: string;
  readonly answer: string;
}

interface BlockBase {
  /** The section's id (an in-page anchor), e.g. "key-qualities". "contact" is reserved for the contact block. */
  readonly id?: string;
  readonly eyebrow?: string;
  /** The section's H2. */
  readonly title: string;
  readonly intro?: string;
  /** Background of the section; blocks alternate sensibly when unset. */
  readonly tone?: 'plain' | 'tinted' | 'dark';
}

/** Paragraphs, an optional checklist and an optional button. */
export interface ProseBlock extends BlockBase {
  readonly type: 'prose';
  readonly paragraphs: readonly string[];
  readonly checklist?: readonly string[];
  readonly action?: Action;
}

/** Icon cards with optional checklists (2, 3 or 4 columns on desktop). */
export interface CardsBlock extends BlockBase {
  readonly type: 'cards';
  readonly cards: readonly Card[];
  readonly columns?: 2 | 3 | 4;
  readonly action?: Action;
}

/** Figures with a label and one line of context. */
export interface StatsBlock extends BlockBase {
  readonly type: 'stats';
  readonly stats: readonly Metric[];
}

/** A numbered process. */
export interface StepsBlock extends BlockBase {
  readonly type: 'steps';
  readonly steps: readonly { readonly title: string; readonly text: string }[];
  readonly action?: Action;
}

/** An accordion: one answer open at a time, all may be closed, readable without JavaScript. Adds FAQPage JSON-LD. */
export interface FaqBlock extends BlockBase {
  readonly type: 'faq';
  readonly items: readonly Faq[];
}

/** A grid of link cards to related pages. */
export interface LinksBlock extends BlockBase {
  readonly type: 'links';
  readonly links: readonly DescribedLink[];
}

/** A data table with a caption. */
export interface TableBlock extends BlockBase {
  readonly type: 'table';
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly note?: string;
}

/** A call-to-action panel. */
export interface CtaBlock extends BlockBase {
  readonly type: 'cta';
  readonly paragraphs: readonly string[];
  readonly actions: readonly Action[];
}

/**
 * Client quotes, attributed by role and kind of organization: the studio's testimonials
 * (docs/product.md#253-company-facts), which the page reads through the page data.
 */
export interface TestimonialsBlock extends BlockBase {
  readonly type: 'testimonials';
}

/** The page's contact section (id "contact"): phone, e-mail, hours, headquarters, and its buttons. */
export interface ContactBlock extends Omit<BlockBase, 'id'> {
  readonly type: 'contact';
  readonly paragraphs: readonly string[];
  readonly actions: readonly Action[];
  /** A checklist, e.g. what to have ready when calling. */
  readonly checklist?: readonly string[];
}

/** A recruitment form island (id "apply"). */
export interface FormBlock extends Omit<BlockBase, 'id'> {
  readonly type: 'form';
  readonly form: 'freight-agent' | 'carrier';
  readonly paragraphs: readonly string[];
}

export type Block =
  | ProseBlock
  | CardsBlock
  | StatsBlock
  | StepsBlock
  | FaqBlock
  | LinksBlock
  | TableBlock
  | CtaBlock
  | TestimonialsBlock
  | ContactBlock
  | FormBlock;

export interface PageMetaContent {
  /** Without the brand (appended); the whole title stays within TITLE_LENGTH.max (core/meta-lengths.ts). */
  readonly title: string;
  /** Within DESCRIPTION_LENGTH (core/meta-lengths.ts). */
  readonly description: string;
  readonly keywords?: readonly string[];
}

interface PageContentBase {
  /** The canonical path. Alias routes render the same content with this canonical. */
  readonly path: string;
  readonly meta: PageMetaContent;
  /** The page's name in breadcrumbs. */
  readonly breadcrumb: string;
  /** A parent page between Home and this page in breadcrumbs, e.g. Case Studies. */
  readonly parent?: LinkItem;
  readonly hero: Hero;
  readonly blocks: readonly Block[];
  /** Source window.openQuoteForm() reports on this page when called without one. */
  readonly quoteHookSource?: QuoteSource;
}

/** A service page: adds Service JSON-LD. */
export interface ServicePageContent extends PageContentBase {
  readonly family: 'service';
  readonly service: {
    /** e.g. "Hot Shot Trucking". */
    readonly name: string;
    readonly serviceType: string;
    /** Defaults to the United States. */
    readonly areaServed?: string;
  };
}

/** A long-form guide: adds Article JSON-LD and a byline with dates. */
export interface GuidePageContent extends PageContentBase {
  readonly family: 'guide';
  /** ISO date, e.g. "2025-09-30". */
  readonly published: string;
  readonly modified?: string;
  readonly author: string;
}

/** About, contact, FAQ, industries, recruitment, the case-studies list. */
export interface CompanyPageContent extends PageContentBase {
  readonly family: 'company';
  /** Adds the LocalBusiness block (address, 24/7 hours, rating, price range): about and contact. */
  readonly business?: boolean;
}

/** A case-study detail page: a fact sheet beside the hero. */
export interface CaseStudyPageContent extends PageContentBase {
  readonly family: 'case-study';
  readonly facts: readonly { readonly label: string; readonly value: string }[];
}

export type PageContent = ServicePageContent | GuidePageContent | CompanyPageContent | CaseStudyPageContent;
