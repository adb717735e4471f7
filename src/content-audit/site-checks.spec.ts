import type { PageFamily } from '../../core/content-audit.js';
import type { AuditedPage, LinkTarget, SiteContext } from './audit-model.js';
import { readPage } from './page-facts.js';
import { auditIndex, auditSite, indexedPage, pageAudit, pathsNamed } from './site-checks.js';

const ORIGIN = 'https://www.example.com';
const COPY = 'We move urgent freight across the country with a dispatcher on the line at every hour of the day. '.repeat(6);
const ld = (type: string) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': type })}</script>`;

interface PageSpec {
  family?: PageFamily;
  status?: number;
  inSitemap?: boolean;
  aliasOf?: string;
  title?: string;
  description?: string;
  noindex?: boolean;
  /** The canonical's path on the origin; default the page's own (or the alias's page). */
  canonical?: string;
  links?: string[];
  ids?: string[];
}

/** An audited page that keeps every rule of its own, with the links and ids a test gives it. */
function page(path: string, spec: PageSpec = {}): AuditedPage {
  const { family = 'company', status = 200, inSitemap = true, aliasOf, noindex = false, links = [], ids = [] } = spec;
  const name = path === '/' ? 'home' : path.slice(1);
  const title = spec.title ?? `Expedited freight: the ${name} page of the site`;
  const description = spec.description ?? `Everything about ${name}: same-day freight and hand carry with dispatch answering around the clock.`;
  const canonical = noindex ? '' : `<link rel="canonical" href="${ORIGIN}${spec.canonical ?? aliasOf ?? path}">`;
  const robots = noindex ? 'noindex, follow' : 'index, follow';
  const html = `<html><head><title>${title}</title><meta name="description" content="${description}"><meta name="robots" content="${robots}">${canonical}${
    family === 'home' ? ld('LocalBusiness') : ld('BreadcrumbList')
  }</head><body><main><h1>${name}</h1>${ids.map((id) => `<div id="${id}"></div>`).join('')}<p>${COPY}</p>${links.map((href) => `<a href="${href}">Go</a>`).join('')}</main></body></html>`;
  return { path, family, status, inSitemap, ...(aliasOf !== undefined && { aliasOf }), facts: readPage(html) };
}

function site(targets: Record<string, LinkTarget>): SiteContext {
  return {
    origin: ORIGIN,
    phone: '(800) 555-0199',
    phoneHref: 'tel:+18005550199',
    email: 'dispatch@example.com',
    resolve: (path) => targets[path] ?? { kind: 'not-found' },
    scriptBytes: () => 0,
    approvedFigures: new Set(),
    unconfirmedFacts: new Map(),
  };
}

const found = (pages: AuditedPage[], targets: Record<string, LinkTarget>) => auditSite(pages, site(targets)).map(({ path, check, subject }) => ({ path, check, subject }));

