import { chartScale, dayLabels } from './results-chart.js';
import { dropWords } from './results-funnel.js';
import { changeWords, comparedWords, csvHref, pageHref, periodWords } from './results-words.js';

describe('the results page\'s words', () => {
  it('writes periods in UTC, the year once, both years across a new year, one day alone', () => {
    expect(comparedWords({ from: '2026-11-01', to: '2026-11-30', previousPeriod: { from: '2026-10-02', to: '2026-10-31' } })).toBe('Nov 1 – Nov 30, 2026, compared with Oct 2 – Oct 31');
    expect(comparedWords({ from: '2026-01-01', to: '2026-01-14', previousPeriod: { from: '2025-12-18', to: '2025-12-31' } })).toBe('Jan 1 – Jan 14, 2026, compared with Dec 18 – Dec 31, 2025');
    expect(comparedWords({ from: '2026-01-05', to: '2026-01-20', previousPeriod: { from: '2025-12-20', to: '2026-01-04' } })).toBe('Jan 5 – Jan 20, 2026, compared with Dec 20, 2025 – Jan 4, 2026');
    expect(comparedWords({ from: '2026-11-30', to: '2026-11-30', previousPeriod: { from: '2026-11-29', to: '2026-11-29' } })).toBe('Nov 30, 2026, compared with Nov 29');
    expect(periodWords({ from: '2025-12-01', to: '2026-11-30' })).toBe('Dec 1, 2025 – Nov 30, 2026');
  });

  it('says a change as up, down, no change or new; nothing when there was nothing either time', () => {
    expect(changeWords(125, 100)).toEqual({ tone: 'up', shown: '25 %', spoken: 'up' });
    expect(changeWords(90, 100)).toEqual({ tone: 'down', shown: '10 %', spoken: 'down' });
    expect(changeWords(100, 100)).toEqual({ tone: 'same', shown: 'no change', spoken: null });
    expect(changeWords(3, 0)).toEqual({ tone: 'new', shown: 'new', spoken: null });
    expect(changeWords(0, 0)).toBeNull();
  });

  it('links the page and its CSVs with the query it shows, the defaults left out', () => {
    const state = { range: 'custom' as const, from: '2026-06-01', to: '2026-06-14', by: 'page' as const, family: null, sort: 'visitors' as const };
    expect(pageHref(state, { sort: 'won' }, 'results-table')).toBe('/admin/results?from=2026-06-01&to=2026-06-14&sort=won#results-table');
    expect(csvHref({ range: '30d', by: 'page', family: null, sort: 'visitors' })).toBe('/api/admin/results.csv');
    expect(csvHref({ range: '30d', by: 'page', family: null, sort: 'visitors' }, 'daily')).toBe('/api/admin/results.csv?table=daily');
    expect(csvHref({ ...state, family: 'city' }, 'funnel')).toBe('/api/admin/results.csv?from=2026-06-01&to=2026-06-14&family=city&table=funnel');
  });

  it('scales the chart to a round top in four whole steps, zero included', () => {
    expect(chartScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(chartScale(1)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(chartScale(187)).toEqual({ top: 200, ticks: [0, 50, 100, 150, 200] });
    expect(chartScale(1234).top).toBe(1600);
    expect(chartScale(20_365).top).toBe(24_000);
  });

  it('labels every n-th day, every other one only from tablets up', () => {
    expect(dayLabels(1)).toEqual([{ index: 0, minor: false }]);
    expect(dayLabels(7).map((label) => label.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(dayLabels(7).filter((label) => !label.minor)).toHaveLength(4);
    expect(dayLabels(90).map((label) => label.index)).toEqual([0, 12, 24, 36, 48, 60, 72, 84]);
  });

  it('says how many did not go on at a step', () => {
    expect(dropWords({ step: 'visitors', label: 'Visitors', count: 500, dropped: 312 })).toBe('312 did not go on, 62 %');
    expect(dropWords({ step: 'leads', label: 'Leads', count: 4, dropped: 0 })).toBe('All went on');
    expect(dropWords({ step: 'leads', label: 'Leads', count: 0, dropped: 0 })).toBeNull();
    expect(dropWords({ step: 'won', label: 'Won', count: 3, dropped: null })).toBeNull();
  });
});
