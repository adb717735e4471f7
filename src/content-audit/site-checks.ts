import { type AuditCheckId, findingKey, repeatedMessage } from '../../core/content-audit.js';
import type { AuditedPage, PageIssue, SiteContext } from './audit-model.js';
import { canonicalUrl, isNoindex, pageIssues } from './page-checks.js';

/**
 * The whole audit over the rendered pages (docs/product.md#23-content-optimizer): each page's findings
 * (pageAudit), then what only the site as a whole shows: repeated titles and descriptions, and pages
 * nothing links to (the checks SITE_WIDE_CHECKS names).
 */
export function auditSite(pages: AuditedPage[], site: SiteContext): PageIssue[] {
  const index = auditIndex(pages.map(indexedPage));
  return [
    ...pages.flatMap((page) => pageAudit(page, index, site)),
    ...unique([
      ...duplicateIssues(pages, 'title-duplicate', (page) => page.facts.title, 'title'),
      ...duplicateIssues(pages, 'description-duplicate', (page) => page.facts.description?.trim() || null, 'description'),
      ...orphanIssues(pages, site),
    ]),
  ];
}

/** What a page's checks of other pages read of an audited page: what it answered, where it is listed, its ids. */
export interface IndexedPage extends Pick<AuditedPage, 'path' | 'status' | 'inSitemap' | 'aliasOf'> {
  /** Every id attribute of the page (a check of one page reads them only where one of its links names an anchor). */
  ids: readonly string[];
}

/** The audited pages by path, and the aliases among them: what a page's checks of other pages look up. */
export interface AuditIndex {
  pages: ReadonlyMap<string, IndexedPage>;
  /** An alias's path to its canonical page's. */
  aliases: ReadonlyMap<string, string>;
}

/** An audited page as the index holds it. */
export const indexedPage = ({ path, status, inSitemap, aliasOf, facts }: AuditedPage): IndexedPage => ({ path, status, inSitemap, aliasOf, ids: facts.ids });

/** The index of these audited pages (the whole site, or one page with the audited pages it names). */
export function auditIndex(pages: IndexedPage[]): AuditIndex {
  return {
    pages: new Map(pages.map((page) => [page.path, page])),
    aliases: new Map(pages.flatMap((page) => (page.aliasOf !== undefined ? [[page.path, page.aliasOf] as const] : []))),
  };
}

/**
 * Every finding of one page that the page and the audited pages it names decide: its own checks, the
 * sitemap against its robots, its canonical's target, and where each of its links leads. The whole-site
 * audit and the check of one page (site-audit.ts) both ask this, so a page gets one answer; `index` must
 * hold every audited page the page links to or names as canonical (pathsNamed).
 */
export function pageAudit(page: AuditedPage, index: AuditIndex, site: SiteContext): PageIssue[] {
  return unique([
    ...pageIssues(page, site).map((issue) => ({ path: page.path, ...issue })),
    ...robotsSitemapIssues(page),
    ...canonicalTargetIssues(page, index, site),
    ...linkIssues(page, index, site),
  ]);
}

/** The site paths a page's checks ask where they lead: each link's, and the canonical's. */
export function pathsNamed(page: AuditedPage, origin: string): string[] {
  const paths = page.facts.links.flatMap(({ href }) => (href === null ? [] : [linkTarget(href, origin)?.path ?? null]));
  const canonical = canonicalTargetPath(page, origin);
  return [...new Set([...paths, canonical].filter((path): path is string => path !== null))];
}

/** Each finding once: the same check on the same thing of the same page is one finding. */
function unique(issues: PageIssue[]): PageIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = findingKey(issue.path, issue.check, issue.subject);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const pageIssue = (path: string, check: AuditCheckId, subject: string, message: string): PageIssue => ({ path, check, subject, message });

/** The pages search engines see as pages of their own: served, indexable, not a second path of another. */
const isIndexedPage = (page: AuditedPage): boolean => page.status === 200 && !isNoindex(page.facts) && page.aliasOf === undefined;

function duplicateIssues(pages: AuditedPage[], check: AuditCheckId, value: (page: AuditedPage) => string | null, what: 'title' | 'description'): PageIssue[] {
  const byValue = new Map<string, string[]>();
  for (const page of pages.filter(isIndexedPage)) {
    const text = value(page);
    if (text) byValue.set(text, [...(byValue.get(text) ?? []), page.path]);
  }
  return [...byValue].flatMap(([text, paths]) => {
    if (paths.length < 2) return [];
    return paths.map((path) => {
      return pageIssue(path, check, text, repeatedMessage(what, paths.filter((other) => other !== path)));
    });
  });
}

function robotsSitemapIssues(page: AuditedPage): PageIssue[] {
  if (page.inSitemap && isNoindex(page.facts)) return [pageIssue(page.path, 'robots-sitemap', 'noindex page in the sitemap', 'The sitemap lists a page whose robots meta says noindex.')];
  if (!page.inSitemap && isIndexedPage(page)) return [pageIssue(page.path, 'robots-sitemap', 'indexable page not in the sitemap', 'The page is indexable but the sitemap does not list it.')];
  return [];
}

