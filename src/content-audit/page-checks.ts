import { AUDIT_LIMITS, descriptionLengthIssue, titleLengthIssue, type AuditCheckId, type AuditIssue } from '../../core/content-audit.js';
import type { AuditedPage, PageFacts, SiteContext } from './audit-model.js';
import { unapprovedFigures } from './figures.js';

/**
 * The checks that need one page only (docs/product.md#23-content-optimizer). Subjects name the element
 * or text concerned and nothing that changes with unrelated edits (counts go into the message), because
 * a subject is what says a finding of this run is the same as one of the last.
 */

/** Islands that are an in-page form: the page may load more script before interaction. */
const FORM_ISLANDS = new Set(['HomeQuoteForm', 'FreightAgentForm', 'CarrierApplicationForm']);

const ARTICLE_TYPES = ['Article', 'BlogPosting', 'NewsArticle'];
/** Pages that carry the business listing besides home (docs/product.md#17-marketing-pages). */
const LISTING_PATHS = new Set(['/about-us', '/contact-us']);

const issue = (check: AuditCheckId, subject: string, message: string): AuditIssue => ({ check, subject, message });

export const isNoindex = (facts: PageFacts): boolean => /\bnoindex\b/i.test(facts.robots ?? '');

/** Every issue one page has on its own. A page that is not a 200 gets only the checks of its markup. */
export function pageIssues(page: AuditedPage, site: SiteContext): AuditIssue[] {
  const { facts } = page;
  const markup = [...h1Issues(facts), ...structuredDataIssues(facts), ...emptyLinkIssues(facts), ...imageIssues(facts)];
  if (page.status !== 200) return distinct(markup);
  return distinct([
    ...markup,
    ...headingOrderIssues(facts),
    ...sectionIssues(facts),
    ...titleIssues(facts),
    ...descriptionIssues(facts),
    ...keywordsIssues(facts),
    ...canonicalIssues(page, site),
    ...structuredDataTypeIssues(page),
    ...pageWeightIssues(facts, site),
    ...foreignContactIssues(facts, site),
    ...unapprovedFigures(facts.runs, site.approvedFigures).map((figure) => issue('unapproved-figure', figure, `"${figure}" is not a figure of the approved marketing claims.`)),
    ...unconfirmedFactIssues(facts, site),
  ]);
}

/** Each company fact the page shows that nobody has confirmed is true (docs/product.md#253-company-facts). */
function unconfirmedFactIssues(facts: PageFacts, site: SiteContext): AuditIssue[] {
  return facts.factIds.flatMap((id) => {
    const name = site.unconfirmedFacts.get(id);
    return name === undefined ? [] : [issue('unconfirmed-fact', name, `The page shows "${name}", and nobody has confirmed it is true.`)];
  });
}