describe('auditSite', () => {
  const asPage = (...paths: string[]): Record<string, LinkTarget> => Object.fromEntries(paths.map((path) => [path, { kind: 'page', path }]));

  it('checks the site as a whole: duplicates, robots and sitemap, canonical targets, links and orphans', () => {
    const pages = [
      page('/', {
        family: 'home',
        ids: ['main'],
        links: [
          '/about',
          '/services',
          '/old-page',
          '/hand-carry-delivery',
          '/missing',
          '/missing',
          '/unlisted',
          '/about#team',
          '/about#nope',
          '#top',
          '#main',
          '/noindexed',
          '/feed.xml',
          'tel:+18005550199',
          'mailto:dispatch@example.com',
          'sms:+18005550199',
          'https://other.example.com/missing',
          `${ORIGIN}/gone?x=1`,
        ],
      }),
      page('/about', { title: 'Expedited freight and hand carry, around the clock', ids: ['team'], links: ['/services', '/'] }),
      page('/services', { title: 'Expedited freight and hand carry, around the clock', links: ['/about', '/services'] }),
      page('/orphan', { links: ['/orphan'] }),
      page('/noindexed', { noindex: true, links: ['/'] }),
      page('/unlisted', { inSitemap: false }),
      page('/hand-carry-delivery', { aliasOf: '/services', inSitemap: false, title: 'Expedited freight and hand carry, around the clock', links: ['/orphan'] }),
      page('/old-alias', { aliasOf: '/gone', inSitemap: false }),
      page('/404', { family: 'not-found', status: 404, inSitemap: false, noindex: true, links: ['/orphan'] }),
    ];
    const targets = {
      ...asPage('/', '/about', '/services', '/orphan', '/noindexed', '/unlisted', '/hand-carry-delivery', '/old-alias'),
      '/old-page': { kind: 'redirect', location: '/services' },
      '/feed.xml': { kind: 'resource' },
    } satisfies Record<string, LinkTarget>;

    expect(found(pages, targets)).toEqual([
      { path: '/', check: 'redirected-link', subject: '/old-page' },
      { path: '/', check: 'alias-link', subject: '/hand-carry-delivery' },
      { path: '/', check: 'broken-link', subject: '/missing' },
      { path: '/', check: 'unlisted-link', subject: '/unlisted' },
      { path: '/', check: 'broken-link', subject: '/about#nope' },
      { path: '/', check: 'broken-link', subject: '#top' },
      { path: '/', check: 'broken-link', subject: `${ORIGIN}/gone?x=1` },
      { path: '/noindexed', check: 'robots-sitemap', subject: 'noindex page in the sitemap' },
      { path: '/unlisted', check: 'robots-sitemap', subject: 'indexable page not in the sitemap' },
      { path: '/old-alias', check: 'canonical', subject: `${ORIGIN}/gone` },
      { path: '/about', check: 'title-duplicate', subject: 'Expedited freight and hand carry, around the clock' },
      { path: '/services', check: 'title-duplicate', subject: 'Expedited freight and hand carry, around the clock' },
      { path: '/orphan', check: 'orphan', subject: 'no links to this page' },
    ]);

    // One page with the audited pages it names (pathsNamed) finds what the whole audit finds on it, but for the site-wide checks.
    const home = pages[0]!;
    const named = pathsNamed(home, ORIGIN);
    expect(named).toEqual(['/about', '/services', '/old-page', '/hand-carry-delivery', '/missing', '/unlisted', '/noindexed', '/feed.xml', '/gone', '/']);
    const alone = pageAudit(home, auditIndex([home, ...pages.filter((other) => named.includes(other.path) && other !== home)].map(indexedPage)), site(targets));
    expect(alone).toEqual(auditSite(pages, site(targets)).filter((issue) => issue.path === '/'));
    const about = pages[1]!;
    expect(pageAudit(about, auditIndex([about, pages[0]!, pages[2]!].map(indexedPage)), site(targets))).toEqual([]);
  });

  it('without the pages it links to, a page cannot tell an alias or a listed page: the index must hold them', () => {
    const home = page('/', { family: 'home', links: ['/hand-carry-delivery', '/about#team'] });
    const alias = page('/hand-carry-delivery', { aliasOf: '/services', inSitemap: false });
    const about = page('/about', { ids: ['team'] });
    const targets = asPage('/', '/hand-carry-delivery', '/about');
    const checks = (index: AuditedPage[]) => pageAudit(home, auditIndex(index.map(indexedPage)), site(targets)).map(({ check, subject, message }) => ({ check, subject, message }));
    expect(checks([home, alias, about])).toEqual([{ check: 'alias-link', subject: '/hand-carry-delivery', message: '/hand-carry-delivery is a second path of /services.' }]);
    expect(checks([home])).toEqual([
      { check: 'unlisted-link', subject: '/hand-carry-delivery', message: '/hand-carry-delivery is not in the sitemap.' },
      { check: 'unlisted-link', subject: '/about#team', message: '/about is not in the sitemap.' },
    ]);
  });

  it('says which other pages share a title or description, naming three at most', () => {
    const same = { description: 'One description on five pages of the site, which search engines cannot tell apart.' };
    const pages = ['/a', '/b', '/c', '/d', '/e'].map((path) => page(path, same));
    const issues = auditSite([page('/', { family: 'home', links: ['/a', '/b', '/c', '/d', '/e'] }), ...pages], site(asPage('/a', '/b', '/c', '/d', '/e')));
    expect(issues.filter((issue) => issue.path === '/a')).toEqual([
      { path: '/a', check: 'description-duplicate', subject: same.description, message: 'The same description is on /b, /c, /d and 1 more.' },
    ]);
    expect(issues.filter((issue) => issue.check === 'description-duplicate').map((issue) => issue.path)).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('counts a canonical naming a redirect or a page that is not found', () => {
    const pages = [page('/', { family: 'home', links: ['/a'] }), page('/a', { aliasOf: '/moved', inSitemap: false }), page('/404', { family: 'not-found', status: 404, inSitemap: false, noindex: true })];
    const targets = { ...asPage('/a'), '/moved': { kind: 'redirect', location: '/new' } } satisfies Record<string, LinkTarget>;
    expect(auditSite(pages, site(targets)).filter((issue) => issue.check === 'canonical')).toEqual([
      { path: '/a', check: 'canonical', subject: `${ORIGIN}/moved`, message: 'The canonical names /moved, which redirects to /new.' },
    ]);
  });

  it('reports each finding of a page once, and page checks with their path', () => {
    const pages = [page('/', { family: 'home', links: ['/x', '/x#top', '/x'] }), page('/two-h1', { title: 'Two headings' })];
    pages[1]!.facts.headings.push({ level: 1, text: 'Again' });
    expect(found(pages, asPage('/', '/two-h1'))).toEqual([
      { path: '/', check: 'broken-link', subject: '/x' },
      { path: '/', check: 'broken-link', subject: '/x#top' },
      { path: '/two-h1', check: 'h1', subject: '<h1>two-h1</h1>, <h1>Again</h1>' },
      { path: '/two-h1', check: 'title-short', subject: 'Two headings' },
      { path: '/two-h1', check: 'orphan', subject: 'no links to this page' },
    ]);
  });
});
