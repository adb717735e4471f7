import { randomBytes } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { ACCOUNT_TEXTS, SETUP_LINK_LIFETIME_MS } from '../../core/admin-accounts.js';
import {
  ADMIN_ONLY_MESSAGE,
  ADMIN_SESSION_COOKIE,
  FOREIGN_ORIGIN_MESSAGE,
  LOGIN_TEXTS,
  NOT_SIGNED_IN_MESSAGE,
  SESSION_ENDED_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
} from '../../core/admin.js';
import { AdminAccounts } from '../../src/admin/index.js';
import { SELF_RESET_MESSAGE } from '../../src/admin/admin-accounts.js';
import { totpCode } from '../../src/admin/totp.js';
import { createTestApp, type TestApp } from './app.js';
import { validationRefusal } from './validation-refusal.js';

// The team's accounts for admins (docs/product.md#14-admin-area): /api/admin/accounts (list, add with a
// setup link, role, disable and enable, reset), its rules (the last admin, yourself), who may use it
// (admins only, this site's pages only), what it records, and its effect on sessions, on two instances too.

const ORIGIN = 'https://www.example.test';
const PASSWORD = 'lantern harbor quiet 42';
const ENV = {
  ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000',
  THROTTLE_LIMIT: '100000',
  // One signing key and one two-factor key for both instances (sessions signed on one verify on the other).
  ADMIN_JWT_SECRET: 'admin-team-test-secret-of-at-least-32-bytes',
  ADMIN_MFA_KEY: randomBytes(32).toString('base64'),
};
const TOKEN_IN_LINK = /^\/admin\/setup\/([A-Za-z0-9_-]{43})$/;
const ROW_KEYS = ['createdAt', 'disabled', 'lastSignInAt', 'mfaEnabled', 'onDuty', 'openSessions', 'role', 'setupPending', 'username'];

