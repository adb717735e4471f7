import type { PageFamily } from '../../core/content-audit.js';
import { APPROVED_CLAIMS } from './approved-claims.js';
import type { AuditedPage, SiteContext } from './audit-model.js';
import { approvedFigures } from './figures.js';
import { pageIssues } from './page-checks.js';
import { readPage } from './page-facts.js';

const ORIGIN = 'https://www.example.com';
const COPY = 'We move urgent freight across the country with a dispatcher on the line at every hour of the day. '.repeat(6);

const site = (overrides: Partial<SiteContext> = {}): SiteContext => ({
  origin: ORIGIN,
  phone: '(800) 555-0199',
  phoneHref: 'tel:+18005550199',
  email: 'dispatch@example.com',
  resolve: (path) => ({ kind: 'page', path }),
  scriptBytes: () => 0,
  approvedFigures: approvedFigures(APPROVED_CLAIMS.flatMap((claim) => claim.figures)),
  unconfirmedFacts: new Map(),
  ...overrides,
});

interface PageParts {
  title?: string;
  description?: string;
  robots?: string;
  head?: string;
  jsonLd?: unknown[];
  body?: string;
}

const breadcrumbs = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] };

/** A page that keeps every rule unless a part says otherwise. */
function html({
  title = 'Expedited freight in Dallas, Texas, 24/7',
  description = 'Same-day freight, hand carry and hot shot trucking in Dallas, with dispatch answering 24/7/365.',
  robots = 'index, follow',
  head = `<link rel="canonical" href="${ORIGIN}/dallas">`,
  jsonLd = [breadcrumbs],
  body,
}: PageParts): string {
  const blocks = jsonLd.map((block) => `<script type="application/ld+json">${typeof block === 'string' ? block : JSON.stringify(block)}</script>`).join('');
  const main = body ?? `<h1>Dallas expedite</h1><section aria-labelledby="s1"><h2 id="s1">Why us</h2><p>${COPY}</p></section>`;
  return `<html><head><title>${title}</title><meta name="description" content="${description}"><meta name="robots" content="${robots}">${head}${blocks}</head><body><main>${main}</main></body></html>`;
}

const page = (parts: PageParts = {}, rest: Partial<Omit<AuditedPage, 'facts'>> = {}): AuditedPage => ({
  path: '/dallas',
  family: 'company' as PageFamily,
  status: 200,
  inSitemap: true,
  ...rest,
  facts: readPage(html(parts)),
});

const checks = (p: AuditedPage, context = site()) => pageIssues(p, context).map(({ check, subject }) => ({ check, subject }));

