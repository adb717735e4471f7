import argon2 from 'argon2';
import request from 'supertest';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { JwtService } from '@nestjs/jwt';
import { ADMIN_SESSION_COOKIE, SIGN_IN_FAILED_MESSAGE } from '../../core/admin.js';
import { AdminAccounts } from '../../src/admin/index.js';
import { Migration20261126130000_forget_typed_sign_in_names } from '../../migrations/Migration20261126130000_forget_typed_sign_in_names.js';
import { createTestApp, type TestApp } from './app.js';
import { validationRefusal } from './validation-refusal.js';

// The admin sign-in and its sessions, attacked the ways ASVS level 2 asks about (docs/product.md#14-admin-area).

const ORIGIN = 'https://www.example.test';
const PASSWORD = 'lantern harbor quiet 42';
const ISSUER = ORIGIN;
const AUDIENCE = `${ORIGIN}/admin`;

describe('admin sign-in and sessions', () => {
  let testApp: TestApp;
  let db: pg.Client;
  const http = () => request(testApp.app.getHttpServer());
  const signIn = (username: string, password = PASSWORD) => http().post('/api/admin/login').send({ username, password });
  const tokenOf = async (username: string): Promise<string> => {
    const res = await signIn(username).expect(200);
    return res.body.token as string;
  };
  const verify = (token: string) => http().get('/api/admin/verify').set('authorization', `Bearer ${token}`);
  const claimsOf = (token: string) => jwt.decode(token) as { sub: string; jti: string };

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000' });
    const accounts = testApp.app.get(AdminAccounts);
    for (const [name, role] of [
      ['dispatch', 'admin'],
      ['reader', 'viewer'],
      ['locked', 'admin'],
      ['resetter', 'admin'],
      ['leaver', 'admin'],
      ['changer', 'admin'],
      ['idler', 'admin'],
    ] as const) {
      await accounts.create(name, role, PASSWORD);
    }
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  it('signs in with the token, the role and an HttpOnly SameSite=Strict cookie, case-insensitively by username', async () => {
    const before = Date.now();
    const res = await signIn('Dispatch').expect(200);
    expect(res.body).toEqual({ success: true, token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), admin: { username: 'dispatch', role: 'admin' } });
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = (res.headers['set-cookie'] as unknown as string[])[0]!;
    expect(cookie).toBe(`${ADMIN_SESSION_COOKIE}=${res.body.token}; Path=/; Expires=${/Expires=([^;]+)/.exec(cookie)![1]}; HttpOnly; SameSite=Strict`);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
    // Twelve hours after the sign-in, to the second the cookie's date gives.
    expect(expires).toBeGreaterThanOrEqual(Math.floor((before + 12 * 3600_000) / 1000) * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 12 * 3600_000);

    const header = JSON.parse(Buffer.from(res.body.token.split('.')[0], 'base64url').toString()) as Record<string, unknown>;
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = jwt.decode(res.body.token) as Record<string, unknown>;
    expect(claims).toMatchObject({ iss: ISSUER, aud: AUDIENCE, jti: expect.any(String), sub: expect.any(String) });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(12 * 3600);

    await verify(res.body.token).expect(200, { success: true, admin: { username: 'dispatch', role: 'admin' } });
    const byCookie = await http().get('/api/admin/verify').set('cookie', `${ADMIN_SESSION_COOKIE}=${res.body.token}`).expect(200);
    expect(byCookie.body.admin).toEqual({ username: 'dispatch', role: 'admin' });
    expect((await verify(await tokenOf('reader')).expect(200)).body.admin).toEqual({ username: 'reader', role: 'viewer' });
  });

  it('stores argon2id hashes with OWASP parameters and never answers with one', async () => {
    const { rows } = await db.query<{ password_hash: string }>(`select password_hash from admin_user where username = 'dispatch'`);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const answers = [await signIn('dispatch'), await signIn('dispatch', 'wrong password here'), await signIn('nobody-here')];
    answers.push(await verify(answers[0]!.body.token as string));
    for (const res of answers) {
      expect(JSON.stringify(res.body)).not.toContain('$argon2');
      expect(JSON.stringify(res.headers)).not.toContain('$argon2');
      expect(JSON.stringify(res.body)).not.toContain(PASSWORD);
    }
  });

  it('answers an unknown user, a wrong password and a disabled account alike, each after one full argon2id check', async () => {
    await testApp.app.get(AdminAccounts).create('gone', 'admin', PASSWORD);
    await testApp.app.get(AdminAccounts).setDisabled('gone', true);
    // What each answer cost: the argon2 checks it made, and the parameters of the hash each checked against.
    const verify = jest.spyOn(argon2, 'verify');
    const checked = async (username: string, password: string) => {
      verify.mockClear();
      const res = await signIn(username, password);
      // A PHC string's algorithm, version and parameters (in a fixed order): `$argon2id$v=19$m=…,t=…,p=…$salt$hash`.
      const parameters = (hash: string) => hash.split('$').slice(1, 4).map((part) => part.split(',').sort().join(',')).join('$');
      return { res, hashes: verify.mock.calls.map(([hash]) => parameters(String(hash))) };
    };
    try {
      const answers = [await checked('no-such-person', 'whatever it is 123'), await checked('resetter', 'not the password at all'), await checked('gone', PASSWORD)];
      for (const { res, hashes } of answers) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, error: SIGN_IN_FAILED_MESSAGE, code: 'sign_in_failed', requestId: expect.any(String) });
        expect(res.headers['set-cookie']).toBeUndefined();
        // The unknown user is checked against a dummy hash: the same work as a real check, so no shortcut to time.
        expect(hashes).toEqual(['argon2id$v=19$m=19456,p=1,t=2']);
      }
    } finally {
      verify.mockRestore();
    }
    const { rows } = await db.query<{ details: { reason: string } }>(`select details from admin_audit_event where action = 'sign_in_failed' and subject = 'gone'`);
    expect(rows.map((r) => r.details.reason)).toEqual(['disabled']);
  });

  it('names a missing field with 400, and treats injection strings as accounts that do not exist', async () => {
    const missing = await http().post('/api/admin/login').send({ password: PASSWORD }).expect(400);
    expect(missing.body.fields).toEqual({ username: 'username is required' });
    const numeric = await http().post('/api/admin/login').send({ username: 'dispatch', password: 12345678901234 }).expect(400);
    expect(numeric.body.fields).toEqual({ password: 'password must be a string' });
    const users = async () => (await db.query('select username, role, disabled, password_hash from admin_user order by username')).rows;
    const before = await users();
    for (const [username, password] of [
      ["' OR '1'='1' --", "' OR '1'='1"],
      ['admin"; DROP TABLE admin_user; --', 'x'],
      ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'],
      ['dispatch\u0000', PASSWORD],
      ['%00', '${jndi:ldap://x}'],
    ]) {
      const res = await signIn(username!, password);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(SIGN_IN_FAILED_MESSAGE);
    }
    expect(await users()).toEqual(before);
    expect(before).not.toEqual([]);
  });

  it('refuses __proto__ and constructor keys in the sign-in and sign-out bodies like any unknown field, nested too', async () => {
    const send = (path: string, body: string) => http().post(path).set('Content-Type', 'application/json').send(body);
    const credentials = `"username":"dispatch","password":"${PASSWORD}"`;
    for (const [body, fields] of [
      [`{${credentials},"__proto__":{"role":"admin"}}`, '{"__proto__":"property __proto__ should not exist"}'],
      [`{${credentials},"constructor":{"prototype":{"role":"admin"}}}`, '{"constructor":"property constructor should not exist"}'],
      [`{${credentials},"role":"admin"}`, '{"role":"property role should not exist"}'],
      [`{${credentials},"options":{"__proto__":{"role":"admin"}}}`, '{"options":"property options should not exist","options.__proto__":"property __proto__ should not exist"}'],
    ] as const) {
      const res = await send('/api/admin/login', body);
      expect([res.status, res.body]).toEqual([400, validationRefusal(res, fields)]);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const token = await tokenOf('dispatch');
    const out = await send('/api/admin/logout', '{"__proto__":{}}').set('authorization', `Bearer ${token}`);
    expect([out.status, out.body]).toEqual([400, validationRefusal(out, '{"__proto__":"property __proto__ should not exist"}')]);
    const unknown = await send('/api/admin/logout', '{"everywhere":true}').set('authorization', `Bearer ${token}`);
    expect([unknown.status, unknown.body]).toEqual([400, validationRefusal(unknown, '{"everywhere":"property everywhere should not exist"}')]);
    await verify(token).expect(200);
  });

  it('refuses the 6th failed sign-in for a username with 429 and Retry-After, even with the right password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn('locked', `wrong password ${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixth = await signIn('locked', 'wrong password 6');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ success: false, error: 'Too many failed sign-ins. Try again in 15 minutes.', code: 'too_many_attempts', requestId: expect.any(String) });
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    await signIn('locked').expect(429);
    // Another username from the same address is not locked out.
    await signIn('dispatch').expect(200);
  });

  it('resets a username\'s failures when it signs in', async () => {
    // One failure already came from the test above: 1 + 3 + 4 would be locked without the reset.
    for (let i = 0; i < 3; i++) await signIn('resetter', `wrong password ${i}`).expect(401);
    await signIn('resetter').expect(200);
    for (let i = 0; i < 4; i++) await signIn('resetter', `wrong again ${i}`).expect(401);
    await signIn('resetter').expect(200);
  });

  it('answers 401 for a missing, malformed, forged, expired, alg:none or foreign token', async () => {
    const good = await tokenOf('dispatch');
    const { sub, jti } = claimsOf(good);
    const real = testApp.app.get(JwtService);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub, jti, iss: ISSUER, aud: AUDIENCE, exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString('base64url')}.`;
    const forged = [
      jwt.sign({ sub }, 'another secret that is at least 32 bytes long', { algorithm: 'HS256', jwtid: jti, issuer: ISSUER, audience: AUDIENCE, expiresIn: 600 }),
      real.sign({ sub }, { jwtid: jti, issuer: ISSUER, audience: AUDIENCE, expiresIn: -10 }),
      real.sign({ sub }, { jwtid: jti, issuer: 'https://evil.example', audience: AUDIENCE, expiresIn: 600 }),
      real.sign({ sub }, { jwtid: jti, issuer: ISSUER, audience: 'https://www.example.test', expiresIn: 600 }),
      real.sign({ sub }, { jwtid: '00000000-0000-4000-8000-000000000000', issuer: ISSUER, audience: AUDIENCE, expiresIn: 600 }),
      real.sign({ sub: '00000000-0000-4000-8000-000000000000' }, { jwtid: jti, issuer: ISSUER, audience: AUDIENCE, expiresIn: 600 }),
      real.sign({ sub }, { issuer: ISSUER, audience: AUDIENCE, expiresIn: 600 }),
      real.sign({ sub }, { algorithm: 'HS512', jwtid: jti, issuer: ISSUER, audience: AUDIENCE, expiresIn: 600 }),
      unsigned,
      `${good.slice(0, -2)}xy`,
    ];
    for (const token of forged) {
      const res = await verify(token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: 'Your session has ended. Please sign in again.', code: 'unauthenticated', requestId: expect.any(String) });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="admin"');
    }
    const none = await http().get('/api/admin/verify').expect(401);
    expect(none.body.error).toBe('Sign in to the admin area first');
    await http().get('/api/admin/verify').set('authorization', 'Basic ZGlzcGF0Y2g6eA==').expect(401);
    await http().get('/api/admin/verify').set('authorization', 'Bearer not a token').expect(401);
    await http().get('/api/admin/verify').set('cookie', `${ADMIN_SESSION_COOKIE}=forged.token.here`).expect(401);
    await verify(good).expect(200);
  });

  it('ends sessions at sign-out, on a password change, when the account is disabled, after 30 idle minutes and after 12 hours', async () => {
    const leaving = await tokenOf('leaver');
    const other = await tokenOf('leaver');
    await http().post('/api/admin/logout').set('authorization', `Bearer ${leaving}`).send({}).expect(200, { success: true });
    await verify(leaving).expect(401);
    await verify(other).expect(200);
    // Signing out again is harmless.
    await http().post('/api/admin/logout').set('authorization', `Bearer ${leaving}`).send({}).expect(200, { success: true });

    const changing = await tokenOf('changer');
    await testApp.app.get(AdminAccounts).changePassword('changer', 'a whole new phrase 2026');
    await verify(changing).expect(401);
    await signIn('changer').expect(401);
    await signIn('changer', 'a whole new phrase 2026').expect(200);

    await testApp.app.get(AdminAccounts).setDisabled('leaver', true);
    await verify(other).expect(401);

    const idle = await tokenOf('idler');
    await db.query(`update admin_session set last_seen_at = now() - interval '31 minutes' where id = $1`, [claimsOf(idle).jti]);
    await verify(idle).expect(401);
    const { rows } = await db.query<{ revoked_reason: string }>(`select revoked_reason from admin_session where id = $1`, [claimsOf(idle).jti]);
    expect(rows[0]!.revoked_reason).toBe('idle');

    const active = await tokenOf('idler');
    await db.query(`update admin_session set last_seen_at = now() - interval '29 minutes' where id = $1`, [claimsOf(active).jti]);
    const beforeVerify = new Date();
    await verify(active).expect(200);
    // Touched by that request: seen at or after the moment before it.
    const touched = await db.query<{ touched: boolean }>(`select last_seen_at >= $2 as touched from admin_session where id = $1`, [claimsOf(active).jti, beforeVerify]);
    expect(touched.rows[0]!.touched).toBe(true);
    await db.query(`update admin_session set expires_at = now() - interval '1 second' where id = $1`, [claimsOf(active).jti]);
    await verify(active).expect(401);

    const reasons = (await db.query<{ revoked_reason: string }>(`select distinct revoked_reason from admin_session where revoked_reason is not null order by 1`)).rows.map((r) => r.revoked_reason);
    expect(reasons).toEqual(['disabled', 'idle', 'password_changed', 'sign_out']);
  });

  it('needs this site\'s Origin for cookie-authenticated changes and for a browser sign-in', async () => {
    const token = await tokenOf('dispatch');
    const cookie = `${ADMIN_SESSION_COOKIE}=${token}`;
    const foreign = await http().post('/api/admin/logout').set('cookie', cookie).set('origin', 'https://evil.example').send({}).expect(403);
    expect(foreign.body).toEqual({ success: false, error: 'This request must come from the admin pages of this site', code: 'forbidden', requestId: expect.any(String) });
    await http().post('/api/admin/logout').set('cookie', cookie).send({}).expect(403);
    await http().post('/api/admin/logout').set('cookie', cookie).set('origin', 'null').send({}).expect(403);
    await verify(token).expect(200);
    await http().post('/api/admin/login').set('origin', 'https://evil.example').send({ username: 'dispatch', password: PASSWORD }).expect(403);
    await http().post('/api/admin/login').set('origin', ORIGIN).send({ username: 'dispatch', password: PASSWORD }).expect(200);
    const out = await http().post('/api/admin/logout').set('cookie', cookie).set('origin', ORIGIN).send({}).expect(200);
    expect((out.headers['set-cookie'] as unknown as string[])[0]).toMatch(new RegExp(`^${ADMIN_SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$`));
    await verify(token).expect(401);
  });

  it('records sign-ins, failures and sign-outs without passwords or tokens', async () => {
    const { rows } = await db.query<{ action: string; actor: string | null; subject: string; ip: string; details: unknown }>(
      `select action, actor, subject, ip, details from admin_audit_event where subject in ('dispatch', 'leaver') order by at`,
    );
    const actions = new Set(rows.map((r) => r.action));
    for (const action of ['account_created', 'sign_in', 'sign_in_failed', 'sign_out', 'account_disabled']) expect(actions).toContain(action);
    expect(rows.filter((r) => r.action === 'sign_in').every((r) => r.ip && r.actor === r.subject)).toBe(true);
    const everything = JSON.stringify((await db.query('select * from admin_audit_event')).rows);
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain('eyJ');
    expect(everything).not.toContain('$argon2');
  });
});

describe('what a failed sign-in records of the name typed', () => {
  let testApp: TestApp;
  let db: pg.Client;
  let client = 0;
  /** A sign-in from a client address of its own, so the per-address limit never mixes the tests. */
  const signIn = (username: string, password: string, ip = `198.51.100.${++client}`) =>
    request(testApp.app.getHttpServer()).post('/api/admin/login').set('X-Forwarded-For', ip).send({ username, password });
  const rowsAfter = async (since: Date) =>
    (await db.query<{ action: string; actor: string | null; subject: string; ip: string; details: unknown }>(
      `select action, actor, subject, ip, details from admin_audit_event where action like 'sign_in%' and at > $1 order by at`,
      [since],
    )).rows;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000', TRUST_PROXY: 'true' });
    await testApp.app.get(AdminAccounts).create('dispatch', 'admin', PASSWORD);
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  it('records a name that is no account as a short keyed hash, never as typed; an account by its username', async () => {
    const since = new Date();
    // The password typed into the username box, twice, then another name; then the account with a wrong password.
    await signIn(PASSWORD, 'dispatch', '198.51.100.200').expect(401);
    await signIn(PASSWORD.toUpperCase(), 'dispatch', '198.51.100.200').expect(401);
    await signIn('no-such-person', 'whatever it is 123', '198.51.100.200').expect(401);
    await signIn('Dispatch', 'not the password at all', '198.51.100.200').expect(401);
    const rows = await rowsAfter(since);
    const unknown = (subject: string) => ({ action: 'sign_in_failed', actor: null, subject, ip: '198.51.100.200', details: { reason: 'unknown_user' } });
    expect(rows).toEqual([
      unknown(expect.stringMatching(/^unknown:[0-9a-f]{12}$/) as unknown as string),
      unknown(rows[0]!.subject),
      unknown(expect.stringMatching(/^unknown:[0-9a-f]{12}$/) as unknown as string),
      { action: 'sign_in_failed', actor: null, subject: 'dispatch', ip: '198.51.100.200', details: { reason: 'wrong_password' } },
    ]);
    // One name is one hash, whatever its letter case; another name is another.
    expect(rows[2]!.subject).not.toBe(rows[0]!.subject);
    const everything = JSON.stringify((await db.query('select * from admin_audit_event')).rows).toLowerCase();
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain('no-such-person');
  });

  it('still locks out a name that is no account after 5 failures, whatever the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn('ghost.account', `guess number ${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = (await db.query<{ subject: string }>(`select subject from admin_audit_event where action = 'sign_in_locked'`)).rows;
    expect(locked).toEqual([{ subject: expect.stringMatching(/^unknown:[0-9a-f]{12}$/) }]);
    // Another name is not locked, and neither is the account.
    await signIn('ghost.other', 'guess').expect(401);
    await signIn('dispatch', PASSWORD).expect(200);
  });

  it('forgets the names typed in failed sign-ins recorded before (the migration), keeping accounts and hashes', async () => {
    const rows = [
      ['sign_in_failed', 'correct horse battery staple'],
      ['sign_in_locked', 'My$ecretPassw0rd'],
      ['sign_in_failed', 'dispatch'],
      ['sign_in_failed', 'unknown:0123456789ab'],
      ['lead_note', 'not-a-sign-in'],
    ];
    const ids: string[] = [];
    for (const [action, subject] of rows) {
      const { rows: [row] } = await db.query(`insert into admin_audit_event (id, at, action, actor, subject) values (gen_random_uuid(), now(), $1, null, $2) returning id`, [action, subject]);
      ids.push(row.id);
    }
    const migration = new Migration20261126130000_forget_typed_sign_in_names({} as never, {} as never);
    await migration.up();
    for (const sql of migration.getQueries()) await db.query(String(sql));
    const after = await db.query(`select subject from admin_audit_event where id = any($1::uuid[]) order by array_position($1::uuid[], id)`, [ids]);
    expect(after.rows.map((row) => row.subject)).toEqual([null, null, 'dispatch', 'unknown:0123456789ab', 'not-a-sign-in']);
  });
});
