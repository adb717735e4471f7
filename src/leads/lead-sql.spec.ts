import { likeEscape, searchPatterns, whereClause } from './lead-sql.js';

describe("the desk's statements", () => {
  it('searches the text as typed with LIKE wildcards escaped, and a phone by its digits too', () => {
    expect(likeEscape('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(searchPatterns('Reyes')).toEqual(['%reyes%']);
    expect(searchPatterns('(704) 555-01')).toEqual(['%(704) 555-01%', '%70455501%']);
    expect(searchPatterns('7045550142')).toEqual(['%7045550142%']);
    expect(searchPatterns('a-1')).toEqual(['%a-1%']);
  });

  it('hides spam unless asked for or filtered on, and pairs each part with its value', () => {
    expect(whereClause({ filter: {} })).toEqual({ sql: `where status <> 'spam'`, params: [] });
    expect(whereClause({ filter: { spam: true } })).toEqual({ sql: '', params: [] });
    expect(whereClause({ filter: { status: 'spam' } })).toEqual({ sql: 'where status = ?', params: ['spam'] });
    const from = new Date('2026-11-01T04:00:00Z');
    const to = new Date('2026-11-02T05:00:00Z');
    expect(whereClause({ filter: { kind: 'quote', source: 'home_form', q: 'Dana' }, from, to: { at: to, inclusive: false } })).toEqual({
      sql: `where kind = ? and status <> 'spam' and source = ? and received_at >= ? and received_at < ? and (search like ?)`,
      params: ['quote', 'home_form', from, to, '%dana%'],
    });
    expect(whereClause({ filter: { spam: true }, to: { at: to, inclusive: true } }, { receivedAt: '2026-11-01T00:00:00.000000Z', id: 'x' })).toEqual({
      sql: 'where received_at <= ? and (received_at, id) < (?::timestamptz, ?::uuid)',
      params: [to, '2026-11-01T00:00:00.000000Z', 'x'],
    });
  });

  it("filters by owner: nobody, an account by name, or the signed-in account (nothing without one)", () => {
    const spamless = `status <> 'spam'`;
    const byName = 'owner_id = (select id from admin_user where username = ?)';
    expect(whereClause({ filter: { owner: 'none' } })).toEqual({ sql: `where ${spamless} and owner_id is null`, params: [] });
    expect(whereClause({ filter: { owner: 'sam' } })).toEqual({ sql: `where ${spamless} and ${byName}`, params: ['sam'] });
    expect(whereClause({ filter: { owner: 'me' }, viewer: 'dana' })).toEqual({ sql: `where ${spamless} and ${byName}`, params: ['dana'] });
    expect(whereClause({ filter: { owner: 'me' } })).toEqual({ sql: `where ${spamless} and ${byName}`, params: [null] });
  });
});
