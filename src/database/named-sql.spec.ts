import { namedSql } from './named-sql.js';

describe('namedSql', () => {
  it('pairs each placeholder with its value by name, as often as it appears', () => {
    expect(namedSql('select 1 where a >= :since and b < :until and c >= :since', { since: 1, until: 2 })).toEqual({
      sql: 'select 1 where a >= ? and b < ? and c >= ?',
      params: [1, 2, 1],
    });
  });

  it('leaves casts and times alone', () => {
    expect(namedSql(`select :at::timestamptz, '12:30' as t, x::int from y where z < :limit::interval`, { at: 'a', limit: '15 minutes' })).toEqual({
      sql: `select ?::timestamptz, '12:30' as t, x::int from y where z < ?::interval`,
      params: ['a', '15 minutes'],
    });
  });

  it('refuses a name it has no value for', () => {
    expect(() => namedSql('select :missing', {})).toThrow('namedSql: no value for :missing');
  });
});
