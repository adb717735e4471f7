import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_HOME_PATH } from '../../core/admin.js';
import { auditFilterQuery } from '../../core/content-audit.js';
import { zonedDate } from '../../core/desk-days.js';
import { adminPageMetaPath } from '../../core/page-meta.js';
import { FUNNEL_LABELS, type FunnelStep, type ResultsDay, type ResultsFigures, type ResultsReport, type ResultsRow } from '../../core/results.js';
import { STUDIO_PATHS } from '../../core/studio-posts.js';
import { PostRows } from '../blog/index.js';
import { Clock } from '../common/clock.js';
import { AppConfig } from '../config/app-config.js';
import { RenderService } from '../render/render.service.js';
import { SitemapRegistry } from '../seo/index.js';
import { daysOf, presetDays, previousPeriod, rollupReads, type ResultsQuery } from './results-query.js';
import { leadDaysSql, leadGroupsSql, PAGE_VIEWS_SQL, ROLLED_TO_SQL, visitDaysSql, visitGroupsSql, type LeadGroupRow, type VisitGroupRow } from './results-sql.js';

/** The counts of a row in one period, before the rate is worked out; the revenue in cents. */
type Counts = Omit<ResultsFigures, 'conversionRate'>;
const noCounts = (): Counts => ({ visitors: 0, formOpens: 0, formStarts: 0, leads: 0, won: 0, revenue: 0 });

/** What a visit event adds to a row: a landing page view its visitor, a funnel event its step. No other event is read. */
const EVENT_FIGURE: Partial<Record<string, 'visitors' | 'formOpens' | 'formStarts'>> = { pageview: 'visitors', quote_form_open: 'formOpens', form_start: 'formStarts' };
const REPORTED_EVENTS = Object.keys(EVENT_FIGURE);

/** The figures as shown: the revenue, counted in cents, in dollars; the rate worked out. */
const withRate = (counts: Counts): ResultsFigures => ({ ...counts, revenue: counts.revenue / 100, conversionRate: counts.visitors === 0 ? 0 : counts.leads / counts.visitors });

function add(into: Counts, from: Counts): void {
  for (const name of Object.keys(into) as (keyof Counts)[]) into[name] += from[name];
}

interface Group {
  key: string | null;
  medium: string | null;
  now: Counts;
  before: Counts;
}

/**
 * The results (docs/product.md#27-results): a report's rows, total, funnel and days, each figure of its
 * period and of the period before. Visitors are counted where they landed, form opens and starts where
 * they happened, leads (spam aside) by their first touch, and won leads and their values by the day the
 * lead came in.
 */
@Injectable()
export class ResultsReports {
  constructor(
    private readonly em: EntityManager,
    private readonly renderer: RenderService,
    private readonly posts: PostRows,
    private readonly sitemap: SitemapRegistry,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Each page's views in the last `days` days (today, the desk's, included), by path: the optimizer shows them. */
  async pageViews(days: number): Promise<Map<string, number>> {
    const period = presetDays(days, zonedDate(this.clock.date(), this.config.DESK_TIME_ZONE));
    const rolledTo = await this.rolledTo();
    const rows = await this.em.getConnection().execute<{ path: string; views: string }[]>(PAGE_VIEWS_SQL, [period.from, period.to, rolledTo, period.from, period.to]);
    return new Map(rows.map((row) => [row.path, Number(row.views)]));
  }

  /** The first instant of the raw events not rolled up yet (null: none is). */
  private async rolledTo(): Promise<Date | null> {
    const [rolled] = await this.em.getConnection().execute<{ rolledTo: Date | null }[]>(ROLLED_TO_SQL);
    return rolled?.rolledTo ?? null;
  }

  async report(query: ResultsQuery): Promise<ResultsReport> {
    const before = previousPeriod(query);
    const zone = this.config.DESK_TIME_ZONE;
    const connection = this.em.getConnection();
    const rolledTo = await this.rolledTo();
    const family = query.family;
    const sitemap = (await this.sitemap.entries()).map((entry) => entry.path);
    const paths = family ? sitemap.filter((path) => this.renderer.pageFamily(path) === family) : [];
    const pathCount = family ? paths.length : null;
    const familyParam = family ? [family] : [];
    // Each period's whole months from visit_monthly, the days around them from visit_daily.
    const reads = [rollupReads(before), rollupReads(query)];
    const monthRanges = reads.flatMap((read) => (read.months ? [read.months.from, read.months.to] : []));
    const dayRanges = reads.flatMap((read) => read.days.flatMap((range) => [range.from, range.to]));
    const groupsSql = visitGroupsSql(query.by, family !== null, { months: monthRanges.length / 2, days: dayRanges.length / 2 }, REPORTED_EVENTS);
    const [visitGroups, leadGroups, visitDays, leadDays] = await Promise.all([
      connection.execute<VisitGroupRow[]>(groupsSql, [
        ...[query.from, query.by, ...monthRanges, ...familyParam],
        ...[query.from, query.by, ...dayRanges, ...familyParam],
        ...[query.from, rolledTo, before.from, query.to, ...familyParam],
      ]),
      connection.execute<LeadGroupRow[]>(leadGroupsSql(query.by, pathCount), [query.from, zone, before.from, zone, query.to, zone, ...paths]),
      connection.execute<{ day: string; visitors: string }[]>(visitDaysSql(family !== null), [query.from, query.to, ...familyParam, rolledTo, query.from, query.to, ...familyParam]),
      connection.execute<{ day: string; leads: string }[]>(leadDaysSql(pathCount), [zone, query.from, zone, query.to, zone, ...paths]),
    ]);
    const groups = this.groups(visitGroups, leadGroups);
    const total = noCounts();
    const previousTotal = noCounts();
    for (const group of groups.values()) {
      add(total, group.now);
      add(previousTotal, group.before);
    }
    const rows = await this.rows(query, groups, sitemap);
    return {
      from: query.from,
      to: query.to,
      previousPeriod: before,
      by: query.by,
      family,
      sort: query.sort,
      rows,
      total: withRate(total),
      previousTotal: withRate(previousTotal),
      funnel: funnel(total),
      daily: days(query, visitDays, leadDays),
    };
  }