/** One issue per check and subject: the same image twice, or the same number written twice, is one finding. */
function distinct(issues: AuditIssue[]): AuditIssue[] {
  const seen = new Set<string>();
  return issues.filter((found) => {
    const key = `${found.check}\u0000${found.subject}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function h1Issues(facts: PageFacts): AuditIssue[] {
  const h1s = facts.headings.filter((heading) => heading.level === 1);
  if (h1s.length === 1) return [];
  if (h1s.length === 0) return [issue('h1', 'no H1', 'The page has no H1.')];
  return [issue('h1', h1s.map((h) => `<h1>${h.text}</h1>`).join(', '), `The page has ${h1s.length} H1s.`)];
}

/** A heading more than one level below the one before it (H2 then H4): the outline skips a level. */
function headingOrderIssues(facts: PageFacts): AuditIssue[] {
  return facts.headings.flatMap((heading, i) => {
    const previous = facts.headings[i - 1];
    if (!previous || heading.level <= previous.level + 1) return [];
    return [
      issue(
        'heading-order',
        `<h${heading.level}>${heading.text}</h${heading.level}> after <h${previous.level}>${previous.text}</h${previous.level}>`,
        `An H${heading.level} follows an H${previous.level}; use an H${previous.level + 1} or nest it under one.`,
      ),
    ];
  });
}

function sectionIssues(facts: PageFacts): AuditIssue[] {
  return facts.sections
    .filter((section) => section.textLength < AUDIT_LIMITS.sectionMinText)
    .map((section) =>
      issue('section-length', `section "${section.label}"`, `The section has ${section.textLength} characters of text; at least ${AUDIT_LIMITS.sectionMinText} are needed.`),
    );
}

function titleIssues(facts: PageFacts): AuditIssue[] {
  const title = facts.title;
  if (!title) return [issue('title-missing', '<title>', title === null ? 'The page has no title.' : 'The page title is empty.')];
  const found = titleLengthIssue(title);
  return found ? [found] : [];
}

function descriptionIssues(facts: PageFacts): AuditIssue[] {
  const description = facts.description?.trim();
  if (!description) return [issue('description-missing', '<meta name="description">', facts.description === null ? 'The page has no meta description.' : 'The meta description is empty.')];
  const found = descriptionLengthIssue(description);
  return found ? [found] : [];
}

function keywordsIssues(facts: PageFacts): AuditIssue[] {
  const length = facts.keywords?.length ?? 0;
  if (length <= AUDIT_LIMITS.keywordsMax) return [];
  return [issue('keywords-length', '<meta name="keywords">', `The keywords are ${length} characters; at most ${AUDIT_LIMITS.keywordsMax}.`)];
}

/** The canonical's URL when it is an absolute http(s) URL, else null. */
export function canonicalUrl(href: string): URL | null {
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

/** An indexable page names its own absolute URL on the site origin (an alias names the page it serves). */
function canonicalIssues(page: AuditedPage, site: SiteContext): AuditIssue[] {
  const { canonical } = page.facts;
  if (isNoindex(page.facts)) return [];
  if (canonical === null || !canonical.trim()) return [issue('canonical', 'no canonical', 'The page has no canonical link.')];
  const url = canonicalUrl(canonical);
  if (!url) return [issue('canonical', canonical, 'The canonical is not an absolute http(s) URL.')];
  if (url.origin !== site.origin) return [issue('canonical', canonical, `The canonical is not on the site origin ${site.origin}.`)];
  const expected = page.aliasOf ?? page.path;
  const actual = `${url.pathname}${url.search}${url.hash}`;
  if (actual !== expected) return [issue('canonical', canonical, `The canonical names ${actual}, not ${expected}${page.aliasOf ? ' (the page this alias serves)' : ''}.`)];
  return [];
}

/** A JSON-LD block parses, and each thing it describes says what vocabulary and type it is. */
function structuredDataIssues(facts: PageFacts): AuditIssue[] {
  return facts.jsonLd.flatMap((block, i) => {
    const subject = `JSON-LD block ${i + 1}`;
    if (block.error !== undefined) return [issue('structured-data', subject, `The block is not valid JSON: ${block.error}`)];
    const items = Array.isArray(block.value) ? block.value : [block.value];
    return items.flatMap((item, j) => jsonLdItemIssues(item, items.length > 1 ? `${subject}, item ${j + 1}` : subject));
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A thing needs @context and @type. The nodes of an @graph share the graph's @context (the usual way to
 * write one), so there a node needs its own @context only when the graph has none.
 */
function jsonLdItemIssues(item: unknown, subject: string): AuditIssue[] {
  if (!isObject(item)) return [issue('structured-data', subject, 'The block is not a JSON-LD object.')];
  if (!Array.isArray(item['@graph'])) return missingKeys(item, ['@context', '@type'], subject, 'block');
  const keys = item['@context'] === undefined ? ['@context', '@type'] : ['@type'];
  return item['@graph'].flatMap((node, k) => {
    const where = `${subject}, @graph item ${k + 1}`;
    return isObject(node) ? missingKeys(node, keys, where, 'item') : [issue('structured-data', where, 'The item is not a JSON-LD object.')];
  });
}

function missingKeys(value: Record<string, unknown>, keys: string[], subject: string, what: string): AuditIssue[] {
  const absent = keys.filter((key) => value[key] === undefined);
  return absent.length ? [issue('structured-data', subject, `The ${what} has no ${absent.join(' and no ')}.`)] : [];
}

/** Every thing the page's JSON-LD describes at the top level, an @graph's nodes in its place. */
function jsonLdNodes(facts: PageFacts): Record<string, unknown>[] {
  return facts.jsonLd.flatMap((block) => {
    const items = Array.isArray(block.value) ? block.value : [block.value];
    return items.filter(isObject).flatMap((item) => (Array.isArray(item['@graph']) ? item['@graph'].filter(isObject) : [item]));
  });
}

const typesOf = (node: Record<string, unknown>): string[] => [node['@type']].flat().filter((type): type is string => typeof type === 'string');

/** The types a family of page needs, besides the FAQ's (docs/product.md#10, #17). */
function requiredTypes({ family, path, aliasOf }: AuditedPage): { types: string[]; why: string }[] {
  const needs: { types: string[]; why: string }[] = [];
  if (family === 'service' || family === 'city') needs.push({ types: ['Service'], why: 'A service or city page describes its Service' });
  if (family === 'guide' || family === 'post') needs.push({ types: ARTICLE_TYPES, why: 'A guide or post is an Article' });
  if (family !== 'home' && family !== 'not-found') needs.push({ types: ['BreadcrumbList'], why: 'Every page but home has breadcrumbs' });
  if (family === 'home' || LISTING_PATHS.has(aliasOf ?? path)) needs.push({ types: ['LocalBusiness'], why: 'Home, about and contact carry the business listing' });
  return needs;
}

function structuredDataTypeIssues(page: AuditedPage): AuditIssue[] {
  const nodes = jsonLdNodes(page.facts);
  const present = new Set(nodes.flatMap(typesOf));
  const issues = requiredTypes(page)
    .filter((need) => !need.types.some((type) => present.has(type)))
    .map((need) => issue('structured-data-types', need.types[0]!, `${need.why}: the page has no ${need.types.join(' or ')} JSON-LD.`));
  return [...issues, ...faqIssues(page.facts, nodes)];
}

/** A FAQ shown needs FAQPage JSON-LD, and FAQPage may hold only questions the page shows. */
function faqIssues(facts: PageFacts, nodes: Record<string, unknown>[]): AuditIssue[] {
  const faqPages = nodes.filter((node) => typesOf(node).includes('FAQPage'));
  if (facts.faq.length > 0 && faqPages.length === 0) {
    return [issue('structured-data-types', 'FAQPage', `The page shows a FAQ ("${facts.faq[0]}"…) but has no FAQPage JSON-LD.`)];
  }
  const questions = faqPages.flatMap((node) => [node.mainEntity].flat().filter(isObject));
  return questions.flatMap((question) => {
    const name = typeof question.name === 'string' ? question.name.replace(/\s+/g, ' ').trim() : '';
    if (name && facts.text.includes(name)) return [];
    return [issue('structured-data-types', `FAQPage question "${name}"`, 'The FAQPage JSON-LD holds a question the page does not show.')];
  });
}

/** A link needs an address to go to and a name that says where. */
function emptyLinkIssues(facts: PageFacts): AuditIssue[] {
  return facts.links.flatMap((link) => {
    const href = link.href?.trim() ?? '';
    const noAddress = href === '' || href === '#';
    if (!noAddress && link.name) return [];
    const subject = link.href === null ? `<a>${link.name}</a>` : `<a href="${link.href}">${link.name}</a>`;
    return [issue('empty-link', subject, noAddress ? 'The link leads nowhere: it has no address.' : 'The link has no text or aria-label.')];
  });
}

function imageIssues(facts: PageFacts): AuditIssue[] {
  return facts.images.flatMap((image) => {
    const subject = `<img src="${image.src}">`;
    const issues: AuditIssue[] = [];
    if (image.alt === null) issues.push(issue('image-alt', subject, 'The image has no alt attribute.'));
    if (image.width === null || image.height === null) issues.push(issue('image-size', subject, 'The image has no width or height attribute.'));
    return issues;
  });
}

function pageWeightIssues(facts: PageFacts, site: SiteContext): AuditIssue[] {
  const issues: AuditIssue[] = [];
  if (facts.htmlBytes > AUDIT_LIMITS.htmlMaxBytes) {
    issues.push(issue('page-weight', 'HTML', `The HTML is ${facts.htmlBytes} bytes; the budget is ${AUDIT_LIMITS.htmlMaxBytes}.`));
  }
  const withForm = facts.islands.some((island) => FORM_ISLANDS.has(island.name));
  const budget = withForm ? AUDIT_LIMITS.jsMaxBytesWithForm : AUDIT_LIMITS.jsMaxBytes;
  const scriptBytes = site.scriptBytes(facts);
  if (scriptBytes > budget) {
    issues.push(issue('page-weight', 'JavaScript', `The page loads ${scriptBytes} bytes (gzip) of JavaScript before any interaction; the budget is ${budget}${withForm ? ' with a form' : ''}.`));
  }
  return issues;
}

/** A US phone number as copy writes it: (800) 555-0199, 800-555-0199, +1 800.555.0199. */
const PHONE = /(?<![\w+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?!\d)/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

const lastTenDigits = (value: string): string => value.replace(/\D/g, '').slice(-10);

/** A phone number or e-mail address that is not the configured one: copy must take them from configuration. */
function foreignContactIssues(facts: PageFacts, site: SiteContext): AuditIssue[] {
  const phone = lastTenDigits(site.phoneHref) || lastTenDigits(site.phone);
  const email = site.email.toLowerCase();
  const phones = [...facts.text.matchAll(PHONE)].map((m) => m[0]);
  const emails = [...facts.text.matchAll(EMAIL)].map((m) => m[0]);
  for (const { href } of facts.links) {
    const scheme = href?.trim().match(/^(tel|mailto):(.*)$/i);
    if (!scheme) continue;
    if (scheme[1]!.toLowerCase() === 'tel') phones.push(scheme[2]!);
    else emails.push(...mailtoAddresses(scheme[2]!));
  }
  return [
    ...phones.filter((number) => lastTenDigits(number) !== phone).map((number) => issue('foreign-contact', number, `The phone number ${number} is not the configured ${site.phone}.`)),
    ...emails.filter((address) => address.toLowerCase() !== email).map((address) => issue('foreign-contact', address, `The e-mail address ${address} is not the configured ${site.email}.`)),
  ];
}

/** The addresses of a mailto: URI's path (before any ?subject=), percent-decoded. */
function mailtoAddresses(path: string): string[] {
  const to = path.split('?')[0]!;
  let decoded = to;
  try {
    decoded = decodeURIComponent(to);
  } catch {
    // A broken escape is compared as written.
  }
  return decoded.split(',').map((address) => address.trim()).filter(Boolean);
}
