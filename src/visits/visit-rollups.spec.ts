import { firstHourToRoll, ROLLUP_OVERLAP_HOURS } from './visit-rollups.js';
import { insertEvents, type VisitRow } from './visit-sql.js';

const at = (iso: string) => new Date(iso);

describe('firstHourToRoll', () => {
  const keptFrom = at('2026-10-30T10:20:00Z');

  it('starts at the first raw event\'s hour when nothing was rolled up yet', () => {
    expect(firstHourToRoll(null, at('2026-11-28T08:42:10Z'), keptFrom)).toBe(at('2026-11-28T08:00:00Z').getTime());
    expect(firstHourToRoll(null, null, keptFrom)).toBeNull();
  });

  it('rolls up again the hours before the last one rolled up, for late batches', () => {
    expect(ROLLUP_OVERLAP_HOURS).toBe(2);
    expect(firstHourToRoll(at('2026-11-29T05:00:00Z'), at('2026-11-01T00:00:00Z'), keptFrom)).toBe(at('2026-11-29T03:00:00Z').getTime());
  });

  it('never an hour whose raw events the retention may have deleted', () => {
    expect(firstHourToRoll(at('2026-10-30T11:00:00Z'), at('2026-10-30T10:21:00Z'), keptFrom)).toBe(at('2026-10-30T11:00:00Z').getTime());
  });
});

describe('insertEvents', () => {
  const row: VisitRow = {
    at: at('2026-11-29T12:00:00Z'),
    day: '2026-11-29',
    path: '/',
    family: 'home',
    event: 'pageview',
    referrerHost: null,
    source: 'newsletter',
    medium: null,
    campaign: 'fall',
    term: null,
    content: null,
    device: 'desktop',
    visitor: 'abcdefghijklmnopqrstuv',
  };

  it('writes a batch in one statement, a row of 14 values per event', () => {
    const { sql, params } = insertEvents([row, { ...row, event: 'quote_form_open' }]);
    expect(sql.match(/insert into visit_event/g)).toHaveLength(1);
    expect(params).toHaveLength(28);
    expect(params.slice(0, 3)).toEqual([0, row.at, '2026-11-29']);
    expect(params[14 + 5]).toBe('quote_form_open');
  });
});
