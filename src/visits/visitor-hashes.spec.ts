import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config.js';
import { SALT_SQL, visitorHash, VisitorHashes } from './visitor-hashes.js';

/** A database of one visit_salt table, as the statements see it; `otherInstance` makes a row first. */
function fakeDatabase() {
  const salts = new Map<string, string>();
  const statements: string[] = [];
  let failNext = false;
  const connection = {
    execute: async (sql: string, params: unknown[] = []) => {
      statements.push(sql);
      if (failNext) {
        failNext = false;
        throw new Error('connection refused');
      }
      const [day, salt] = params as [string, string];
      if (sql === SALT_SQL.create) {
        if (salts.has(day)) return { affectedRows: 0 };
        salts.set(day, salt);
        return { affectedRows: 1 };
      }
      if (sql === SALT_SQL.read) return salts.has(day) ? [{ salt: salts.get(day) }] : [];
      if (sql === SALT_SQL.forgetBefore) for (const key of [...salts.keys()]) if (key < day) salts.delete(key);
      return { affectedRows: 0 };
    },
  };
  const em = { getConnection: () => connection } as unknown as EntityManager;
  return { em, salts, statements, failOnce: () => (failNext = true) };
}

const config = { SITE_ORIGIN: 'https://www.example.com' } as AppConfig;

describe('visitorHash', () => {
  it('is the same for the same salt, address, user agent and site, 22 characters long', () => {
    const hash = visitorHash('salt', '203.0.113.9', 'Chrome', 'https://www.example.com');
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(visitorHash('salt', '203.0.113.9', 'Chrome', 'https://www.example.com')).toBe(hash);
  });

  it('differs when any of them does', () => {
    const hash = visitorHash('salt', '203.0.113.9', 'Chrome', 'https://www.example.com');
    expect(visitorHash('other salt', '203.0.113.9', 'Chrome', 'https://www.example.com')).not.toBe(hash);
    expect(visitorHash('salt', '203.0.113.10', 'Chrome', 'https://www.example.com')).not.toBe(hash);
    expect(visitorHash('salt', '203.0.113.9', 'Firefox', 'https://www.example.com')).not.toBe(hash);
    expect(visitorHash('salt', '203.0.113.9', 'Chrome', 'https://other.example.com')).not.toBe(hash);
  });
});

describe('VisitorHashes: the daily salt', () => {
  it('makes one salt a day, reads it once, and hashes a visitor alike all day', async () => {
    const db = fakeDatabase();
    const hashes = new VisitorHashes(db.em, config);
    const [first, second] = await Promise.all([hashes.hash('2026-11-29', '203.0.113.9', 'Chrome'), hashes.hash('2026-11-29', '203.0.113.9', 'Chrome')]);
    expect(second).toBe(first);
    expect(db.salts.get('2026-11-29')).toMatch(/^[0-9a-f]{64}$/);
    expect(db.statements.filter((sql) => sql === SALT_SQL.create)).toHaveLength(1);
    await hashes.hash('2026-11-29', '198.51.100.1', 'Chrome');
    expect(db.statements.filter((sql) => sql === SALT_SQL.read)).toHaveLength(1);
  });

  it('takes the salt another instance made first, and both hash a visitor alike', async () => {
    const db = fakeDatabase();
    const a = new VisitorHashes(db.em, config);
    const b = new VisitorHashes(db.em, config);
    const fromA = await a.hash('2026-11-29', '203.0.113.9', 'Chrome');
    expect(await b.hash('2026-11-29', '203.0.113.9', 'Chrome')).toBe(fromA);
    expect(db.salts.size).toBe(1);
  });

  it('replaces the salt the next day and deletes the old one, so the hashes of two days do not match', async () => {
    const db = fakeDatabase();
    const hashes = new VisitorHashes(db.em, config);
    const today = await hashes.hash('2026-11-29', '203.0.113.9', 'Chrome');
    const oldSalt = db.salts.get('2026-11-29');
    const tomorrow = await hashes.hash('2026-11-30', '203.0.113.9', 'Chrome');
    expect(tomorrow).not.toBe(today);
    expect(db.salts.get('2026-11-30')).not.toBe(oldSalt);
    expect([...db.salts.keys()]).toEqual(['2026-11-30']);
    expect(db.statements).toContain(SALT_SQL.forgetVisitorsBefore);
  });

  it('reads the salt again after a failed read', async () => {
    const db = fakeDatabase();
    const hashes = new VisitorHashes(db.em, config);
    db.failOnce();
    await expect(hashes.hash('2026-11-29', '203.0.113.9', 'Chrome')).rejects.toThrow('connection refused');
    await expect(hashes.hash('2026-11-29', '203.0.113.9', 'Chrome')).resolves.toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
