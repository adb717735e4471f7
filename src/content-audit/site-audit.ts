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
import type { ApprovedFigures, AuditedPage, LinkTarget, PageFacts, PageIssue, SiteContext, UnconfirmedFacts } from './audit-model.js';
import { ClaimApprovals } from './claim-approvals.js';
import { readPage } from './page-facts.js';
import { pageIssues } from './page-checks.js';
import { auditSite, linkIssues, linkTarget } from './site-checks.js';

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

/**
 * One audit of the whole site (docs/product.md#23-content-optimizer): every sitemap URL, the aliases and
 * the not-found page, rendered in process through the views that serve visitors (the page cache is
 * neither read nor changed), read into facts, and checked page by page and across pages. Links to paths
 * that are not audited pages are answered by rendering them once.
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
    // Read once, first: the whole run holds the copy to the list as it was when the run started.
    const approvedFigures = await this.claims.figures();
    const unconfirmedFacts = await this.facts.unconfirmed();
    const inSitemap = new Set((await this.sitemap.entries()).map((entry) => entry.path));
    const aliases = this.renderer.pageAliases();
    const targets: { path: string; aliasOf?: string }[] = [
      ...[...inSitemap].map((path) => ({ path })),
      ...aliases.filter((alias) => !inSitemap.has(alias.path)).map((alias) => ({ path: alias.path, aliasOf: alias.canonicalPath })),
      { path: NOT_FOUND_AUDIT_PATH },
    ];
    const pages: AuditedPage[] = [];
    for (const target of targets) {
      if (this.stopping) throw new Error('The instance shut down during the run.');
      const rendered = await this.renderer.renderUncached(target.path);
      pages.push({
        path: target.path,
        family: target.path === NOT_FOUND_AUDIT_PATH ? 'not-found' : this.renderer.pageFamily(target.path),
        status: rendered.status,
        inSitemap: inSitemap.has(target.path),
        ...(target.aliasOf !== undefined && { aliasOf: target.aliasOf }),
        facts: readPage(rendered.html),
      });
      // Rendering and parsing are synchronous work: let visitors' requests in between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const site = this.context(await this.linkTargets(pages), approvedFigures, unconfirmedFacts);
    return { pages: pages.map(({ path, family }) => ({ path, family })), issues: auditSite(pages, site) };
  }

  /**
   * What the audit would find on one page of its own, without auditing the rest: the page's own checks,
   * and where the links of `linksHtml` lead (the part of the page being written, such as a post's body;
   * the links every page shares are the whole-site audit's). Used for a draft before it is published.
   */
  async checkPage(path: string, html: string, status: number, linksHtml: string): Promise<AuditIssue[]> {
    const facts = readPage(html);
    const page: AuditedPage = { path, family: this.renderer.pageFamily(path), status, inSitemap: true, facts };
    const linked: AuditedPage = { ...page, facts: { ...facts, links: readPage(linksHtml).links } };
    const listed = new Set((await this.sitemap.entries()).map((entry) => entry.path));
    const targets = new Map<string, LinkTarget>();
    for (const { href } of linked.facts.links) {
      const target = href === null ? null : linkTarget(href, this.renderer.settings.origin)?.path;
      if (target && !targets.has(target)) targets.set(target, target === path ? { kind: 'page', path } : await this.resolve(target));
    }
    const site: SiteContext = { ...this.context(targets, await this.claims.figures(), await this.facts.unconfirmed()), listed: (target) => listed.has(target) };
    return [...pageIssues(page, site), ...linkIssues([linked], site)];
  }

  /**
   * An audited page (a sitemap path, an alias, the not-found page's path) checked again on its own, all
   * its links followed; null for any other path.
   */
  async recheck(path: string): Promise<{ family: PageFamily; issues: AuditIssue[] } | null> {
    const audited = path === NOT_FOUND_AUDIT_PATH || this.renderer.pageAliases().some((alias) => alias.path === path) || (await this.sitemap.entries()).some((entry) => entry.path === path);
    if (!audited) return null;
    const rendered = await this.renderer.renderUncached(path);
    const family = path === NOT_FOUND_AUDIT_PATH ? 'not-found' : this.renderer.pageFamily(path);
    return { family, issues: await this.checkPage(path, rendered.html, rendered.status, rendered.html) };
  }

  private context(targetsByPath: Map<string, LinkTarget>, approvedFigures: ApprovedFigures, unconfirmedFacts: UnconfirmedFacts): SiteContext {
    return {
      origin: this.renderer.settings.origin,
      phone: this.renderer.settings.phone,
      phoneHref: this.renderer.settings.phoneHref,
      email: this.renderer.settings.email,
      resolve: (path) => targetsByPath.get(path) ?? { kind: 'not-found' },
      scriptBytes: (facts) => this.scriptBytes(facts),
      approvedFigures,
      unconfirmedFacts,
    };
  }

  /** Where every internal link of the pages leads, found once per path before the checks run. */
  private async linkTargets(pages: AuditedPage[]): Promise<Map<string, LinkTarget>> {
    const audited = new Map(pages.map((page) => [page.path, page]));
    const targets = new Map<string, LinkTarget>();
    const origin = this.renderer.settings.origin;
    for (const page of pages) {
      for (const { href } of page.facts.links) {
        const path = href === null ? null : (linkTarget(href, origin)?.path ?? null);
        if (path === null || targets.has(path)) continue;
        const known = audited.get(path);
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
