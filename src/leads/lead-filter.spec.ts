import { RequestValidationError } from '../common/request-validation.js';
import { likeEscape, parseLeadFilter, searchPatterns } from './lead-filter.js';

const TZ = 'America/New_York';

function fieldsOf(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    if (error instanceof RequestValidationError) return error.fields;
    throw error;
  }
  throw new Error('no validation error');
}

describe('the inbox filter', () => {
  it('hides spam unless asked for or filtered on', () => {
    expect(parseLeadFilter({}, TZ)).toEqual({ patterns: [], includeSpam: false });
    expect(parseLeadFilter({ spam: true }, TZ).includeSpam).toBe(true);
    expect(parseLeadFilter({ status: 'spam' }, TZ)).toEqual({ status: 'spam', patterns: [], includeSpam: true });
  });

  it('reads days in the desk time zone, the last day whole', () => {
    const query = parseLeadFilter({ from: '2026-11-01', to: '2026-11-01' }, TZ);
    // 1 November 2026 in New York: EDT (UTC-4) until 2 a.m., the next day starts at EST (UTC-5).
    expect(query.from).toEqual(new Date('2026-11-01T04:00:00Z'));
    expect(query.to).toEqual({ at: new Date('2026-11-02T05:00:00Z'), inclusive: false });
    expect(parseLeadFilter({ to: '2026-12-31' }, TZ).to).toEqual({ at: new Date('2027-01-01T05:00:00Z'), inclusive: false });
  });

  it('takes instants with their offsets, the end included', () => {
    const query = parseLeadFilter({ from: '2026-11-23T10:00:00-05:00', to: '2026-11-23T15:00:00.5Z' }, TZ);
    expect(query.from).toEqual(new Date('2026-11-23T15:00:00Z'));
    expect(query.to).toEqual({ at: new Date('2026-11-23T15:00:00.500Z'), inclusive: true });
  });

  it('names each bad part', () => {
    expect(fieldsOf(() => parseLeadFilter({ from: '2026-02-29' }, TZ))).toEqual({ from: 'from must be a date (YYYY-MM-DD) or an ISO 8601 instant with its offset' });
    expect(fieldsOf(() => parseLeadFilter({ to: '2026-11-23T10:00:00' }, TZ))).toEqual({ to: 'to must be a date (YYYY-MM-DD) or an ISO 8601 instant with its offset' });
    expect(fieldsOf(() => parseLeadFilter({ from: '2026-11-02', to: '2026-11-01' }, TZ))).toEqual({ from: 'from must not be after to' });
    expect(fieldsOf(() => parseLeadFilter({ q: ' ab ' }, TZ))).toEqual({ q: 'q must be 3 to 100 characters' });
    expect(fieldsOf(() => parseLeadFilter({ q: 'abc\u0000' }, TZ))).toEqual({ q: 'q must not contain control characters or line breaks' });
    expect(fieldsOf(() => parseLeadFilter({ kind: 'truck' as never, source: 'Home Form' }, TZ))).toEqual({
      kind: 'kind must be one of the following values: quote, freight_agent, carrier',
      source: 'source must be 1 to 80 lower-case letters, digits, dashes or underscores',
    });
    expect(parseLeadFilter({ from: '2026-11-01', to: '2026-11-01' }, TZ).from).toBeDefined();
  });

  it('searches the text as typed with LIKE wildcards escaped, and a phone by its digits too', () => {
    expect(likeEscape('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(searchPatterns('Reyes')).toEqual(['%reyes%']);
    expect(searchPatterns('(704) 555-01')).toEqual(['%(704) 555-01%', '%70455501%']);
    expect(searchPatterns('7045550142')).toEqual(['%7045550142%']);
    expect(searchPatterns('a-1')).toEqual(['%a-1%']);
    expect(parseLeadFilter({ q: '  dana  ' }, TZ).patterns).toEqual(['%dana%']);
  });
});