  private groups(visits: VisitGroupRow[], leads: LeadGroupRow[]): Map<string, Group> {
    const groups = new Map<string, Group>();
    const group = (key: string | null, medium: string | null): Group => {
      const id = JSON.stringify([key, medium]);
      let found = groups.get(id);
      if (!found) groups.set(id, (found = { key, medium, now: noCounts(), before: noCounts() }));
      return found;
    };
    for (const row of visits) {
      const figure = EVENT_FIGURE[row.event];
      if (!figure) continue;
      const found = group(row.key, row.medium);
      found.now[figure] += Number(figure === 'visitors' ? row.visitors : row.count);
      found.before[figure] += Number(figure === 'visitors' ? row.before_visitors : row.before_count);
    }
    for (const row of leads) {
      const { now, before } = group(row.key, row.medium);
      now.leads += Number(row.leads);
      now.won += Number(row.won);
      now.revenue += Number(row.revenue_cents);
      before.leads += Number(row.before_leads);
      before.won += Number(row.before_won);
      before.revenue += Number(row.before_revenue_cents);
    }
    return groups;
  }

  private async rows(query: ResultsQuery, groups: Map<string, Group>, sitemap: string[]): Promise<ResultsRow[]> {
    const editors = query.by === 'page' ? await this.editors(sitemap) : null;
    const rows: ResultsRow[] = [];
    for (const group of groups.values()) {
      if (Object.values(group.now).every((n) => n === 0) && Object.values(group.before).every((n) => n === 0)) continue;
      const row: ResultsRow = { key: group.key, ...withRate(group.now), previous: withRate(group.before) };
      if (query.by === 'source') row.medium = group.medium;
      if (query.by === 'page' && group.key !== null) {
        row.family = this.renderer.pageFamily(group.key);
        row.findingsHref = `${ADMIN_HOME_PATH}?${auditFilterQuery({ path: group.key })}`;
        row.editorHref = editors!(group.key);
      }
      rows.push(row);
    }
    const by = query.sort;
    return rows.sort((a, b) => b[by] - a[by] || b.visitors - a.visitors || (a.key ?? '\uffff').localeCompare(b.key ?? '\uffff') || (a.medium ?? '').localeCompare(b.medium ?? ''));
  }

  /** Where a page's words are edited: a post in the studio, another sitemap page's title and description. */
  private async editors(sitemap: string[]): Promise<(path: string) => string | null> {
    const posts = await this.posts.publishedIds();
    const pages = new Set(sitemap);
    return (path) => {
      const post = posts.get(path);
      if (post !== undefined) return STUDIO_PATHS.post(post);
      return pages.has(path) ? adminPageMetaPath(path) : null;
    };
  }
}

/** Visitors, form opens, forms started, leads and won, each with how many did not go on. */
function funnel(total: Counts): FunnelStep[] {
  const steps = (['visitors', 'formOpens', 'formStarts', 'leads', 'won'] as const).map((step) => ({ step, label: FUNNEL_LABELS[step], count: total[step] }));
  return steps.map((step, n) => ({ ...step, dropped: n === steps.length - 1 ? null : Math.max(0, step.count - steps[n + 1]!.count) }));
}

/** Every day of the period, with its visitors and leads (0 for a day without). */
function days(period: ResultsQuery, visits: { day: string; visitors: string }[], leads: { day: string; leads: string }[]): ResultsDay[] {
  const visitors = new Map(visits.map((row) => [row.day, Number(row.visitors)]));
  const leadCounts = new Map(leads.map((row) => [row.day, Number(row.leads)]));
  return daysOf(period).map((day) => ({ day, visitors: visitors.get(day) ?? 0, leads: leadCounts.get(day) ?? 0 }));
}
