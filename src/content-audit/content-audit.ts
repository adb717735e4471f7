import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AUDIT_PAGES_SHOWN,
  AUDIT_VIEWS_DAYS,
  findingKey,
  SITE_WIDE_CHECKS,
  type AuditDashboardView,
  type AuditFilterView,
  type AuditPageView,
  type AuditReportView,
  type AuditRunView,
  type PageRecheckView,
} from '../../core/content-audit.js';
import { can, type AdminRole } from '../../core/admin.js';
import { activeRun, findingRow, findingView, pageView, runView, type FindingRow, type RunRow } from './audit-rows.js';
import { postsFixing, type PostAt, type PublishedPost } from './post-fixes.js';
import { ResultsReports } from '../results/index.js';
import { SiteAudit } from './site-audit.js';

const matches = (row: FindingRow, filter: AuditFilterView) =>
  (!filter.severity || row.severity === filter.severity) &&
  (!filter.check || row.check === filter.check) &&
  (!filter.family || row.family === filter.family) &&
  (!filter.path || row.path.toLowerCase().includes(filter.path.toLowerCase()));

/**
 * What the content optimizer shows (docs/product.md#234-the-dashboard-and-the-api): the runs, a run's
 * report with what changed since the run before, the dashboard's panel, and one page checked again on its
 * own. The runs themselves are audit-runner.ts's.
 */
@Injectable()
export class ContentAudit {
  constructor(
    private readonly em: EntityManager,
    private readonly siteAudit: SiteAudit,
    private readonly results: ResultsReports,
  ) {}

  activeRun(): Promise<AuditRunView | null> {
    return activeRun(this.em);
  }

  async runs(limit = 20): Promise<AuditRunView[]> {
    const rows = await this.em.getConnection().execute<RunRow[]>(`select * from audit_run order by queued_at desc limit ?`, [limit]);
    return rows.map(runView);
  }

  /** What the dashboard shows: the latest finished run's report under the filter, the run under way, and whether this role may start one. */
  async dashboard(filter: AuditFilterView, role: AdminRole): Promise<AuditDashboardView> {
    const connection = this.em.getConnection();
    const [latest] = await connection.execute<RunRow[]>(`select * from audit_run where status = 'done' order by finished_at desc limit 1`);
    const [ended] = await connection.execute<RunRow[]>(`select * from audit_run where status in ('done', 'failed') order by finished_at desc limit 1`);
    return {
      filter,
      report: latest ? await this.reportOf(latest, filter) : null,
      running: await this.activeRun(),
      lastFailed: ended?.status === 'failed' ? runView(ended) : null,
      canStart: can(role, 'content:change'),
    };
  }

  /** A run and its report under the filter (null until the run is done); null for an unknown run. */
  async detail(id: string, filter: AuditFilterView): Promise<{ run: AuditRunView; report: AuditReportView | null } | null> {
    const [row] = await this.em.getConnection().execute<RunRow[]>(`select * from audit_run where id = ?`, [id]);
    if (!row) return null;
    return { run: runView(row), report: row.status === 'done' ? await this.reportOf(row, filter) : null };
  }

  private async reportOf(row: RunRow, filter: AuditFilterView): Promise<AuditReportView> {
    const connection = this.em.getConnection();
    const [previous] = await connection.execute<RunRow[]>(
      `select * from audit_run where status = 'done' and finished_at < ? order by finished_at desc limit 1`,
      [row.finished_at],
    );
    const findings = await this.findingsOf(row.id);
    const before = previous ? await this.findingsOf(previous.id) : [];
    const postAt = await this.fixingPosts();
    const views = await this.results.pageViews(AUDIT_VIEWS_DAYS);
    const keys = (rows: FindingRow[]) => new Set(rows.map((f) => findingKey(f.path, f.check, f.subject)));
    const nowKeys = keys(findings);
    const beforeKeys = keys(before);

    const byPath = new Map<string, FindingRow[]>();
    for (const finding of findings) byPath.set(finding.path, [...(byPath.get(finding.path) ?? []), finding]);
    const pages: AuditPageView[] = [];
    for (const [path, rows] of byPath) {
      const shown = rows.filter((f) => matches(f, filter));
      if (shown.length > 0) pages.push(pageView(path, rows[0]!.family, rows, postAt, views.get(path) ?? 0, shown));
    }
    pages.sort((a, b) => (filter.sort === 'views' ? b.views - a.views : 0) || a.score - b.score || a.path.localeCompare(b.path));
    return {
      run: runView(row),
      previous: previous ? runView(previous) : null,
      filter,
      pages: pages.slice(0, AUDIT_PAGES_SHOWN),
      matchingPages: pages.length,
      cleanPages: Math.max(0, row.pages - pages.length),
      averageScore: row.pages === 0 ? 100 : Math.round(row.score_total / row.pages),
      newFindings: previous ? findings.filter((f) => matches(f, filter) && !beforeKeys.has(findingKey(f.path, f.check, f.subject))).length : 0,
      resolved: before
        .filter((f) => matches(f, filter) && !nowKeys.has(findingKey(f.path, f.check, f.subject)))
        .slice(0, 100)
        .map((f) => ({ ...findingView(f, postAt), path: f.path })),
    };
  }

  /**
   * One page audited again on its own, now ("Check this page again"): the site audit's findings for it
   * (SiteAudit.recheck), and those of the checks that compare every page (SITE_WIDE_CHECKS) as the last
   * finished run found them; null for a path that is no audited page (not in the sitemap, no alias).
   */
  async recheck(path: string): Promise<PageRecheckView | null> {
    const started = performance.now();
    const checked = await this.siteAudit.recheck(path);
    if (!checked) return null;
    const kept = (await this.lastFindings(path)).filter((row) => SITE_WIDE_CHECKS.has(row.check));
    const rows = [...checked.issues.map((issue) => findingRow(issue, checked.family)), ...kept];
    const views = (await this.results.pageViews(AUDIT_VIEWS_DAYS)).get(path) ?? 0;
    return { ...pageView(path, checked.family, rows, await this.fixingPosts(), views), checkedAt: new Date().toISOString(), ms: Math.round(performance.now() - started) };
  }

  /** The findings the latest finished run has on a page. */
  private async lastFindings(path: string): Promise<FindingRow[]> {
    return this.em.getConnection().execute<FindingRow[]>(
      `select path, family, severity, "check", subject, message from audit_finding
        where run_id = (select id from audit_run where status = 'done' order by finished_at desc limit 1) and path = ? order by id`,
      [path],
    );
  }

  /** Which published post each finding is fixed in (post-fixes.ts). */
  private async fixingPosts(): Promise<PostAt> {
    const posts = await this.em
      .getConnection()
      .execute<PublishedPost[]>(`select id, slug, title, excerpt from post where state = 'published' order by published_at desc, id desc`);
    return postsFixing(posts);
  }

  private findingsOf(runId: string): Promise<FindingRow[]> {
    return this.em
      .getConnection()
      .execute<FindingRow[]>(`select path, family, severity, "check", subject, message from audit_finding where run_id = ? order by path, id`, [runId]);
  }
}
