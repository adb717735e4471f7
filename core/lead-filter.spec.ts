import { parseLeadFilter, type LeadFilterQuery } from './lead-filter.js';

const TZ = 'America/New_York';

function read(input: Record<string, unknown>, cursor = true): LeadFilterQuery {
  const reading = parseLeadFilter(input, TZ, { cursor });
  if (!reading.ok) throw new Error(`refused: ${JSON.stringify(reading.fields)}`);
  return reading.query;
}

function refused(input: Record<string, unknown>, cursor = true): Record<string, string> {
  const reading = parseLeadFilter(input, TZ, { cursor });
  if (reading.ok) throw new Error('accepted');
  return reading.fields;
}

describe('the inbox filter (one rule for the API, the page and the export)', () => {
  it('reads nothing as the whole inbox, and an empty value as not given', () => {
    expect(read({})).toEqual({ filter: {} });
    expect(read({ kind: '', status: '', source: '', from: '', to: '', q: '', spam: '' })).toEqual({ filter: {} });
  });

  it('takes spam as a query string or a checkbox sends it', () => {
    for (const yes of ['true', 'on', '1']) expect(read({ spam: yes }).filter).toEqual({ spam: true });
    for (const no of ['false', '0']) expect(read({ spam: no }).filter).toEqual({});
    expect(refused({ spam: 'yes' })).toEqual({ spam: 'spam must be true or false' });
  });

  it('reads the owner as me, none or a username, lower-cased', () => {
    expect(read({ owner: 'me' }).filter).toEqual({ owner: 'me' });
    expect(read({ owner: 'None' }).filter).toEqual({ owner: 'none' });
    expect(read({ owner: ' Dana.R ' }).filter).toEqual({ owner: 'dana.r' });
    expect(refused({ owner: 'a b' })).toEqual({ owner: 'owner must be me, none or a username' });
    expect(refused({ owner: 'x' })).toEqual({ owner: 'owner must be me, none or a username' });
  });

  it('reads a source in any letter case as stored, lower-cased', () => {
    expect(read({ source: 'slide_out_NewsLetter' }).filter).toEqual({ source: 'slide_out_newsletter' });
    expect(read({ source: ' home_form ' }).filter).toEqual({ source: 'home_form' });
    expect(refused({ source: 'Home Form' })).toEqual({ source: 'source must be 1 to 80 letters, digits, dashes or underscores' });
    expect(refused({ source: 'x'.repeat(81) })).toEqual({ source: 'source must be 1 to 80 letters, digits, dashes or underscores' });
  });

  it('reads days in the desk time zone, the last day whole', () => {
    const query = read({ from: '2026-11-01', to: '2026-11-01' });
    // 1 November 2026 in New York: EDT (UTC-4) until 2 a.m., the next day starts at EST (UTC-5).
    expect(query.from).toEqual(new Date('2026-11-01T04:00:00Z'));
    expect(query.to).toEqual({ at: new Date('2026-11-02T05:00:00Z'), inclusive: false });
    expect(query.filter).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(read({ to: '2026-12-31' }).to).toEqual({ at: new Date('2027-01-01T05:00:00Z'), inclusive: false });
  });

  it('takes instants with their offsets, the end included', () => {
    const query = read({ from: '2026-11-23T10:00:00-05:00', to: '2026-11-23T15:00:00.5Z' });
    expect(query.from).toEqual(new Date('2026-11-23T15:00:00Z'));
    expect(query.to).toEqual({ at: new Date('2026-11-23T15:00:00.500Z'), inclusive: true });
  });

  it('keeps the search text trimmed', () => {
    expect(read({ q: '  dana  ' }).filter).toEqual({ q: 'dana' });
  });

  it('names each bad part, and keeps the parts it could read', () => {
    expect(refused({ from: '2026-02-29' })).toEqual({ from: 'from must be a date (YYYY-MM-DD) or an ISO 8601 instant with its offset' });
    expect(refused({ to: '2026-11-23T10:00:00' })).toEqual({ to: 'to must be a date (YYYY-MM-DD) or an ISO 8601 instant with its offset' });
    expect(refused({ from: '2026-11-02', to: '2026-11-01' })).toEqual({ from: 'from must not be after to' });
    expect(refused({ q: ' ab ' })).toEqual({ q: 'q must be 3 to 100 characters' });
    expect(refused({ q: 'abc\u0000' })).toEqual({ q: 'q must not contain control characters or line breaks' });
    expect(refused({ kind: 'truck', status: 'open' })).toEqual({
      kind: 'kind must be one of the following values: quote, freight_agent, carrier',
      status: 'status must be one of the following values: new, contacted, quoted, won, lost, spam',
    });
    const reading = parseLeadFilter({ kind: 'carrier', from: 'yesterday' }, TZ, { cursor: false });
    expect(reading).toEqual({ ok: false, fields: { from: 'from must be a date (YYYY-MM-DD) or an ISO 8601 instant with its offset' }, filter: { kind: 'carrier' } });
  });

  it('refuses a repeated part, an unknown one, and a cursor where there are no pages', () => {
    expect(refused({ kind: ['quote', 'carrier'] })).toEqual({ kind: 'kind must be given once' });
    expect(refused({ source: { $ne: 'x' } })).toEqual({ source: 'source must be given once' });
    expect(refused({ colour: 'red' })).toEqual({ colour: 'property colour should not exist' });
    expect(read({ cursor: 'abc' }).cursor).toBe('abc');
    expect(refused({ cursor: 'abc' }, false)).toEqual({ cursor: 'property cursor should not exist' });
    expect(refused({ cursor: 'a'.repeat(121) })).toEqual({ cursor: 'cursor is not valid' });
  });

  it('is not fooled by keys of Object.prototype', () => {
    expect(refused({ constructor: 'x' })).toEqual({ constructor: 'property constructor should not exist' });
    expect(read(JSON.parse('{"kind":"quote"}') as Record<string, unknown>).filter).toEqual({ kind: 'quote' });
    expect(refused({ spam: 'toString' })).toEqual({ spam: 'spam must be true or false' });
  });
});