describe('pageIssues', () => {
  it('finds nothing on a page that keeps every rule', () => {
    expect(pageIssues(page(), site())).toEqual([]);
  });

  it('wants exactly one H1', () => {
    expect(checks(page({ body: `<h1>Dallas</h1><h1>Fort Worth</h1><p>${COPY}</p>` }))).toEqual([{ check: 'h1', subject: '<h1>Dallas</h1>, <h1>Fort Worth</h1>' }]);
    expect(checks(page({ body: `<h2>Dallas</h2><p>${COPY}</p>` }))).toEqual([{ check: 'h1', subject: 'no H1' }]);
  });

  it('reports a heading more than one level below the one before it', () => {
    const body = `<h1>Dallas</h1><h3>Too deep</h3><h2>Services</h2><h4>Hand carry</h4><h3>Fine</h3><h2>Back up</h2><p>${COPY}</p>`;
    expect(pageIssues(page({ body }), site())).toEqual([
      { check: 'heading-order', subject: '<h3>Too deep</h3> after <h1>Dallas</h1>', message: 'An H3 follows an H1; use an H2 or nest it under one.' },
      { check: 'heading-order', subject: '<h4>Hand carry</h4> after <h2>Services</h2>', message: 'An H4 follows an H2; use an H3 or nest it under one.' },
    ]);
  });

  it('reports a thin section by its label, with the count in the message', () => {
    const body = `<h1>Dallas</h1><section aria-labelledby="t"><h2 id="t">Why us</h2><p>Short.</p></section>`;
    expect(pageIssues(page({ body }), site())).toEqual([
      { check: 'section-length', subject: 'section "Why us"', message: 'The section has 13 characters of text; at least 500 are needed.' },
    ]);
  });

  it('checks the title and the description', () => {
    const long = 'Expedited Freight, Hand-Carry and Hot Shot Courier Services in Dallas, TX';
    expect(pageIssues(page({ title: long }), site())).toEqual([{ check: 'title-length', subject: long, message: 'The title is 73 characters; at most 60 show in search results.' }]);
    expect(checks(page({ title: 'Dallas' }))).toEqual([{ check: 'title-short', subject: 'Dallas' }]);
    expect(checks(page({ title: ' ' }))).toEqual([{ check: 'title-missing', subject: '<title>' }]);
    expect(checks(page({ description: '' }))).toEqual([{ check: 'description-missing', subject: '<meta name="description">' }]);
    expect(checks(page({ description: 'Freight in Dallas.' }))).toEqual([{ check: 'description-length', subject: 'Freight in Dallas.' }]);
    expect(checks(page({ head: `<link rel="canonical" href="${ORIGIN}/dallas"><meta name="keywords" content="${'freight, '.repeat(60)}">` }))).toEqual([
      { check: 'keywords-length', subject: '<meta name="keywords">' },
    ]);
  });

  it('wants an absolute canonical on the site origin naming the page, or the page an alias serves', () => {
    const canonical = (href: string) => `<link rel="canonical" href="${href}">`;
    expect(checks(page({ head: '' }))).toEqual([{ check: 'canonical', subject: 'no canonical' }]);
    expect(checks(page({ head: canonical('/dallas') }))).toEqual([{ check: 'canonical', subject: '/dallas' }]);
    expect(checks(page({ head: canonical('https://other.example.com/dallas') }))).toEqual([{ check: 'canonical', subject: 'https://other.example.com/dallas' }]);
    expect(checks(page({ head: canonical(`${ORIGIN}/dallas?x=1`) }))).toEqual([{ check: 'canonical', subject: `${ORIGIN}/dallas?x=1` }]);
    expect(checks(page({ head: canonical(`${ORIGIN}/dallas`) }, { path: '/dallas-tx', aliasOf: '/dallas' }))).toEqual([]);
    expect(checks(page({ head: canonical(`${ORIGIN}/dallas-tx`) }, { path: '/dallas-tx', aliasOf: '/dallas' }))).toEqual([{ check: 'canonical', subject: `${ORIGIN}/dallas-tx` }]);
    expect(checks(page({ robots: 'noindex, follow', head: '' }))).toEqual([]);
  });

  it('wants JSON-LD that parses, with @context and @type on every block or @graph item', () => {
    expect(checks(page({ jsonLd: [breadcrumbs, '{"@context": "https://schema.org", "@type": "Service",}'] }))).toEqual([{ check: 'structured-data', subject: 'JSON-LD block 2' }]);
    expect(checks(page({ jsonLd: [breadcrumbs, { '@type': 'Organization' }] }))).toEqual([{ check: 'structured-data', subject: 'JSON-LD block 2' }]);
    const graph = { '@context': 'https://schema.org', '@graph': [{ '@type': 'BreadcrumbList' }, { name: 'no type' }] };
    expect(checks(page({ jsonLd: [graph] }))).toEqual([{ check: 'structured-data', subject: 'JSON-LD block 1, @graph item 2' }]);
    const contextless = { '@graph': [{ '@context': 'https://schema.org', '@type': 'BreadcrumbList' }, { '@type': 'Organization' }] };
    expect(pageIssues(page({ jsonLd: [contextless] }), site())).toEqual([
      { check: 'structured-data', subject: 'JSON-LD block 1, @graph item 2', message: 'The item has no @context.' },
    ]);
  });

  it('wants the JSON-LD types a family of page needs', () => {
    expect(checks(page({ jsonLd: [] }, { family: 'state' }))).toEqual([{ check: 'structured-data-types', subject: 'BreadcrumbList' }]);
    expect(checks(page({}, { family: 'service' }))).toEqual([{ check: 'structured-data-types', subject: 'Service' }]);
    expect(checks(page({}, { family: 'guide' }))).toEqual([{ check: 'structured-data-types', subject: 'Article' }]);
    expect(checks(page({ jsonLd: [breadcrumbs, { '@context': 'https://schema.org', '@type': 'BlogPosting' }] }, { family: 'post' }))).toEqual([]);
    expect(checks(page({ head: `<link rel="canonical" href="${ORIGIN}/about-us">` }, { family: 'company', path: '/about-us' }))).toEqual([{ check: 'structured-data-types', subject: 'LocalBusiness' }]);
    expect(checks(page({ head: `<link rel="canonical" href="${ORIGIN}/">`, jsonLd: [] }, { family: 'home', path: '/' }))).toEqual([{ check: 'structured-data-types', subject: 'LocalBusiness' }]);
  });

  it('wants FAQPage JSON-LD where a FAQ shows, holding only questions the page shows', () => {
    const faqBody = `<h1>FAQ</h1><section><h2>Questions</h2><details name="faq-1"><summary><h3>How fast is pickup?</h3></summary><p>${COPY}</p></details></section>`;
    const faqPage = (...names: string[]) => ({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: names.map((name) => ({ '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text: 'Soon.' } })),
    });
    expect(pageIssues(page({ body: faqBody }), site())).toEqual([
      { check: 'structured-data-types', subject: 'FAQPage', message: 'The page shows a FAQ ("How fast is pickup?"…) but has no FAQPage JSON-LD.' },
    ]);
    expect(checks(page({ body: faqBody, jsonLd: [breadcrumbs, faqPage('How fast is pickup?')] }))).toEqual([]);
    expect(checks(page({ body: faqBody, jsonLd: [breadcrumbs, faqPage('How fast is pickup?', 'Do you fly to the moon?')] }))).toEqual([
      { check: 'structured-data-types', subject: 'FAQPage question "Do you fly to the moon?"' },
    ]);
  });

  it('reports links that lead nowhere or have no name, and images without alt or size', () => {
    const body = `<h1>Dallas</h1><p>${COPY}</p><a href="#">Top</a><a>Plain</a><a href="/quote"><svg></svg></a><a href="/ok">Fine</a>
      <img src="/a.png" width="10" height="10"><img src="/b.png" alt=""><img src="/c.png" alt="" width="10" height="10">`;
    expect(checks(page({ body }))).toEqual([
      { check: 'empty-link', subject: '<a href="#">Top</a>' },
      { check: 'empty-link', subject: '<a>Plain</a>' },
      { check: 'empty-link', subject: '<a href="/quote"></a>' },
      { check: 'image-alt', subject: '<img src="/a.png">' },
      { check: 'image-size', subject: '<img src="/b.png">' },
    ]);
  });

  it('holds the HTML and the scripts to their budgets, a form allowing more script', () => {
    const heavy = page({ body: `<h1>Dallas</h1><p>${COPY}</p><!--${'x'.repeat(200_000)}-->` });
    expect(pageIssues(heavy, site())).toEqual([{ check: 'page-weight', subject: 'HTML', message: `The HTML is ${heavy.facts.htmlBytes} bytes; the budget is 200000.` }]);
    const scripts = site({ scriptBytes: () => 70 * 1024 });
    expect(checks(page(), scripts)).toEqual([{ check: 'page-weight', subject: 'JavaScript' }]);
    const withForm = page({ body: `<h1>Dallas</h1><p>${COPY}</p><div data-island="FreightAgentForm" data-hydrate="visible"></div>` });
    expect(checks(withForm, scripts)).toEqual([]);
    expect(checks(withForm, site({ scriptBytes: () => 91 * 1024 }))).toEqual([{ check: 'page-weight', subject: 'JavaScript' }]);
  });

  it('reports a phone number or e-mail address that is not the configured one', () => {
    const body = `<h1>Dallas</h1><p>${COPY}</p><p>Call (800) 555-0199, 1-800-555-0199 or (214) 555-0123, write to Dispatch@Example.com or sales@other.com.</p>
      <a href="tel:+18005550199">Call</a><a href="tel:+12145550188">Call Dallas</a><a href="mailto:dispatch@example.com?subject=Quote">Mail</a><a href="mailto:ops%40other.com">Ops</a>`;
    expect(checks(page({ body }))).toEqual([
      { check: 'foreign-contact', subject: '(214) 555-0123' },
      { check: 'foreign-contact', subject: '+12145550188' },
      { check: 'foreign-contact', subject: 'sales@other.com' },
      { check: 'foreign-contact', subject: 'ops@other.com' },
    ]);
  });

  it('reports each figure the approved claims do not allow, once', () => {
    const body = `<h1>Dallas</h1><p>${COPY}</p><p>99.8% on time, 97% on time, and 97% again; 300+ cities and 450+ drivers, in 300+ states.</p>`;
    expect(pageIssues(page({ body }), site())).toEqual([
      { check: 'unapproved-figure', subject: '97%', message: '"97%" is not a figure of the approved marketing claims.' },
      { check: 'unapproved-figure', subject: '450+ drivers', message: '"450+ drivers" is not a figure of the approved marketing claims.' },
      { check: 'unapproved-figure', subject: '300+ states', message: '"300+ states" is not a figure of the approved marketing claims.' },
    ]);
  });

  it("reads a stat's count with its label, not with the next stat's label", () => {
    const stats = `<dl><div><dt>Cities served</dt><dd>300+</dd></div><div><dt>Years expediting freight</dt><dd>15+</dd></div><div><dt>States covered</dt><dd>15+</dd></div></dl>`;
    expect(checks(page({ body: `<h1>Dallas</h1><p>${COPY}</p>${stats}` }))).toEqual([{ check: 'unapproved-figure', subject: '15+ States' }]);
  });

  it('holds the copy to the approved figures the run was given', () => {
    const body = `<h1>Dallas</h1><p>${COPY}</p><p>Trusted by 450+ drivers.</p>`;
    expect(checks(page({ body }), site({ approvedFigures: approvedFigures(['450+ drivers']) }))).toEqual([]);
  });

  it('reports each unconfirmed company fact the page shows, by its name, once; a confirmed one is fine', () => {
    const facts = `<ul><li data-fact-id="f-1"><p>A quote.</p></li><li data-fact-id="f-2"><p>Another.</p></li></ul><div data-fact-id="f-1"></div>`;
    const unconfirmedFacts = new Map([
      ['f-1', 'Director of supply chain, Regional hospital network'],
      ['f-3', 'An award the page does not show'],
    ]);
    expect(pageIssues(page({ body: `<h1>Case studies</h1><p>${COPY}</p>${facts}` }), site({ unconfirmedFacts }))).toEqual([
      {
        check: 'unconfirmed-fact',
        subject: 'Director of supply chain, Regional hospital network',
        message: 'The page shows "Director of supply chain, Regional hospital network", and nobody has confirmed it is true.',
      },
    ]);
    expect(checks(page({ body: `<h1>Case studies</h1><p>${COPY}</p>${facts}` }))).toEqual([]);
  });

  it('checks only the markup of a page that does not answer 200', () => {
    const body = `<h1>Not found</h1><h1>Again</h1><h3>Skipped level</h3><p>97% of short copy</p><a href="#">x</a><img src="/x.png">`;
    const notFound = page({ body, title: 'Page not found', robots: 'noindex', head: '', jsonLd: ['{'] }, { family: 'not-found', status: 404, inSitemap: false });
    expect(checks(notFound)).toEqual([
      { check: 'h1', subject: '<h1>Not found</h1>, <h1>Again</h1>' },
      { check: 'structured-data', subject: 'JSON-LD block 1' },
      { check: 'empty-link', subject: '<a href="#">x</a>' },
      { check: 'image-alt', subject: '<img src="/x.png">' },
      { check: 'image-size', subject: '<img src="/x.png">' },
    ]);
  });
});