describe('the team\'s accounts (/api/admin/accounts)', () => {
  let testApp: TestApp;
  let db: pg.Client;
  let boss = '';
  let bossCookie = '';
  /** Every setup token any answer carried: none may be recorded in the audit trail. */
  const issuedTokens: string[] = [];

  const http = () => request(testApp.app.getHttpServer());
  const signIn = (username: string, password = PASSWORD) => http().post('/api/admin/login').send({ username, password });
  const tokenOf = async (username: string, password = PASSWORD): Promise<string> => {
    const res = await signIn(username, password);
    expect([username, res.status, res.body.success]).toEqual([username, 200, true]);
    return res.body.token as string;
  };
  const cookieOf = async (username: string): Promise<string> => `${ADMIN_SESSION_COOKIE}=${await tokenOf(username)}`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const list = (token = boss) => http().get('/api/admin/accounts').set(bearer(token));
  const add = (body: object, token = boss) => http().post('/api/admin/accounts').set(bearer(token)).send(body);
  const patch = (username: string, body: object, token = boss) => http().patch(`/api/admin/accounts/${username}`).set(bearer(token)).send(body);
  const reset = (username: string, token = boss) => http().post(`/api/admin/accounts/${username}/reset`).set(bearer(token)).send({});
  const leads = (token: string) => http().get('/api/admin/leads').set(bearer(token));
  const create = (username: string, role: 'admin' | 'viewer') => testApp.app.get(AdminAccounts).create(username, role, PASSWORD);
  const row = async (username: string) => (await db.query(`select username, role, disabled, password_hash is null as no_password, mfa_enabled_at is null as mfa_off from admin_user where username = $1`, [username])).rows[0];
  const users = async () => (await db.query(`select * from admin_user order by username`)).rows;
  const auditCount = async () => (await db.query<{ n: number }>(`select count(*)::int as n from admin_audit_event`)).rows[0]!.n;
  const auditOf = async (subject: string) =>
    (await db.query<{ action: string; actor: string | null; subject: string; details: unknown }>(
      `select action, actor, subject, details from admin_audit_event where subject = $1 and action not like 'sign_%' order by at, action`,
      [subject],
    )).rows;
  const tokenOfLink = (link: { path: string }) => {
    const token = TOKEN_IN_LINK.exec(link.path)?.[1];
    expect(token).toBeDefined();
    issuedTokens.push(token!);
    return token!;
  };
  /** The two-factor of a signed-in account turned on through its account API; the recovery codes. */
  const enrolMfa = async (token: string): Promise<string[]> => {
    const enrol = await http().post('/api/admin/account/mfa/enrol').set(bearer(token)).send({}).expect(200);
    const confirmed = await http().post('/api/admin/account/mfa/confirm').set(bearer(token)).send({ code: totpCode(enrol.body.enrolment.secret as string) }).expect(200);
    expect(confirmed.body.account.mfa).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    return confirmed.body.recoveryCodes as string[];
  };
  const refusedBody = (res: request.Response, code: string, error: string) => ({ success: false, error, code, requestId: res.headers['x-request-id'] });

  beforeAll(async () => {
    testApp = await createTestApp(ENV);
    await create('boss', 'admin');
    await create('reader', 'viewer');
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    boss = await tokenOf('boss');
    bossCookie = await cookieOf('boss');
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  it('refuses to demote the last admin who can sign in (422, nothing changes, nothing recorded), and nobody disables themselves', async () => {
    // A disabled admin does not count, nor one still waiting for its setup link: boss is the last who can sign in.
    await create('retired', 'admin');
    await testApp.app.get(AdminAccounts).setDisabled('retired', true);
    await testApp.app.get(AdminAccounts).add('waiting.admin', 'admin', 'boss');
    const before = await users();
    const auditBefore = await auditCount();

    const demote = await patch('boss', { role: 'viewer' });
    expect([demote.status, demote.body]).toEqual([422, refusedBody(demote, 'account_refused', ACCOUNT_TEXTS.lastAdmin)]);
    const self = await patch('boss', { disabled: true });
    expect([self.status, self.body]).toEqual([422, refusedBody(self, 'account_refused', ACCOUNT_TEXTS.selfDisable)]);
    // Through the service (no admin can disable the last other admin through the API: it would be themselves).
    await expect(testApp.app.get(AdminAccounts).setDisabled('boss', true, 'someone.else')).rejects.toThrow(ACCOUNT_TEXTS.lastAdmin);

    expect(await users()).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
    expect(await row('boss')).toEqual({ username: 'boss', role: 'admin', disabled: false, no_password: false, mfa_off: true });
    await leads(boss).expect(200);

    // With another admin who can sign in, the same demotion is allowed (the control), and undone.
    await create('second.admin', 'admin');
    await testApp.app.get(AdminAccounts).setRole('boss', 'viewer', 'second.admin');
    expect((await row('boss')).role).toBe('viewer');
    await testApp.app.get(AdminAccounts).setRole('boss', 'admin', 'second.admin');
  });

  it('lists every account with its fields, never a hash or a secret', async () => {
    const readerToken = await tokenOf('reader');
    await enrolMfa(readerToken);
    const res = await list().expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.success).toBe(true);
    const accounts = res.body.accounts as Record<string, unknown>[];
    expect(accounts.map((a) => a.username)).toEqual(['boss', 'reader', 'retired', 'second.admin', 'waiting.admin']);
    for (const account of accounts) expect(Object.keys(account).sort()).toEqual(ROW_KEYS);
    expect(accounts[1]).toEqual({
      username: 'reader',
      role: 'viewer',
      disabled: false,
      mfaEnabled: true,
      setupPending: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      lastSignInAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      openSessions: 1,
      onDuty: false,
    });
    expect(accounts[2]).toMatchObject({ username: 'retired', role: 'admin', disabled: true, mfaEnabled: false, lastSignInAt: null, openSessions: 0 });
    expect(accounts[4]).toMatchObject({ username: 'waiting.admin', role: 'admin', disabled: false, setupPending: true });
    expect(accounts[0]).toMatchObject({ username: 'boss', openSessions: 2 });
    const text = JSON.stringify(res.body);
    for (const secret of ['passwordHash', 'password_hash', 'mfaSecret', 'mfa_secret', 'mfaPendingSecret', '$argon2']) expect(text).not.toContain(secret);
  });

  it('adds an account without a password: 201 with its one-time setup link, the username lower-cased', async () => {
    const started = Date.now();
    const res = await add({ username: 'New.Hire', role: 'viewer' });
    expect(res.status).toBe(201);
    const token = tokenOfLink(res.body.setupLink);
    expect(res.body).toEqual({
      success: true,
      account: {
        username: 'new.hire',
        role: 'viewer',
        disabled: false,
        mfaEnabled: false,
        setupPending: true,
        createdAt: expect.any(String),
        lastSignInAt: null,
        openSessions: 0,
        onDuty: false,
      },
      setupLink: { username: 'new.hire', path: `/admin/setup/${token}`, url: `${ORIGIN}/admin/setup/${token}`, expiresAt: expect.any(String) },
    });
    const expiresAt = Date.parse(res.body.setupLink.expiresAt as string);
    expect(expiresAt).toBeGreaterThanOrEqual(started + SETUP_LINK_LIFETIME_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + SETUP_LINK_LIFETIME_MS + 1000);
    expect(SETUP_LINK_LIFETIME_MS).toBe(24 * 3600_000);
    expect(await row('new.hire')).toEqual({ username: 'new.hire', role: 'viewer', disabled: false, no_password: true, mfa_off: true });
    // Nobody can sign in to it before the link is used.
    expect((await signIn('new.hire', 'any password at all 1')).status).toBe(401);
    // The link works: its page, then its password.
    await http().get(`/admin/setup/${token}`).expect(200);
    const setup = await http().post('/api/admin/setup').send({ token, password: 'hiring season lantern 7' }).expect(200);
    expect(setup.body).toMatchObject({ success: true, admin: { username: 'new.hire', role: 'viewer' } });
    expect(((await list().expect(200)).body.accounts as { username: string; setupPending: boolean }[]).find((a) => a.username === 'new.hire')!.setupPending).toBe(false);
  });

  it('refuses a duplicate (409), a bad username or role (400 naming the field) and an unknown field', async () => {
    const before = await users();
    const duplicate = await add({ username: 'NEW.HIRE', role: 'admin' });
    expect([duplicate.status, duplicate.body]).toEqual([409, refusedBody(duplicate, 'account_exists', ACCOUNT_TEXTS.accountExists)]);
    const usernameRule = '{"username":"username must be 3 to 64 letters, digits, dots, dashes or underscores"}';
    for (const username of ['a b', 'ab', 'x'.repeat(65), 'name/with/slash']) {
      const res = await add({ username, role: 'viewer' });
      expect([username, res.status, res.body]).toEqual([username, 400, validationRefusal(res, usernameRule)]);
    }
    const owner = await add({ username: 'would.be.owner', role: 'owner' });
    expect([owner.status, owner.body]).toEqual([400, validationRefusal(owner, '{"role":"role must be one of: admin, editor, viewer"}')]);
    const extra = await add({ username: 'with.password', role: 'viewer', password: PASSWORD });
    expect([extra.status, extra.body]).toEqual([400, validationRefusal(extra, '{"password":"property password should not exist"}')]);
    const missing = await add({ username: 'no.role' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields as object)).toEqual(['role']);
    expect(await users()).toEqual(before);
  });

  it('changes a role and disables an account, answering the updated row; the disabled account\'s sessions end at once', async () => {
    await create('shifter', 'viewer');
    const promoted = await patch('shifter', { role: 'admin' }).expect(200);
    expect(promoted.body).toEqual({ success: true, account: expect.objectContaining({ username: 'shifter', role: 'admin', disabled: false }) });
    expect(Object.keys(promoted.body.account as object).sort()).toEqual(ROW_KEYS);
    const demoted = await patch('Shifter', { role: 'viewer' }).expect(200);
    expect(demoted.body.account).toMatchObject({ username: 'shifter', role: 'viewer' });
    expect((await row('shifter')).role).toBe('viewer');

    const apiToken = await tokenOf('shifter');
    const pageCookie = await cookieOf('shifter');
    await leads(apiToken).expect(200);
    const inbox = await http().get('/admin/leads').set('cookie', pageCookie).expect(200);
    expect(inbox.text).toContain('Apply filters');

    const disabled = await patch('shifter', { disabled: true }).expect(200);
    expect(disabled.body.account).toEqual(expect.objectContaining({ username: 'shifter', role: 'viewer', disabled: true, openSessions: 0 }));
    const next = await leads(apiToken);
    expect([next.status, next.body]).toEqual([401, refusedBody(next, 'unauthenticated', SESSION_ENDED_MESSAGE)]);
    const page = await http().get('/admin/leads').set('cookie', pageCookie);
    expect(page.status).toBe(401);
    expect(page.text).toContain(LOGIN_TEXTS.denied);
    expect(page.text).not.toContain('Apply filters');
    expect((await signIn('shifter')).status).toBe(401);

    // Enabling lets it sign in again; the sessions that ended stay ended.
    const enabled = await patch('shifter', { disabled: false }).expect(200);
    expect(enabled.body.account).toMatchObject({ username: 'shifter', disabled: false });
    await leads(apiToken).expect(401);
    await http().get('/admin/leads').set('cookie', pageCookie).expect(401);
    await leads(await tokenOf('shifter')).expect(200);

    const unknown = await patch('nobody.here', { disabled: true });
    expect([unknown.status, unknown.body]).toEqual([404, refusedBody(unknown, 'not_found', ACCOUNT_TEXTS.noSuchAccount)]);
  });

  it('takes exactly one of role or disabled, of the right type', async () => {
    await create('steady', 'viewer');
    const before = await users();
    const either = '{"role":"send either role or disabled"}';
    for (const body of [{ role: 'admin', disabled: true }, {}]) {
      const res = await patch('steady', body);
      expect([JSON.stringify(body), res.status, res.body]).toEqual([JSON.stringify(body), 400, validationRefusal(res, either)]);
    }
    for (const [body, fields] of [
      [{ disabled: 'yes' }, '{"disabled":"disabled must be true or false"}'],
      [{ disabled: 1 }, '{"disabled":"disabled must be true or false"}'],
      [{ role: 'owner' }, '{"role":"role must be one of: admin, editor, viewer"}'],
      [{ role: 'viewer', username: 'renamed' }, '{"username":"property username should not exist"}'],
    ] as const) {
      const res = await patch('steady', body);
      expect([JSON.stringify(body), res.status, res.body]).toEqual([JSON.stringify(body), 400, validationRefusal(res, fields)]);
    }
    expect(await users()).toEqual(before);
  });

  it('resets an account: its sessions end, its password and two-factor are cleared, and only the newest link works', async () => {
    await create('forgetful', 'admin');
    const first = await tokenOf('forgetful');
    const second = await tokenOf('forgetful');
    await enrolMfa(first);
    const codes = (await db.query<{ n: number }>(`select count(*)::int as n from admin_recovery_code r join admin_user u on u.id = r.user_id where u.username = 'forgetful'`)).rows[0]!.n;
    expect(codes).toBe(10);
    // With two-factor on, the password alone is only the first step.
    expect((await signIn('forgetful')).body).toMatchObject({ success: false, mfaRequired: true, enrolRequired: false });

    const res = await reset('forgetful').expect(200);
    const token = tokenOfLink(res.body.setupLink);
    expect(res.body).toEqual({
      success: true,
      account: expect.objectContaining({ username: 'forgetful', role: 'admin', disabled: false, mfaEnabled: false, setupPending: true, openSessions: 0 }),
      setupLink: { username: 'forgetful', path: `/admin/setup/${token}`, url: `${ORIGIN}/admin/setup/${token}`, expiresAt: expect.any(String) },
    });
    for (const ended of [first, second]) {
      const answer = await leads(ended);
      expect([answer.status, answer.body.error]).toEqual([401, SESSION_ENDED_MESSAGE]);
    }
    const old = await signIn('forgetful');
    expect([old.status, old.body.error]).toEqual([401, SIGN_IN_FAILED_MESSAGE]);
    expect(await row('forgetful')).toEqual({ username: 'forgetful', role: 'admin', disabled: false, no_password: true, mfa_off: true });
    const secrets = (await db.query(`select mfa_secret, mfa_pending_secret, mfa_last_step from admin_user where username = 'forgetful'`)).rows[0];
    expect(secrets).toEqual({ mfa_secret: null, mfa_pending_secret: null, mfa_last_step: null });
    const left = (await db.query<{ n: number }>(`select count(*)::int as n from admin_recovery_code r join admin_user u on u.id = r.user_id where u.username = 'forgetful'`)).rows[0]!.n;
    expect(left).toBe(0);

    // A second reset: the first link stops working (410, the page and the API alike), the new one works.
    const again = await reset('forgetful').expect(200);
    const newest = tokenOfLink(again.body.setupLink);
    expect(newest).not.toBe(token);
    const page = await http().get(`/admin/setup/${token}`);
    expect(page.status).toBe(410);
    const used = await http().post('/api/admin/setup').send({ token, password: 'a fresh start for me 12' });
    expect([used.status, used.body.error]).toEqual([410, ACCOUNT_TEXTS.linkInvalid]);
    await http().get(`/admin/setup/${newest}`).expect(200);
    const setup = await http().post('/api/admin/setup').send({ token: newest, password: 'a fresh start for me 12' }).expect(200);
    expect(setup.body).toMatchObject({ success: true, admin: { username: 'forgetful', role: 'admin' } });
    await leads(setup.body.token as string).expect(200);
    await leads(await tokenOf('forgetful', 'a fresh start for me 12')).expect(200);
  });

  it('a reset ends the earlier setup link of an account added through the API; nobody resets themselves', async () => {
    const added = await add({ username: 'never.came', role: 'viewer' }).expect(201);
    const firstLink = tokenOfLink(added.body.setupLink);
    const res = await reset('never.came').expect(200);
    const secondLink = tokenOfLink(res.body.setupLink);
    await http().get(`/admin/setup/${firstLink}`).expect(410);
    await http().get(`/admin/setup/${secondLink}`).expect(200);

    const before = await users();
    const self = await reset('boss');
    expect([self.status, self.body]).toEqual([422, refusedBody(self, 'account_refused', SELF_RESET_MESSAGE)]);
    const missing = await reset('nobody.here');
    expect([missing.status, missing.body]).toEqual([404, refusedBody(missing, 'not_found', ACCOUNT_TEXTS.noSuchAccount)]);
    const body = await http().post('/api/admin/accounts/never.came/reset').set(bearer(boss)).send({ password: 'x' });
    expect([body.status, body.body]).toEqual([400, validationRefusal(body, '{"password":"property password should not exist"}')]);
    expect(await users()).toEqual(before);
    await leads(boss).expect(200);
  });

  it('refuses a viewer every account endpoint (403) and a request without a session (401), changing nothing', async () => {
    await create('peeker', 'viewer');
    await create('target', 'viewer');
    const viewer = await tokenOf('peeker');
    const before = await users();
    const auditBefore = await auditCount();
    const attempts: [string, () => request.Test][] = [
      ['list', () => list(viewer)],
      ['add', () => add({ username: 'sneaky', role: 'admin' }, viewer)],
      ['promote self', () => patch('peeker', { role: 'admin' }, viewer)],
      ['disable', () => patch('target', { disabled: true }, viewer)],
      ['reset', () => reset('target', viewer)],
    ];
    for (const [label, attempt] of attempts) {
      const res = await attempt();
      expect([label, res.status, res.body]).toEqual([label, 403, refusedBody(res, 'forbidden', ADMIN_ONLY_MESSAGE)]);
    }
    const anonymous: [string, () => request.Test][] = [
      ['list', () => http().get('/api/admin/accounts')],
      ['add', () => http().post('/api/admin/accounts').send({ username: 'sneaky', role: 'admin' })],
      ['disable', () => http().patch('/api/admin/accounts/target').send({ disabled: true })],
      ['reset', () => http().post('/api/admin/accounts/target/reset').send({})],
    ];
    for (const [label, attempt] of anonymous) {
      const res = await attempt();
      expect([label, res.status, res.body]).toEqual([label, 401, refusedBody(res, 'unauthenticated', NOT_SIGNED_IN_MESSAGE)]);
    }
    expect(await users()).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
    await leads(viewer).expect(200);
  });

  it('shows the accounts page and its link to admins only', async () => {
    const viewerCookie = await cookieOf('peeker');
    const forbidden = await http().get('/admin/accounts').set('cookie', viewerCookie);
    expect(forbidden.status).toBe(403);
    expect(forbidden.text).toContain('Admins only');
    expect(forbidden.text).not.toContain('second.admin');
    const mine = await http().get('/admin/accounts').set('cookie', bossCookie).expect(200);
    expect(mine.text).not.toContain('Admins only');
    expect(mine.text).toContain('second.admin');
    for (const path of ['/content-optimizer', '/admin/leads', '/admin/account']) {
      const asViewer = await http().get(path).set('cookie', viewerCookie);
      const asAdmin = await http().get(path).set('cookie', bossCookie);
      expect([path, asViewer.status, asAdmin.status]).toEqual([path, 200, 200]);
      expect([path, asViewer.text.includes('href="/admin/accounts"')]).toEqual([path, false]);
      expect([path, asAdmin.text.includes('href="/admin/accounts"')]).toEqual([path, true]);
    }
    await http().get('/admin/accounts').expect(401);
  });

  it('refuses a cookie-authenticated change from another site\'s Origin (403), changing nothing', async () => {
    await create('guarded', 'viewer');
    const before = await users();
    const auditBefore = await auditCount();
    const attempts: [string, () => request.Test][] = [
      ['add', () => http().post('/api/admin/accounts').send({ username: 'csrf.made', role: 'admin' })],
      ['promote', () => http().patch('/api/admin/accounts/guarded').send({ role: 'admin' })],
      ['disable', () => http().patch('/api/admin/accounts/guarded').send({ disabled: true })],
      ['reset', () => http().post('/api/admin/accounts/guarded/reset').send({})],
    ];
    for (const [label, attempt] of attempts) {
      for (const origin of ['https://evil.example', 'null', `${ORIGIN}.evil.example`]) {
        const res = await attempt().set('cookie', bossCookie).set('origin', origin);
        expect([label, origin, res.status, res.body]).toEqual([label, origin, 403, refusedBody(res, 'forbidden', FOREIGN_ORIGIN_MESSAGE)]);
      }
      // Without an Origin at all, a cookie is not enough either.
      const bare = await attempt().set('cookie', bossCookie);
      expect([label, bare.status, bare.body.error]).toEqual([label, 403, FOREIGN_ORIGIN_MESSAGE]);
    }
    expect(await users()).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
    // The control: the same cookie from this site's pages changes it.
    const ours = await http().patch('/api/admin/accounts/guarded').set('cookie', bossCookie).set('origin', ORIGIN).send({ disabled: true }).expect(200);
    expect(ours.body.account).toMatchObject({ username: 'guarded', disabled: true });
  });

  it('records each change with its actor and subject, never a setup token', async () => {
    expect(await auditOf('shifter')).toEqual([
      { action: 'account_created', actor: null, subject: 'shifter', details: { role: 'viewer' } },
      { action: 'account_role_changed', actor: 'boss', subject: 'shifter', details: { from: 'viewer', to: 'admin' } },
      { action: 'account_role_changed', actor: 'boss', subject: 'shifter', details: { from: 'admin', to: 'viewer' } },
      { action: 'account_disabled', actor: 'boss', subject: 'shifter', details: { disabled: true } },
      { action: 'account_enabled', actor: 'boss', subject: 'shifter', details: { disabled: false } },
    ]);
    const hire = await auditOf('new.hire');
    expect(hire.slice(0, 2)).toEqual([
      { action: 'account_created', actor: 'boss', subject: 'new.hire', details: { role: 'viewer', setupLink: true } },
      { action: 'setup_link_created', actor: 'boss', subject: 'new.hire', details: { expiresAt: expect.any(String) } },
    ]);
    const resets = (await auditOf('forgetful')).filter((r) => r.action === 'account_reset' || r.action === 'setup_link_created');
    expect(resets.map(({ action, actor, subject }) => ({ action, actor, subject }))).toEqual([
      { action: 'account_reset', actor: 'boss', subject: 'forgetful' },
      { action: 'setup_link_created', actor: 'boss', subject: 'forgetful' },
      { action: 'account_reset', actor: 'boss', subject: 'forgetful' },
      { action: 'setup_link_created', actor: 'boss', subject: 'forgetful' },
    ]);
    expect(issuedTokens).toHaveLength(5);
    const everything = JSON.stringify((await db.query('select * from admin_audit_event')).rows);
    for (const token of issuedTokens) expect(everything).not.toContain(token);
    expect(everything).not.toContain('/admin/setup/');
  });
});

describe('account changes across two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp(ENV);
    b = await createTestApp(ENV, undefined, a.databaseUrl);
    await a.app.get(AdminAccounts).create('chief', 'admin', PASSWORD);
    await a.app.get(AdminAccounts).create('roamer', 'viewer', PASSWORD);
  }, 60_000);

  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a viewer disabled by an admin on instance A is signed out on instance B at its next request', async () => {
    const signIn = (app: TestApp, username: string) => request(app.app.getHttpServer()).post('/api/admin/login').send({ username, password: PASSWORD }).expect(200);
    const chief = (await signIn(a, 'chief')).body.token as string;
    const roamer = (await signIn(b, 'roamer')).body.token as string;
    const onB = () => request(b.app.getHttpServer()).get('/api/admin/leads').set('authorization', `Bearer ${roamer}`);
    await onB().expect(200);
    await request(a.app.getHttpServer()).patch('/api/admin/accounts/roamer').set('authorization', `Bearer ${chief}`).send({ disabled: true }).expect(200);
    const next = await onB();
    expect([next.status, next.body.error]).toEqual([401, SESSION_ENDED_MESSAGE]);
    await request(b.app.getHttpServer()).get('/api/admin/verify').set('authorization', `Bearer ${chief}`).expect(200);
  });
});