/** The path on the site a served page's canonical names, or null (none, not a URL, or off the site: a page check's finding). */
function canonicalTargetPath(page: AuditedPage, origin: string): string | null {
  const url = page.facts.canonical && page.status === 200 ? canonicalUrl(page.facts.canonical) : null;
  return url && url.origin === origin ? url.pathname : null;
}

/** A canonical on the site must name a page that answers 200. */
function canonicalTargetIssues(page: AuditedPage, index: AuditIndex, site: SiteContext): PageIssue[] {
  const path = canonicalTargetPath(page, site.origin);
  if (path === null) return [];
  const href = page.facts.canonical!;
  const known = index.pages.get(path);
  if (known) return known.status === 200 ? [] : [pageIssue(page.path, 'canonical', href, `The canonical names ${path}, which answers ${known.status}.`)];
  const target = site.resolve(path);
  if (target.kind === 'page') return [];
  const where = target.kind === 'redirect' ? `redirects to ${target.location}` : target.kind === 'not-found' ? 'is not found' : 'is no page';
  return [pageIssue(page.path, 'canonical', href, `The canonical names ${path}, which ${where}.`)];
}

/** Schemes a link may use that are no address on the site. */
const CONTACT_SCHEMES = /^(?:tel|mailto|sms):/i;

/**
 * The site path and fragment an href leads to, or null for another site, another scheme or an address
 * relative to the page (the page route serves absolute paths only). The audit's link resolution
 * (site-audit.ts) reads hrefs with it too, so every path asked of site.resolve is one it answered.
 */
export function linkTarget(href: string, origin: string): { path: string | null; fragment: string | null } | null {
  if (href.startsWith('#')) return { path: null, fragment: href.slice(1) };
  if (href.startsWith('//')) return null;
  let local = href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) {
    if (href !== origin && !href.startsWith(`${origin}/`)) return null;
    local = href.slice(origin.length) || '/';
  }
  if (!local.startsWith('/')) return null;
  const hash = local.indexOf('#');
  const fragment = hash === -1 ? null : local.slice(hash + 1);
  const end = local.search(/[?#]/);
  return { path: end === -1 ? local : local.slice(0, end) || '/', fragment };
}

const decodeFragment = (fragment: string): string => {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
};

/** Where every link of a page leads: a page that exists and is listed, on its canonical path, with the anchor it names. */
export function linkIssues(page: AuditedPage, index: AuditIndex, site: SiteContext): PageIssue[] {
  const hasAnchor = (ids: readonly string[], fragment: string | null) => !fragment || ids.includes(decodeFragment(fragment));
  return page.facts.links.flatMap(({ href }) => {
    if (!href || href === '#' || CONTACT_SCHEMES.test(href)) return [];
    const target = linkTarget(href, site.origin);
    if (!target) return [];
    if (target.path === null) return hasAnchor(page.facts.ids, target.fragment) ? [] : [pageIssue(page.path, 'broken-link', href, `No element of this page has the id "${target.fragment}".`)];
    const resolved = site.resolve(target.path);
    switch (resolved.kind) {
      case 'not-found':
        return [pageIssue(page.path, 'broken-link', href, `${target.path} is not found.`)];
      case 'redirect':
        return [pageIssue(page.path, 'redirected-link', href, `${target.path} redirects to ${resolved.location}.`)];
      case 'resource':
        return [];
      case 'page': {
        const issues: PageIssue[] = [];
        const alias = index.aliases.get(resolved.path);
        const destination = index.pages.get(resolved.path);
        if (alias !== undefined) issues.push(pageIssue(page.path, 'alias-link', href, `${resolved.path} is a second path of ${alias}.`));
        else if (!destination?.inSitemap) issues.push(pageIssue(page.path, 'unlisted-link', href, `${resolved.path} is not in the sitemap.`));
        if (destination && !hasAnchor(destination.ids, target.fragment)) {
          issues.push(pageIssue(page.path, 'broken-link', href, `No element of ${resolved.path} has the id "${target.fragment}".`));
        }
        return issues;
      }
    }
  });
}

/** A listed page no other page links to: only the sitemap leads there. Links from the not-found page and aliases do not count. */
function orphanIssues(pages: AuditedPage[], site: SiteContext): PageIssue[] {
  const linked = new Set<string>();
  for (const page of pages) {
    if (page.status !== 200 || page.family === 'not-found' || page.aliasOf !== undefined) continue;
    for (const { href } of page.facts.links) {
      const path = href ? linkTarget(href, site.origin)?.path : null;
      if (path && path !== page.path) linked.add(path);
    }
  }
  return pages
    .filter((page) => page.inSitemap && page.path !== '/' && !linked.has(page.path))
    .map((page) => pageIssue(page.path, 'orphan', 'no links to this page', 'No other page links to this page; only the sitemap leads here.'));
}
