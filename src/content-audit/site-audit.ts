import { statSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { PageFamily } from '../../core/content-audit.js';
import { ASSETS_DIR } from '../render/asset-store.js';
import { decidePagePath } from '../render/page-path.js';
import { RenderService } from '../render/render.service.js';
import { SitemapRegistry } from '../seo/index.js';
import type { AuditIssue } from '../../core/content-audit.js';
import { CompanyFactsService } from '../company-facts/index.js';
import type { AuditedPage, LinkTarget, PageFacts, PageIssue, SiteContext } from './audit-model.js';
import { ClaimApprovals } from './claim-approvals.js';
import { readPage } from './page-facts.js';
import { pageIssues } from './page-checks.js';
import { auditIndex, auditSite, indexedPage, linkIssues, linkTarget, pageAudit, pathsNamed, type AuditIndex, type IndexedPage } from './site-checks.js';

/** The path the not-found page is audited under (any unknown path renders it). */
export const NOT_FOUND_AUDIT_PATH = '/404';

/** What the site serves at these paths is no page but is there: a link to it is fine. */
const RESOURCE_PATHS = new Set(['/blog/feed.xml', '/sitemap.xml', '/robots.txt', '/favicon.ico', '/admin/login', '/content-optimizer']);
const RESOURCE_PREFIXES = ['/assets/', '/api/'];

/** Islands that wait for the visitor's first interaction load nothing before it. */
const LAZY_HYDRATION = 'interaction';

export interface SiteAuditResult {
  pages: { path: string; family: PageFamily }[];
  issues: PageIssue[];
}

/** A page an audit covers: a path, and for an alias the page it is a second path of. */
interface AuditTarget {
  path: string;
  aliasOf?: string;
}

/** What an audit covers: every sitemap path, the aliases the sitemap does not list, the not-found page. */
interface AuditScope {
  targets: ReadonlyMap<string, AuditTarget>;
  inSitemap: ReadonlySet<string>;
}

/** The lists the copy is held to, read once per audit, as it starts. */
type AuditLists = Pick<SiteContext, 'approvedFigures' | 'unconfirmedFacts'>;

/**
 * One audit of the whole site (docs/product.md#23-content-optimizer): every sitemap URL, the aliases and
 * the not-found page, rendered in process through the views that serve visitors (the page cache is
 * neither read nor changed), read into facts, and checked page by page and across pages. Links to paths
 * that are not audited pages are answered by rendering them once. One page is checked on its own by the
 * same rules (recheck): its findings are the whole audit's for it, but for the checks that compare every
 * page of the site (SITE_WIDE_CHECKS).
 */
@Injectable()
export class SiteAudit {
  private stopping = false;

  constructor(
    private readonly renderer: RenderService,
    private readonly sitemap: SitemapRegistry,
    private readonly claims: ClaimApprovals,
    private readonly facts: CompanyFactsService,
  ) {}

  /** Called when the instance shuts down: a run under way throws at its next page. */
  stop(): void {
    this.stopping = true;
  }

  async run(): Promise<SiteAuditResult> {
    // Read once, first: the whole run holds the copy to the lists as they were when the run started.
    const lists = await this.lists();
    const scope = await this.scope();
    const pages: AuditedPage[] = [];
    for (const target of scope.targets.values()) {
      if (this.stopping) throw new Error('The instance shut down during the run.');
      pages.push(await this.auditedPage(target, scope));
      // Rendering and parsing are synchronous work: let visitors' requests in between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const site = this.context(await this.linkTargets(pages, auditIndex(pages.map(indexedPage))), lists);
    return { pages: pages.map(({ path, family }) => ({ path, family })), issues: auditSite(pages, site) };
  }

  /**
   * An audited page (a sitemap path, an alias, the not-found page's path) checked again on its own, now:
   * the page and every audited page it links to or names as canonical are rendered and read as the
   * whole audit reads them, and the page's findings are pageAudit's, as in run(). Null for any other path.
   */
  async recheck(path: string): Promise<{ family: PageFamily; issues: PageIssue[] } | null> {
    const scope = await this.scope();
    const target = scope.targets.get(path);
    if (!target) return null;
    const lists = await this.lists();
    const page = await this.auditedPage(target, scope);
    const index = auditIndex([indexedPage(page), ...(await this.namedPages(page, scope))]);
    const site = this.context(await this.linkTargets([page], index), lists);
    return { family: page.family, issues: pageAudit(page, index, site) };
  }

  /**
   * What the audit would find on a page being written (a post's draft), without auditing the rest: the
   * page's own checks, and where the links of `linksHtml` lead (the part of the page being written, such
   * as a post's body; the links every page shares are the whole audit's), by the rules of pageAudit's
   * link checks. The draft counts as listed in the sitemap, as it will be once published.
   */
  async checkPage(path: string, html: string, status: number, linksHtml: string): Promise<AuditIssue[]> {
    const scope = await this.scope();
    const facts = readPage(html);
    const page: AuditedPage = { path, family: this.renderer.pageFamily(path), status, inSitemap: true, facts };
    const linked: AuditedPage = { ...page, facts: { ...facts, links: readPage(linksHtml).links } };
    const index = auditIndex([indexedPage(linked), ...(await this.namedPages(linked, scope))]);
    const site = this.context(await this.linkTargets([linked], index), await this.lists());
    return [...pageIssues(page, site), ...linkIssues(linked, index, site)];
  }

  private async lists(): Promise<AuditLists> {
    return { approvedFigures: await this.claims.figures(), unconfirmedFacts: await this.facts.unconfirmed() };
  }

  private async scope(): Promise<AuditScope> {
    const inSitemap = new Set((await this.sitemap.entries()).map((entry) => entry.path));
    const targets = new Map<string, AuditTarget>([...inSitemap].map((path) => [path, { path }]));
    for (const alias of this.renderer.pageAliases()) {
      if (!inSitemap.has(alias.path)) targets.set(alias.path, { path: alias.path, aliasOf: alias.canonicalPath });
    }
    targets.set(NOT_FOUND_AUDIT_PATH, { path: NOT_FOUND_AUDIT_PATH });
    return { targets, inSitemap };
  }

  /** An audited page rendered now and read into facts. */
  private async auditedPage(target: AuditTarget, scope: AuditScope): Promise<AuditedPage> {
    const rendered = await this.renderer.renderUncached(target.path);
    return {
      path: target.path,
      family: target.path === NOT_FOUND_AUDIT_PATH ? 'not-found' : this.renderer.pageFamily(target.path),
      status: rendered.status,
      inSitemap: scope.inSitemap.has(target.path),
      ...(target.aliasOf !== undefined && { aliasOf: target.aliasOf }),
      facts: readPage(rendered.html),
    };
  }

  /**
   * The audited pages other than itself that a page links to or names as canonical, rendered now, as the
   * index holds them. Only the pages a link names an anchor of are read whole, for their ids: the
   * locations index links to every city, and reading each of them would take as long as the whole audit.
   */
  private async namedPages(page: AuditedPage, scope: AuditScope): Promise<IndexedPage[]> {
    const origin = this.renderer.settings.origin;
    const anchored = new Set(
      page.facts.links.flatMap(({ href }) => {
        const target = href === null ? null : linkTarget(href, origin);
        return target?.path && target.fragment ? [target.path] : [];
      }),
    );
    const named: IndexedPage[] = [];
    for (const path of pathsNamed(page, origin)) {
      const target = scope.targets.get(path);
      if (!target || path === page.path) continue;
      const rendered = await this.renderer.renderUncached(path);
      const ids = anchored.has(path) ? readPage(rendered.html).ids : [];
      named.push({ path, status: rendered.status, inSitemap: scope.inSitemap.has(path), aliasOf: target.aliasOf, ids });
    }
    return named;
  }

  private context(targetsByPath: Map<string, LinkTarget>, lists: AuditLists): SiteContext {
    return {
      origin: this.renderer.settings.origin,
      phone: this.renderer.settings.phone,
      phoneHref: this.renderer.settings.phoneHref,
      email: this.renderer.settings.email,
      resolve: (path) => targetsByPath.get(path) ?? { kind: 'not-found' },
      scriptBytes: (facts) => this.scriptBytes(facts),
      ...lists,
    };
  }

  /** Where every path the pages name leads (links and canonicals), found once per path before the checks run. */
  private async linkTargets(pages: AuditedPage[], index: AuditIndex): Promise<Map<string, LinkTarget>> {
    const targets = new Map<string, LinkTarget>();
    for (const page of pages) {
      for (const path of pathsNamed(page, this.renderer.settings.origin)) {
        if (targets.has(path)) continue;
        const known = index.pages.get(path);
        targets.set(path, known ? (known.status === 200 ? { kind: 'page', path } : { kind: 'not-found' }) : await this.resolve(path));
      }
    }
    return targets;
  }

  /** How the site answers a path that is not an audited page, as the page route would. */
  private async resolve(path: string): Promise<LinkTarget> {
    if (RESOURCE_PATHS.has(path) || RESOURCE_PREFIXES.some((prefix) => path.startsWith(prefix))) return { kind: 'resource' };
    const decision = decidePagePath(path);
    if (decision.kind === 'not_found') return { kind: 'not-found' };
    if (decision.kind === 'redirect') return { kind: 'redirect', location: decision.location };
    if (!this.renderer.isPagePath(path)) {
      const lower = path.toLowerCase();
      return lower !== path && this.renderer.isPagePath(lower) ? { kind: 'redirect', location: lower } : { kind: 'not-found' };
    }
    const rendered = await this.renderer.renderUncached(path);
    if (rendered.status === 200) return { kind: 'page', path };
    if (rendered.location !== undefined) return { kind: 'redirect', location: rendered.location };
    return { kind: 'not-found' };
  }

  /**
   * Gzip bytes of the JavaScript a page loads before any interaction: the client entry with its static
   * imports, and for islands that hydrate at idle time or on sight, React and each island's chunks.
   */
  private scriptBytes(facts: PageFacts): number {
    const scripts = this.renderer.assets.scripts;
    if (!scripts || !facts.scripts.includes(this.renderer.assets.entry)) return 0;
    const files = new Set(scripts.entry);
    const eager = facts.islands.filter((island) => island.hydrate !== LAZY_HYDRATION);
    if (eager.length > 0) for (const file of scripts.react) files.add(file);
    for (const island of eager) for (const file of scripts.islands[island.name] ?? []) files.add(file);
    let bytes = 0;
    for (const file of files) bytes += gzipSize(file);
    return bytes;
  }
}

const sizes = new Map<string, number>();

/** The size of an asset's precompressed .gz file (the build writes one beside every script). */
function gzipSize(url: string): number {
  let size = sizes.get(url);
  if (size === undefined) {
    const file = join(ASSETS_DIR, url.replace(/^\/assets\//, ''));
    try {
      size = statSync(`${file}.gz`).size;
    } catch {
      size = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
    }
    sizes.set(url, size);
  }
  return size;
}
