import type { SignedInPage } from '../../../core/admin-pages.js';
import { FUNNEL_LABELS, type FunnelStep, type ResultsDay, type ResultsFigures, type ResultsPageView, type ResultsReport, type ResultsRow } from '../../../core/results.js';
import { adminBase } from '../shared/admin-fixtures.js';

// Fixture reports for the results page's specs: what the results service answers, made up.

/** A row's or a total's figures; the conversion rate worked out as the service does. */
export function figures(visitors: number, formOpens: number, formStarts: number, leads: number, won: number, revenue: number): ResultsFigures {
  return { visitors, formOpens, formStarts, leads, conversionRate: visitors ? leads / visitors : 0, won, revenue };
}

const NONE = figures(0, 0, 0, 0, 0, 0);

export const DALLAS = '/locations/dallas-tx-expedite';

export const pageRows: ResultsRow[] = [
  {
    key: DALLAS,
    family: 'city',
    findingsHref: '/content-optimizer?path=%2Flocations%2Fdallas-tx-expedite#content-audit',
    editorHref: '/admin/pages/meta?path=%2Flocations%2Fdallas-tx-expedite',
    ...figures(1240, 96, 60, 31, 4, 18500),
    previous: figures(992, 80, 50, 25, 5, 20000),
  },
  { key: '/services/hot-shot', family: 'service', findingsHref: '/content-optimizer?path=%2Fservices%2Fhot-shot#content-audit', editorHref: null, ...figures(300, 12, 9, 6, 0, 0), previous: NONE },
  { key: null, ...figures(5, 0, 0, 0, 0, 0), previous: figures(5, 0, 0, 0, 0, 0) },
];

export const sourceRows: ResultsRow[] = [
  { key: 'google', medium: 'cpc', ...figures(800, 40, 30, 20, 2, 9000), previous: figures(1000, 40, 30, 20, 2, 9000) },
  { key: 'linkedin', medium: null, ...figures(50, 2, 1, 1, 0, 0), previous: figures(50, 2, 1, 1, 0, 0) },
  { key: null, ...figures(3000, 300, 200, 90, 10, 40000), previous: figures(2800, 280, 190, 80, 9, 36000) },
];

/** The days from `from`, `count` of them, with visitors and leads from `each`. */
export function days(from: string, count: number, each: (i: number) => [visitors: number, leads: number]): ResultsDay[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const [visitors, leads] = each(i);
    return { day: new Date(start + i * 86_400_000).toISOString().slice(0, 10), visitors, leads };
  });
}

/** The funnel of these counts, each step's drop worked out. */
export function funnel(counts: [visitors: number, formOpens: number, formStarts: number, leads: number, won: number]): FunnelStep[] {
  const steps = ['visitors', 'formOpens', 'formStarts', 'leads', 'won'] as const;
  return steps.map((step, i) => ({ step, label: FUNNEL_LABELS[step], count: counts[i]!, dropped: i + 1 < steps.length ? Math.max(0, counts[i]! - counts[i + 1]!) : null }));
}

export function report(overrides: Partial<ResultsReport> = {}): ResultsReport {
  return {
    from: '2026-11-01',
    to: '2026-11-30',
    previousPeriod: { from: '2026-10-02', to: '2026-10-31' },
    by: 'page',
    family: null,
    sort: 'visitors',
    rows: pageRows,
    total: figures(4210, 420, 250, 118, 12, 52000),
    previousTotal: figures(3368, 420, 240, 131, 12, 0),
    funnel: funnel([4210, 420, 250, 118, 12]),
    daily: days('2026-11-01', 30, (i) => [100 + i * 3, i % 4]),
    ...overrides,
  };
}

/** The results page's data: the last 30 days unless told otherwise. */
export function resultsPage(overrides: Partial<ResultsReport> = {}, view: Partial<Omit<ResultsPageView, 'report'>> = {}, base: SignedInPage = adminBase) {
  return { ...base, kind: 'results' as const, results: { range: '30d' as const, error: null, ...view, report: report(overrides) } };
}
