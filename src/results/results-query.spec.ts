import { daysOf, parseResultsQuery, presetPeriod, previousPeriod, ResultsQueryError, rollupReads } from './results-query.js';

const TODAY = '2026-11-29';

function refusal(raw: Record<string, unknown>): { field: string; message: string } {
  try {
    parseResultsQuery(raw, TODAY);
  } catch (error) {
    if (error instanceof ResultsQueryError) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('parseResultsQuery', () => {
  it('reads the last 30 days by page, sorted by visitors, when nothing is asked', () => {
    expect(parseResultsQuery({}, TODAY)).toEqual({ range: '30d', from: '2026-10-31', to: TODAY, by: 'page', family: null, sort: 'visitors', table: 'rows' });
  });

  it('reads a preset range ending today, whatever from and to say', () => {
    expect(parseResultsQuery({ range: 'today' }, TODAY)).toMatchObject({ range: 'today', from: TODAY, to: TODAY });
    expect(parseResultsQuery({ range: '7d', from: '2020-01-01', to: '2020-01-02' }, TODAY)).toMatchObject({ range: '7d', from: '2026-11-23', to: TODAY });
    expect(parseResultsQuery({ range: '90d' }, TODAY)).toMatchObject({ from: '2026-09-01', to: TODAY });
  });

  it('reads a custom range, the dimension, the family, the sort and the CSV table', () => {
    expect(parseResultsQuery({ range: 'custom', from: '2026-02-01', to: '2026-02-28', by: 'campaign', family: 'city', sort: 'revenue', table: 'daily' }, TODAY)).toEqual({
      range: 'custom',
      from: '2026-02-01',
      to: '2026-02-28',
      by: 'campaign',
      family: 'city',
      sort: 'revenue',
      table: 'daily',
    });
    expect(parseResultsQuery({ from: '2025-11-29', to: '2026-11-29' }, TODAY)).toMatchObject({ range: 'custom' });
    // Empty values are as good as absent (a form sends its empty fields).
    expect(parseResultsQuery({ family: '', from: '', to: '' }, TODAY)).toMatchObject({ range: '30d', family: null });
  });

  it('names the field it cannot use', () => {
    expect(refusal({ by: 'device' })).toEqual({ field: 'by', message: 'by must be one of page, source, campaign, referrer' });
    expect(refusal({ range: 'year' })).toEqual({ field: 'range', message: 'range must be one of today, 7d, 30d, 90d, custom' });
    expect(refusal({ sort: ['visitors', 'leads'] })).toEqual({ field: 'sort', message: 'sort must be given once' });
    expect(refusal({ range: 'custom' })).toEqual({ field: 'from', message: 'from and to must be given for a custom range, as YYYY-MM-DD' });
    expect(refusal({ from: '2026-02-29', to: '2026-03-01' })).toEqual({ field: 'from', message: 'from must be a date as YYYY-MM-DD' });
    expect(refusal({ from: '2026-3-1', to: '2026-03-01' })).toEqual({ field: 'from', message: 'from must be a date as YYYY-MM-DD' });
    expect(refusal({ to: '2026-03-01' })).toEqual({ field: 'from', message: 'from must be a date as YYYY-MM-DD' });
    expect(refusal({ from: '2026-03-01', to: 'tomorrow' })).toEqual({ field: 'to', message: 'to must be a date as YYYY-MM-DD' });
    expect(refusal({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ field: 'from', message: 'from must not be after to' });
    expect(refusal({ from: '2025-11-28', to: '2026-11-29' })).toEqual({ field: 'to', message: 'from and to must be at most 366 days apart' });
  });
});

describe('periods', () => {
  it('compares with the days just before, as many as the period has', () => {
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('lists every day of a period, across a month and a daylight-saving change', () => {
    expect(daysOf({ from: '2026-10-30', to: '2026-11-02' })).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(daysOf(presetPeriod('7d', TODAY))).toHaveLength(7);
  });
});

describe('rollupReads', () => {
  it('reads whole months from the monthly rollups and the days around them from the daily ones', () => {
    expect(rollupReads({ from: '2025-11-29', to: '2026-11-29' })).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      days: [
        { from: '2025-11-29', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-29' },
      ],
    });
    expect(rollupReads({ from: '2026-01-31', to: '2026-03-01' })).toEqual({
      months: { from: '2026-02-01', to: '2026-02-01' },
      days: [
        { from: '2026-01-31', to: '2026-01-31' },
        { from: '2026-03-01', to: '2026-03-01' },
      ],
    });
  });

  it('reads a period of whole months from the monthly rollups alone, across a year and in a leap February', () => {
    expect(rollupReads({ from: '2025-12-01', to: '2026-01-31' })).toEqual({ months: { from: '2025-12-01', to: '2026-01-01' }, days: [] });
    expect(rollupReads({ from: '2028-02-01', to: '2028-02-29' })).toEqual({ months: { from: '2028-02-01', to: '2028-02-01' }, days: [] });
  });

  it('reads a period without a whole month day by day', () => {
    expect(rollupReads({ from: '2026-03-05', to: '2026-03-20' })).toEqual({ months: null, days: [{ from: '2026-03-05', to: '2026-03-20' }] });
    expect(rollupReads({ from: '2026-01-02', to: '2026-02-27' })).toEqual({ months: null, days: [{ from: '2026-01-02', to: '2026-02-27' }] });
    expect(rollupReads({ from: '2028-02-01', to: '2028-02-28' })).toEqual({ months: null, days: [{ from: '2028-02-01', to: '2028-02-28' }] });
    expect(rollupReads({ from: '2026-11-29', to: '2026-11-29' })).toEqual({ months: null, days: [{ from: '2026-11-29', to: '2026-11-29' }] });
  });
});
