import { createCipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import request from 'supertest';
import { ADMIN_SESSION_COOKIE, FOREIGN_ORIGIN_MESSAGE, SESSION_ENDED_MESSAGE, signInLockedMessage } from '../../core/admin.js';
import { ACCOUNT_TEXTS, CODE_FORMAT_MESSAGE, MFA_STEP_LIFETIME_MS, SETUP_LINK_LIFETIME_MS } from '../../core/admin-accounts.js';
import { AdminAccounts } from '../../src/admin/index.js';
import { GUESSABLE_PASSWORDS } from '../fixtures.js';
import { PasswordHasher } from '../../src/admin/password-hasher.js';
import { newTotpSecret } from '../../src/admin/totp.js';
import { Clock } from '../../src/common/clock.js';
import { TestClock } from '../../src/queue/test-clock.js';
import { ormOptions } from '../../src/database/orm-options.js';
import { createTestApp, type TestApp } from './app.js';
import { freshDatabase, type TestDatabase } from './database.js';
import { awayFromStepEdge, codeAt, stepNow, wrongCodeFor } from './two-factor-codes.js';
import { validationRefusal } from './validation-refusal.js';

// Two-factor sign-in, setup links and your own account (docs/product.md#14-admin-area), over HTTP on a
// real database: the pending step, TOTP with replays refused, recovery codes, sealed keys, one-time links,
// password and session changes, the Origin check on every new state-changing route, and the audit trail.

const ORIGIN = 'https://www.example.test';
const EVIL = 'https://evil.example';
const PASSWORD = 'lantern harbor quiet 42';
const NEW_PASSWORD = 'copper orchard signal 77';
const TOO_COMMON = 'password is too common: choose a longer phrase of unrelated words';
const MFA_KEY = randomBytes(32).toString('base64');
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const ONE_TIME_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const RECOVERY_CODE = /^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/;
const STEP_MS = 30_000;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const sessionIdOf = (token: string) => (jwt.decode(token) as { jti: string }).jti;
const madeUpToken = () => randomBytes(32).toString('base64url');
const cookiesOf = (res: request.Response): string[] => ([] as string[]).concat(res.headers['set-cookie'] ?? []);

/** The error body every refusal has. */
const refusal = (error: string, code: string) => ({ success: false, error, code, requestId: expect.any(String) });

/** What every test reads back to check that nothing secret ended up in the trail or the logs. */
const secretsSeen: string[] = [];
const codesSeen: string[] = [];
const logged: string[] = [];

/** The app, a database connection and the calls the tests make, for one ADMIN_MFA setting. */
function harness(env: Record<string, string>) {
  const h = {
    testApp: undefined as unknown as TestApp,
    db: undefined as unknown as pg.Client,
    http: () => request(h.testApp.app.getHttpServer()),
    /** The server's now: its Clock, which the tests move instead of waiting. */
    now: () => h.testApp.app.get(Clock).now(),
    accounts: () => h.testApp.app.get(AdminAccounts),
    signIn: (username: string, password = PASSWORD, userAgent?: string) => {
      const call = h.http().post('/api/admin/login');
      if (userAgent) call.set('User-Agent', userAgent);
      return call.send({ username, password });
    },
    code: (mfaToken: string, code: string) => h.http().post('/api/admin/login/mfa').send({ mfaToken, code }),
    verify: (token: string) => h.http().get('/api/admin/verify').set('Authorization', `Bearer ${token}`),
    /** An own-account call with the bearer token. */
    own: (method: 'get' | 'post' | 'delete', path: string, token: string) =>
      h.http()[method](`/api/admin/account${path}`).set('Authorization', `Bearer ${token}`),
    /** A session token from a password-only sign-in. */
    async sessionOf(username: string, password = PASSWORD, userAgent?: string): Promise<string> {
      const res = await h.signIn(username, password, userAgent).expect(200);
      expect(res.body.success).toBe(true);
      secretsSeen.push(res.body.token);
      return res.body.token as string;
    },
    /** The pending step of an account with two-factor (the password accepted). */
    async stepOf(username: string): Promise<string> {
      const res = await h.signIn(username).expect(200);
      expect(res.body).toMatchObject({ success: false, mfaRequired: true });
      secretsSeen.push(res.body.mfaToken);
      return res.body.mfaToken as string;
    },
    /**
     * A new admin account with two-factor turned on from its account page. The enrolment is moved 10
     * steps into the past (as if it was done minutes ago), so that this step's code and the previous
     * step's are both still unused.
     */
    async enrolled(username: string): Promise<{ secret: string; recoveryCodes: string[]; token: string }> {
      await h.accounts().create(username, 'admin', PASSWORD);
      const token = await h.sessionOf(username);
      const { secret } = (await h.own('post', '/mfa/enrol', token).send({}).expect(200)).body.enrolment as { secret: string };
      await awayFromStepEdge(h.testApp.app);
      const confirmed = await h.own('post', '/mfa/confirm', token).send({ code: codeAt(h.testApp.app, secret) }).expect(200);
      await h.db.query(`update admin_user set mfa_last_step = mfa_last_step - 10 where username = $1`, [username]);
      secretsSeen.push(secret);
      secretsSeen.push(...confirmed.body.recoveryCodes);
      return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[], token };
    },
    async user(username: string) {
      const { rows } = await h.db.query(`select * from admin_user where username = $1`, [username]);
      return rows[0] as Record<string, unknown>;
    },
    async steps(username: string) {
      const { rows } = await h.db.query(
        `select s.* from admin_sign_in_step s join admin_user u on u.id = s.user_id where u.username = $1 order by s.created_at`,
        [username],
      );
      return rows as { token_hash: string; purpose: string; failures: number; ended_at: Date | null; expires_at: Date }[];
    },
    async failures(username: string): Promise<unknown[]> {
      const { rows } = await h.db.query(`select details from admin_audit_event where action = 'sign_in_failed' and subject = $1 order by at`, [username]);
      return rows.map((row) => row.details);
    },
  };

  beforeAll(async () => {
    h.testApp = await createTestApp({ ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000', ADMIN_MFA_KEY: MFA_KEY, ...env });
    h.db = new pg.Client({ connectionString: h.testApp.databaseUrl });
    await h.db.connect();
  });

  afterAll(async () => {
    await h.db?.end();
    await h.testApp?.close();
  });

  return h;
}

// Everything the app logs through Nest's Logger (the audit trail's lines among them), to check for secrets.
beforeAll(() => {
  for (const level of ['log', 'warn', 'error', 'debug', 'verbose'] as const) {
    const original = Logger.prototype[level];
    jest.spyOn(Logger.prototype, level).mockImplementation(function (this: Logger, ...args: unknown[]) {
      logged.push(JSON.stringify(args));
      return (original as (...a: unknown[]) => void).apply(this, args);
    });
  }
});

afterAll(() => {
  jest.restoreAllMocks();
});

describe('two-factor sign-in, setup links and your own account (ADMIN_MFA=optional)', () => {
  const h = harness({ ADMIN_MFA: 'optional' });

  it('enrols from your account: the key and QR code, a wrong code changes nothing, the right one turns it on with 10 recovery codes, the key sealed', async () => {
    await h.accounts().create('enrol.one', 'admin', PASSWORD);
    const token = await h.sessionOf('enrol.one');
    expect((await h.own('get', '', token).expect(200)).body.account).toMatchObject({ username: 'enrol.one', role: 'admin', mfa: { enabled: false, recoveryCodesLeft: 0 }, mfaRequired: false });

    const started = await h.own('post', '/mfa/enrol', token).send({}).expect(200);
    const { secret } = started.body.enrolment as { secret: string };
    secretsSeen.push(secret);
    expect(started.body).toEqual({
      success: true,
      enrolment: {
        secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
        otpauthUri: `otpauth://totp/www.example.test:enrol.one?issuer=www.example.test&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
        qrSvg: expect.stringMatching(/^<svg[\s\S]*<\/svg>\s*$/),
      },
    });
    // The key is held aside, sealed, until a code from the app is accepted.
    let user = await h.user('enrol.one');
    expect(user.mfa_secret).toBeNull();
    expect(user.mfa_enabled_at).toBeNull();
    expect(String(user.mfa_pending_secret)).toMatch(/^v2\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(String(user.mfa_pending_secret)).not.toContain(secret);

    await awayFromStepEdge(h.testApp.app);
    const wrong = await h.own('post', '/mfa/confirm', token).send({ code: wrongCodeFor(secret, h.now()) });
    expect([wrong.status, wrong.body]).toEqual([422, refusal(ACCOUNT_TEXTS.wrongCode, 'wrong_code')]);
    expect((await h.own('get', '', token).expect(200)).body.account.mfa).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    user = await h.user('enrol.one');
    expect([user.mfa_secret, user.mfa_enabled_at, user.mfa_last_step]).toEqual([null, null, null]);
    expect((await h.db.query(`select count(*)::int as n from admin_recovery_code`)).rows[0].n).toBe(0);

    const right = codeAt(h.testApp.app, secret);
    codesSeen.push(right);
    const confirmed = await h.own('post', '/mfa/confirm', token).send({ code: `${right.slice(0, 3)} ${right.slice(3)}` }).expect(200);
    const codes = confirmed.body.recoveryCodes as string[];
    secretsSeen.push(...codes);
    expect(confirmed.body).toEqual({
      success: true,
      account: expect.objectContaining({ username: 'enrol.one', mfa: { enabled: true, recoveryCodesLeft: 10 } }),
      recoveryCodes: expect.any(Array),
    });
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);

    user = await h.user('enrol.one');
    expect(user.mfa_enabled_at).toBeInstanceOf(Date);
    expect(user.mfa_pending_secret).toBeNull();
    expect(String(user.mfa_secret)).toMatch(/^v2\./);
    expect(String(user.mfa_secret)).not.toContain(secret);
    expect(String(user.mfa_secret).toUpperCase()).not.toContain(secret);
    expect(user.mfa_last_step).toBe(stepNow(h.testApp.app));
    const hashes = (await h.db.query(`select r.code_hash from admin_recovery_code r join admin_user u on u.id = r.user_id where u.username = 'enrol.one'`)).rows.map(
      (row) => row.code_hash as string,
    );
    expect(hashes).toHaveLength(10);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const code of codes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace(/-/g, ''));
      expect(hashes.some((hash) => hash.toUpperCase().includes(code.replace(/-/g, '')))).toBe(false);
    }
    // Confirming again (no key held aside any more) changes nothing.
    const again = await h.own('post', '/mfa/confirm', token).send({ code: right });
    expect([again.status, again.body]).toEqual([422, refusal(ACCOUNT_TEXTS.wrongCode, 'wrong_code')]);
    expect((await h.own('get', '', token).expect(200)).body.account.mfa).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('signs in with the password then the code: the step is no session, windows one step either side, replays refused, malformed codes 400 and not counted', async () => {
    const { secret } = await h.enrolled('two.step');
    const before = h.now();
    const first = await h.signIn('two.step').expect(200);
    expect(first.body).toEqual({ success: false, mfaRequired: true, enrolRequired: false, mfaToken: expect.stringMatching(ONE_TIME_TOKEN), expiresAt: expect.any(String) });
    expect(first.headers['set-cookie']).toBeUndefined();
    const expiresAt = Date.parse(first.body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(h.now() + 5 * 60_000);
    const step = first.body.mfaToken as string;
    secretsSeen.push(step);
    expect((await h.steps('two.step')).map((row) => [row.token_hash, row.purpose, row.failures, row.ended_at])).toEqual([[sha256(step), 'verify', 0, null]]);

    // The step's token opens nothing but the code's call.
    const asBearer = await h.verify(step);
    expect([asBearer.status, asBearer.body]).toEqual([401, refusal(SESSION_ENDED_MESSAGE, 'unauthenticated')]);
    await h.http().get('/api/admin/leads').set('Authorization', `Bearer ${step}`).expect(401);
    await h.http().get('/api/admin/verify').set('Cookie', `${ADMIN_SESSION_COOKIE}=${step}`).expect(401);
    await h.http().get('/api/admin/account').set('Authorization', `Bearer ${step}`).expect(401);

    // A 5- or 7-digit code, letters or nothing: 400 naming the code, not a failure.
    for (const bad of ['12345', '1234567', 'abcdef', '12345a', '']) {
      const res = await h.code(step, bad);
      expect([res.status, res.body]).toEqual([400, validationRefusal(res, JSON.stringify({ code: bad === '' ? 'code is required' : CODE_FORMAT_MESSAGE }))]);
    }
    expect(await h.failures('two.step')).toEqual([]);
    expect((await h.steps('two.step'))[0]!.failures).toBe(0);

    // A code from 4 steps back (or ahead) is out of the window: refused, and counted.
    const farBack = codeAt(h.testApp.app, secret, -120_000);
    const farAhead = codeAt(h.testApp.app, secret, 120_000);
    codesSeen.push(farBack, farAhead);
    const far = await h.code(step, farBack);
    expect([far.status, far.body]).toEqual([401, refusal(ACCOUNT_TEXTS.wrongCode, 'sign_in_failed')]);
    expect((await h.code(step, farAhead)).body.error).toBe(ACCOUNT_TEXTS.wrongCode);
    expect(await h.failures('two.step')).toEqual([
      { reason: 'wrong_code', stepEnded: false },
      { reason: 'wrong_code', stepEnded: false },
    ]);

    await awayFromStepEdge(h.testApp.app);
    // The previous step's code is still accepted (its step was never used), typed with the space apps show.
    const previous = codeAt(h.testApp.app, secret, -STEP_MS);
    codesSeen.push(previous);
    const signedIn = await h.code(step, `${previous.slice(0, 3)} ${previous.slice(3)}`).expect(200);
    expect(signedIn.body).toEqual({ success: true, token: expect.stringMatching(JWT), admin: { username: 'two.step', role: 'admin' } });
    secretsSeen.push(signedIn.body.token);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(cookiesOf(signedIn)[0]).toMatch(new RegExp(`^${ADMIN_SESSION_COOKIE}=${signedIn.body.token}; Path=/; Expires=[^;]+; HttpOnly; SameSite=Strict$`));
    await h.verify(signedIn.body.token).expect(200, { success: true, admin: { username: 'two.step', role: 'admin' } });
    expect((await h.user('two.step')).mfa_last_step).toBe(stepNow(h.testApp.app) - 1);

    // This step's code, on a new step: accepted.
    const current = codeAt(h.testApp.app, secret);
    codesSeen.push(current);
    const second = await h.stepOf('two.step');
    const again = await h.code(second, current).expect(200);
    expect(again.body.admin).toEqual({ username: 'two.step', role: 'admin' });
    expect((await h.user('two.step')).mfa_last_step).toBe(stepNow(h.testApp.app));

    // The same code once more, on a new step: a replay. The previous step's code now too (older than the last used).
    const third = await h.stepOf('two.step');
    const replay = await h.code(third, current);
    expect([replay.status, replay.body]).toEqual([401, refusal(ACCOUNT_TEXTS.wrongCode, 'sign_in_failed')]);
    expect(replay.headers['set-cookie']).toBeUndefined();
    const older = await h.code(third, previous);
    expect([older.status, older.body.error]).toEqual([401, ACCOUNT_TEXTS.wrongCode]);
    const thirdRow = (await h.steps('two.step'))[2]!;
    expect([thirdRow.failures, thirdRow.ended_at]).toEqual([2, null]);
    // Two failures before the first success and two after it: a success does not erase the trail.
    expect(await h.failures('two.step')).toHaveLength(4);
  });

  it('ends a step at the fifth wrong code, records each as wrong_code, and then locks the username for a new password sign-in', async () => {
    const { secret } = await h.enrolled('five.wrong');
    const step = await h.stepOf('five.wrong');
    const wrong = wrongCodeFor(secret, h.now());
    const answers: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await h.code(step, wrong);
      answers.push([res.status, res.body]);
    }
    const wrongCode = [401, refusal(ACCOUNT_TEXTS.wrongCode, 'sign_in_failed')];
    expect(answers).toEqual([wrongCode, wrongCode, wrongCode, wrongCode, [401, refusal(ACCOUNT_TEXTS.stepEnded, 'sign_in_failed')]]);
    const [row] = await h.steps('five.wrong');
    expect(row!.failures).toBe(5);
    expect(row!.ended_at).toBeInstanceOf(Date);

    // The step is over: even the right code answers that it ended, and it is not consumed.
    await awayFromStepEdge(h.testApp.app);
    const lastStep = (await h.user('five.wrong')).mfa_last_step;
    const right = codeAt(h.testApp.app, secret);
    codesSeen.push(right);
    const late = await h.code(step, right);
    expect([late.status, late.body]).toEqual([401, refusal(ACCOUNT_TEXTS.stepEnded, 'sign_in_failed')]);
    expect((await h.user('five.wrong')).mfa_last_step).toBe(lastStep);
    expect(late.headers['set-cookie']).toBeUndefined();

    const rows = (await h.db.query(`select actor, subject, details from admin_audit_event where action = 'sign_in_failed' and subject = 'five.wrong' order by at`)).rows;
    expect(rows).toEqual([
      ...Array.from({ length: 4 }, () => ({ actor: null, subject: 'five.wrong', details: { reason: 'wrong_code', stepEnded: false } })),
      { actor: null, subject: 'five.wrong', details: { reason: 'wrong_code', stepEnded: true } },
    ]);

    // Five failures for the username: the password sign-in is refused before the password is even checked.
    const locked = await h.signIn('five.wrong');
    expect([locked.status, locked.body]).toEqual([429, refusal(signInLockedMessage(15), 'too_many_attempts')]);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(await h.steps('five.wrong')).toHaveLength(1);
  });

  it('answers the same 401 for an expired, made-up or already used step', async () => {
    const { secret, recoveryCodes } = await h.enrolled('step.ends');
    await awayFromStepEdge(h.testApp.app);

    // A step lives 5 minutes: the server's clock moves past them (no waiting).
    const expiring = await h.stepOf('step.ends');
    await h.testApp.app.get(TestClock).advance(MFA_STEP_LIFETIME_MS);
    await awayFromStepEdge(h.testApp.app);
    const lastStep = (await h.user('step.ends')).mfa_last_step;
    const right = codeAt(h.testApp.app, secret);
    codesSeen.push(right);
    const expired = await h.code(expiring, right);
    expect([expired.status, expired.body]).toEqual([401, refusal(ACCOUNT_TEXTS.stepEnded, 'sign_in_failed')]);
    expect((await h.user('step.ends')).mfa_last_step).toBe(lastStep);

    for (const token of [madeUpToken(), 'not-a-step', `${madeUpToken()}x`]) {
      const res = await h.code(token, right);
      expect([res.status, res.body]).toEqual([401, refusal(ACCOUNT_TEXTS.stepEnded, 'sign_in_failed')]);
    }
    // None of those counts as a failure of the account.
    expect(await h.failures('step.ends')).toEqual([]);

    // Used once, a step is over: a recovery code on it is refused and stays unused.
    const step = await h.stepOf('step.ends');
    await h.code(step, right).expect(200);
    const reused = await h.code(step, recoveryCodes[0]!);
    expect([reused.status, reused.body]).toEqual([401, refusal(ACCOUNT_TEXTS.stepEnded, 'sign_in_failed')]);
    const used = (await h.db.query(`select count(*)::int as n from admin_recovery_code r join admin_user u on u.id = r.user_id where u.username = 'step.ends' and r.used_at is not null`)).rows[0].n;
    expect(used).toBe(0);
    const rows = await h.steps('step.ends');
    expect(rows.map((row) => row.ended_at !== null)).toEqual([false, true]);
  });

  it('signs in once with each recovery code (any case, dashes or not), counts them down, and renews them', async () => {
    const { recoveryCodes, token, secret } = await h.enrolled('rescue.me');
    const [first, second, kept] = recoveryCodes as [string, string, string];

    const started = h.now();
    const one = await h.code(await h.stepOf('rescue.me'), first.toLowerCase()).expect(200);
    expect(one.body).toEqual({ success: true, token: expect.stringMatching(JWT), admin: { username: 'rescue.me', role: 'admin' } });
    expect(cookiesOf(one)[0]).toMatch(new RegExp(`^${ADMIN_SESSION_COOKIE}=${one.body.token};`));
    // A used recovery code is refused in words for recovery codes (not "the newest code from your app").
    const twice = await h.code(await h.stepOf('rescue.me'), first);
    expect([twice.status, twice.body]).toEqual([401, refusal(ACCOUNT_TEXTS.wrongRecoveryCode, 'sign_in_failed')]);
    await h.code(await h.stepOf('rescue.me'), ` ${second.replace(/-/g, '').toLowerCase().replace(/(.{8})/, '$1 ')} `).expect(200);
    const refused = await h.code(await h.stepOf('rescue.me'), second.replace(/-/g, ''));
    expect(refused.body.error).toBe(ACCOUNT_TEXTS.wrongRecoveryCode);

    expect((await h.own('get', '', token).expect(200)).body.account.mfa).toEqual({ enabled: true, recoveryCodesLeft: 8 });
    const usedAt = (await h.db.query(`select r.used_at from admin_recovery_code r join admin_user u on u.id = r.user_id where u.username = 'rescue.me' and r.used_at is not null`)).rows.map(
      (row) => (row.used_at as Date).getTime(),
    );
    expect(usedAt).toHaveLength(2);
    for (const at of usedAt) {
      expect(at).toBeGreaterThanOrEqual(started - 1000);
      expect(at).toBeLessThanOrEqual(h.now() + 1000);
    }

    const renewed = await h.own('post', '/mfa/recovery-codes', token).send({ password: PASSWORD, code: codeAt(h.testApp.app, secret) }).expect(200);
    const fresh = renewed.body.recoveryCodes as string[];
    secretsSeen.push(...fresh);
    expect(renewed.body).toEqual({ success: true, account: expect.objectContaining({ mfa: { enabled: true, recoveryCodesLeft: 10 } }), recoveryCodes: expect.any(Array) });
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    for (const code of fresh) {
      expect(code).toMatch(RECOVERY_CODE);
      expect(recoveryCodes).not.toContain(code);
    }
    expect((await h.db.query(`select count(*)::int as n from admin_recovery_code r join admin_user u on u.id = r.user_id where u.username = 'rescue.me'`)).rows[0].n).toBe(10);

    // An old code never used stops working; a new one works.
    const old = await h.code(await h.stepOf('rescue.me'), kept);
    expect([old.status, old.body]).toEqual([401, refusal(ACCOUNT_TEXTS.wrongRecoveryCode, 'sign_in_failed')]);
    await h.code(await h.stepOf('rescue.me'), fresh[0]!).expect(200);
    expect((await h.own('get', '', token).expect(200)).body.account.mfa).toEqual({ enabled: true, recoveryCodesLeft: 9 });

    // Without two-factor there is nothing to renew.
    await h.accounts().create('no.codes', 'viewer', PASSWORD);
    const plain = await h.sessionOf('no.codes');
    const off = await h.own('post', '/mfa/recovery-codes', plain).send({});
    expect([off.status, off.body]).toEqual([422, refusal('Turn on two-factor sign-in first', 'account_refused')]);
    expect((await h.db.query(`select count(*)::int as n from admin_recovery_code r join admin_user u on u.id = r.user_id where u.username = 'no.codes'`)).rows[0].n).toBe(0);
  });

  it('makes a setup link that works once for 24 hours, keeps only its hash, and answers one 410 for a used, expired or made-up link', async () => {
    const before = h.now();
    const { account, setupLink } = await h.accounts().add('newbie', 'viewer', 'boss');
    expect(account).toMatchObject({ username: 'newbie', role: 'viewer', setupPending: true, mfaEnabled: false });
    expect(setupLink).toEqual({ username: 'newbie', path: expect.stringMatching(/^\/admin\/setup\/[A-Za-z0-9_-]{43}$/), url: `${ORIGIN}${setupLink.path}`, expiresAt: expect.any(String) });
    expect(Date.parse(setupLink.expiresAt)).toBeGreaterThanOrEqual(before + 24 * 3600_000 - 1000);
    expect(Date.parse(setupLink.expiresAt)).toBeLessThanOrEqual(h.now() + 24 * 3600_000);
    const token = setupLink.path.split('/').pop()!;
    secretsSeen.push(token);
    const linkRows = async (username: string) =>
      (await h.db.query(`select l.* from admin_setup_link l join admin_user u on u.id = l.user_id where u.username = $1`, [username])).rows as Record<string, unknown>[];
    const [row] = await linkRows('newbie');
    expect(row).toMatchObject({ token_hash: sha256(token), used_at: null, created_by: 'boss' });
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await linkRows('newbie'))).not.toContain(token);

    const page = await h.http().get(setupLink.path).expect(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('newbie');

    // A weak password: 400 naming it, and the link still works.
    for (const [password, problem] of [
      ['short one', 'password must be at least 12 characters'],
      ['Password1234!', TOO_COMMON],
      ...GUESSABLE_PASSWORDS.map((guessable) => [guessable, TOO_COMMON] as const),
      ['newbie harbor lantern', 'password must not contain the username'],
    ] as const) {
      const weak = await h.http().post('/api/admin/setup').send({ token, password });
      expect([weak.status, weak.body]).toEqual([400, validationRefusal(weak, JSON.stringify({ password: problem }))]);
      expect(weak.headers['set-cookie']).toBeUndefined();
    }
    expect((await linkRows('newbie'))[0]!.used_at).toBeNull();
    expect((await h.user('newbie')).password_hash).toBeNull();
    await h.http().get(setupLink.path).expect(200);

    const done = await h.http().post('/api/admin/setup').send({ token, password: PASSWORD }).expect(200);
    expect(done.body).toEqual({ success: true, token: expect.stringMatching(JWT), admin: { username: 'newbie', role: 'viewer' } });
    secretsSeen.push(done.body.token);
    expect(cookiesOf(done)[0]).toMatch(new RegExp(`^${ADMIN_SESSION_COOKIE}=${done.body.token}; Path=/; Expires=[^;]+; HttpOnly; SameSite=Strict$`));
    await h.verify(done.body.token).expect(200, { success: true, admin: { username: 'newbie', role: 'viewer' } });
    expect((await linkRows('newbie'))[0]!.used_at).toBeInstanceOf(Date);
    expect(String((await h.user('newbie')).password_hash)).toMatch(/^\$argon2id\$/);
    await h.sessionOf('newbie');

    // Used, expired or never made: the same 410 answer and the same page.
    const usedAnswer = await h.http().post('/api/admin/setup').send({ token, password: NEW_PASSWORD });
    expect([usedAnswer.status, usedAnswer.body]).toEqual([410, refusal(ACCOUNT_TEXTS.linkInvalid, 'link_invalid')]);
    expect(String((await h.user('newbie')).password_hash)).toMatch(/^\$argon2id\$/);
    await h.sessionOf('newbie');
    await h.signIn('newbie', NEW_PASSWORD).expect(401);
    const usedPage = await h.http().get(setupLink.path).expect(410);
    expect(usedPage.headers['referrer-policy']).toBe('no-referrer');
    expect(usedPage.text).toContain(ACCOUNT_TEXTS.linkInvalid);
    expect(usedPage.text).not.toContain('newbie');

    // A link lives 24 hours: a minute before, it still opens its page; the server's clock moves past them (no waiting).
    const late = await h.accounts().add('late.comer', 'admin', 'boss');
    const lateToken = late.setupLink.path.split('/').pop()!;
    secretsSeen.push(lateToken);
    await h.testApp.app.get(TestClock).advance(SETUP_LINK_LIFETIME_MS - 60_000);
    expect((await h.http().get(late.setupLink.path).expect(200)).text).toContain('late.comer');
    await h.testApp.app.get(TestClock).advance(60_000);
    const made = madeUpToken();
    const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, '');
    for (const other of [lateToken, made]) {
      const answer = await h.http().post('/api/admin/setup').send({ token: other, password: PASSWORD });
      expect([answer.status, answer.body]).toEqual([410, refusal(ACCOUNT_TEXTS.linkInvalid, 'link_invalid')]);
      const otherPage = await h.http().get(`/admin/setup/${other}`).expect(410);
      expect(withoutNonce(otherPage.text)).toBe(withoutNonce(usedPage.text));
    }
    const notAToken = await h.http().post('/api/admin/setup').send({ token: 'not-a-token', password: PASSWORD });
    expect([notAToken.status, notAToken.body]).toEqual([410, refusal(ACCOUNT_TEXTS.linkInvalid, 'link_invalid')]);
    expect((await h.user('late.comer')).password_hash).toBeNull();
    expect((await linkRows('late.comer'))[0]!.used_at).toBeNull();
  });

  it('changes your password (current one required; this session stays, the others end), lists your sessions in words and ends them', async () => {
    await h.accounts().create('own.me', 'admin', PASSWORD);
    await h.accounts().create('someone.else', 'admin', PASSWORD);
    const mine = await h.sessionOf('own.me', PASSWORD, CHROME);
    const other = await h.sessionOf('own.me', PASSWORD, FIREFOX);
    const theirs = await h.sessionOf('someone.else');

    const viewed = (await h.own('get', '', mine).expect(200)).body.account;
    const byId = <T extends { id: string }>(sessions: T[]) => [...sessions].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(viewed.sessions)).toEqual(
      byId([
        { id: sessionIdOf(mine), device: 'Chrome 131 on Windows', ip: expect.any(String), signedInAt: expect.any(String), lastSeenAt: expect.any(String), current: true },
        { id: sessionIdOf(other), device: 'Firefox 133 on Linux', ip: expect.any(String), signedInAt: expect.any(String), lastSeenAt: expect.any(String), current: false },
      ]),
    );
    expect((await h.own('get', '', other).expect(200)).body.account.sessions.filter((s: { current: boolean }) => s.current).map((s: { id: string }) => s.id)).toEqual([sessionIdOf(other)]);

    const hashBefore = (await h.user('own.me')).password_hash;
    const wrong = await h.own('post', '/password', mine).send({ currentPassword: 'not my password at all', newPassword: NEW_PASSWORD });
    expect([wrong.status, wrong.body]).toEqual([422, refusal(ACCOUNT_TEXTS.wrongCurrentPassword, 'wrong_current_password')]);
    const weak = await h.own('post', '/password', mine).send({ currentPassword: PASSWORD, newPassword: 'too short' });
    expect([weak.status, weak.body]).toEqual([400, validationRefusal(weak, JSON.stringify({ newPassword: 'password must be at least 12 characters' }))]);
    for (const guessable of GUESSABLE_PASSWORDS) {
      const refused = await h.own('post', '/password', mine).send({ currentPassword: PASSWORD, newPassword: guessable });
      expect([guessable, refused.status, refused.body]).toEqual([guessable, 400, validationRefusal(refused, JSON.stringify({ newPassword: TOO_COMMON }))]);
    }
    expect((await h.user('own.me')).password_hash).toBe(hashBefore);
    await h.verify(other).expect(200);

    const changed = await h.own('post', '/password', mine).send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
    expect(changed.body.account.sessions.map((s: { id: string; current: boolean }) => [s.id, s.current])).toEqual([[sessionIdOf(mine), true]]);
    await h.verify(mine).expect(200);
    await h.verify(other).expect(401);
    await h.verify(theirs).expect(200);
    await h.signIn('own.me', PASSWORD).expect(401);
    const revoked = (await h.db.query(`select revoked_reason from admin_session where id = $1`, [sessionIdOf(other)])).rows[0].revoked_reason;
    expect(revoked).toBe('password_changed');

    // One other session of yours ends; someone else's, an ended one or a non-UUID is "no such session".
    const third = await h.sessionOf('own.me', NEW_PASSWORD);
    const ended = await h.own('delete', `/sessions/${sessionIdOf(third)}`, mine).expect(200);
    expect(ended.body.account.sessions.map((s: { id: string }) => s.id)).toEqual([sessionIdOf(mine)]);
    await h.verify(third).expect(401);
    expect((await h.db.query(`select revoked_reason from admin_session where id = $1`, [sessionIdOf(third)])).rows[0].revoked_reason).toBe('ended_by_owner');
    for (const id of [sessionIdOf(theirs), sessionIdOf(third), 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const missing = await h.own('delete', `/sessions/${id}`, mine);
      expect([missing.status, missing.body]).toEqual([404, refusal(ACCOUNT_TEXTS.noSuchSession, 'not_found')]);
    }
    await h.verify(theirs).expect(200);
    await h.verify(mine).expect(200);

    // All but this one.
    const fourth = await h.sessionOf('own.me', NEW_PASSWORD);
    const fifth = await h.sessionOf('own.me', NEW_PASSWORD);
    const others = await h.own('post', '/sessions/end-others', mine).send({}).expect(200);
    expect(others.body.account.sessions.map((s: { id: string; current: boolean }) => [s.id, s.current])).toEqual([[sessionIdOf(mine), true]]);
    await h.verify(fourth).expect(401);
    await h.verify(fifth).expect(401);
    await h.verify(mine).expect(200);
    await h.verify(theirs).expect(200);
    const endedRows = (await h.db.query(`select actor, subject, details from admin_audit_event where action = 'session_ended' and subject = 'own.me' order by at`)).rows;
    expect(endedRows).toEqual([
      { actor: 'own.me', subject: 'own.me', details: { sessions: 1 } },
      { actor: 'own.me', subject: 'own.me', details: { sessions: 2 } },
    ]);
  });

  it('refuses a foreign Origin on every state-changing own-account route with the cookie, and on the code and setup calls, changing nothing', async () => {
    const { secret, recoveryCodes, token: enrolledToken } = await h.enrolled('origin.check');
    await h.accounts().create('origin.plain', 'admin', PASSWORD);
    const plain = await h.sessionOf('origin.plain');
    const plainOther = await h.sessionOf('origin.plain');
    // A key held aside (by bearer), so a cross-site confirm would have something to turn on.
    const { secret: pending } = (await h.own('post', '/mfa/enrol', plain).send({}).expect(200)).body.enrolment as { secret: string };
    secretsSeen.push(pending);
    const pendingSealed = (await h.user('origin.plain')).mfa_pending_secret;
    const hashBefore = (await h.user('origin.plain')).password_hash;
    const codesBefore = (await h.db.query(`select code_hash from admin_recovery_code order by code_hash`)).rows;

    await awayFromStepEdge(h.testApp.app);
    const byCookie = (method: 'post' | 'delete', path: string, token: string, origin?: string) => {
      const call = h.http()[method](`/api/admin/account${path}`).set('Cookie', `${ADMIN_SESSION_COOKIE}=${token}`);
      if (origin) call.set('Origin', origin);
      return call;
    };
    const routes: [method: 'post' | 'delete', path: string, token: string, body: object][] = [
      ['post', '/password', plain, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }],
      ['delete', `/sessions/${sessionIdOf(plainOther)}`, plain, {}],
      ['post', '/sessions/end-others', plain, {}],
      ['post', '/mfa/enrol', plain, {}],
      ['post', '/mfa/confirm', plain, { code: codeAt(h.testApp.app, pending) }],
      ['post', '/mfa/recovery-codes', enrolledToken, {}],
    ];
    for (const [method, path, token, body] of routes) {
      for (const origin of [EVIL, 'null', undefined]) {
        const res = await byCookie(method, path, token, origin).send(body);
        expect([method, path, origin, res.status, res.body]).toEqual([method, path, origin, 403, refusal(FOREIGN_ORIGIN_MESSAGE, 'forbidden')]);
      }
    }
    const user = await h.user('origin.plain');
    expect([user.password_hash, user.mfa_pending_secret, user.mfa_enabled_at]).toEqual([hashBefore, pendingSealed, null]);
    expect((await h.db.query(`select code_hash from admin_recovery_code order by code_hash`)).rows).toEqual(codesBefore);
    await h.verify(plainOther).expect(200);
    await h.verify(plain).expect(200);
    await h.signIn('origin.plain', PASSWORD).expect(200);
    // This site's Origin with the cookie is let through.
    await byCookie('post', '/mfa/confirm', plain, ORIGIN).send({ code: codeAt(h.testApp.app, pending) }).expect(200);

    // The code's call from another site: refused before the code is looked at; the step still works after.
    const step = await h.stepOf('origin.check');
    const right = codeAt(h.testApp.app, secret);
    codesSeen.push(right);
    const lastStep = (await h.user('origin.check')).mfa_last_step;
    for (const code of [right, recoveryCodes[0]!]) {
      const foreign = await h.http().post('/api/admin/login/mfa').set('Origin', EVIL).send({ mfaToken: step, code });
      expect([foreign.status, foreign.body]).toEqual([403, refusal(FOREIGN_ORIGIN_MESSAGE, 'forbidden')]);
      expect(foreign.headers['set-cookie']).toBeUndefined();
    }
    expect((await h.user('origin.check')).mfa_last_step).toBe(lastStep);
    expect((await h.steps('origin.check')).at(-1)!.ended_at).toBeNull();
    expect((await h.db.query(`select count(*)::int as n from admin_recovery_code r join admin_user u on u.id = r.user_id where u.username = 'origin.check' and r.used_at is null`)).rows[0].n).toBe(10);
    const enrolForeign = await h.http().post('/api/admin/login/mfa/enrol').set('Origin', EVIL).send({ mfaToken: step });
    expect([enrolForeign.status, enrolForeign.body]).toEqual([403, refusal(FOREIGN_ORIGIN_MESSAGE, 'forbidden')]);
    await h.http().post('/api/admin/login/mfa').set('Origin', ORIGIN).send({ mfaToken: step, code: right }).expect(200);

    // A setup link from another site: refused, the link unused and the account still without a password.
    const { setupLink } = await h.accounts().add('origin.newbie', 'viewer', 'boss');
    const token = setupLink.path.split('/').pop()!;
    secretsSeen.push(token);
    const setup = await h.http().post('/api/admin/setup').set('Origin', EVIL).send({ token, password: PASSWORD });
    expect([setup.status, setup.body]).toEqual([403, refusal(FOREIGN_ORIGIN_MESSAGE, 'forbidden')]);
    expect(setup.headers['set-cookie']).toBeUndefined();
    expect((await h.user('origin.newbie')).password_hash).toBeNull();
    expect((await h.db.query(`select used_at from admin_setup_link where token_hash = $1`, [sha256(token)])).rows).toEqual([{ used_at: null }]);
    expect((await h.db.query(`select count(*)::int as n from admin_audit_event where action = 'account_setup_finished' and subject = 'origin.newbie'`)).rows[0].n).toBe(0);
    await h.http().post('/api/admin/setup').set('Origin', ORIGIN).send({ token, password: PASSWORD }).expect(200);
  });

  it('records enrolments, recovery codes, renewals, setups and ended sessions, with no code, key or token in any row or log', async () => {
    const rows = (
      await h.db.query<{ action: string; actor: string | null; subject: string | null; details: unknown }>(
        `select action, actor, subject, details from admin_audit_event
          where action in ('mfa_enabled', 'recovery_code_used', 'recovery_codes_replaced', 'account_setup_finished', 'session_ended')
          order by at`,
      )
    ).rows;
    const of = (action: string) => rows.filter((row) => row.action === action).map(({ actor, subject, details }) => ({ actor, subject, details }));
    const by = (name: string, details: unknown = null) => ({ actor: name, subject: name, details });
    expect(of('mfa_enabled')).toEqual(['enrol.one', 'two.step', 'five.wrong', 'step.ends', 'rescue.me', 'origin.check', 'origin.plain'].map((name) => by(name)));
    expect(of('recovery_code_used')).toEqual([by('rescue.me'), by('rescue.me'), by('rescue.me')]);
    expect(of('recovery_codes_replaced')).toEqual([by('rescue.me')]);
    expect(of('account_setup_finished')).toEqual([by('newbie'), by('origin.newbie')]);
    expect(of('session_ended')).toEqual([by('own.me', { sessions: 1 }), by('own.me', { sessions: 2 })]);

    expect(secretsSeen.length).toBeGreaterThan(50);
    const everything = JSON.stringify((await h.db.query('select * from admin_audit_event')).rows).toUpperCase();
    const details = JSON.stringify((await h.db.query('select details from admin_audit_event')).rows);
    const steps = JSON.stringify((await h.db.query('select * from admin_sign_in_step')).rows);
    const logs = logged.join('\n').toUpperCase();
    expect(logged.some((line) => line.includes('mfa_enabled'))).toBe(true);
    for (const secret of secretsSeen) {
      expect(everything).not.toContain(secret.toUpperCase());
      expect(everything).not.toContain(secret.replace(/-/g, '').toUpperCase());
      expect(logs).not.toContain(secret.toUpperCase());
      expect(logs).not.toContain(secret.replace(/-/g, '').toUpperCase());
      expect(steps).not.toContain(secret);
    }
    for (const code of codesSeen) expect(details).not.toContain(code);
  });

  it('replaces the authenticator or the recovery codes only with the password and a current code, in the session that began it, ending the others', async () => {
    const { secret, recoveryCodes, token } = await h.enrolled('swap.me');
    const other = (await h.code(await h.stepOf('swap.me'), recoveryCodes[0]!).expect(200)).body.token as string;
    const enrol = (body: object, bearer = token) => h.own('post', '/mfa/enrol', bearer).send(body);

    // A session alone proves nothing: both parts are asked for, then each is checked.
    const bare = await enrol({});
    expect([bare.status, bare.body.fields]).toEqual([400, { password: ACCOUNT_TEXTS.passwordForChange, code: ACCOUNT_TEXTS.codeForChange }]);
    expect((await h.own('post', '/mfa/recovery-codes', token).send({ code: codeAt(h.testApp.app, secret) })).body.fields).toEqual({ password: ACCOUNT_TEXTS.passwordForChange });
    const wrongPassword = await enrol({ password: 'not the password at all', code: codeAt(h.testApp.app, secret) });
    expect([wrongPassword.status, wrongPassword.body]).toEqual([422, refusal(ACCOUNT_TEXTS.wrongCurrentPassword, 'wrong_current_password')]);
    const wrongCode = await enrol({ password: PASSWORD, code: wrongCodeFor(secret, h.now()) });
    expect([wrongCode.status, wrongCode.body]).toEqual([422, refusal(ACCOUNT_TEXTS.wrongCode, 'wrong_code')]);
    expect(await h.failures('swap.me')).toEqual([{ reason: 'wrong_current_password' }, { reason: 'wrong_code' }]);
    expect((await h.user('swap.me')).mfa_pending_secret).toBeNull();

    // The proof holds: a new key for this session; another session cannot finish it.
    const started = await enrol({ password: PASSWORD, code: codeAt(h.testApp.app, secret) }).expect(200);
    const next = started.body.enrolment.secret as string;
    secretsSeen.push(next);
    const elsewhere = await h.own('post', '/mfa/confirm', other).send({ code: codeAt(h.testApp.app, next) });
    expect([elsewhere.status, elsewhere.body]).toEqual([422, refusal(ACCOUNT_TEXTS.enrolmentElsewhere, 'wrong_code')]);
    await h.verify(other).expect(200);

    // Its first code swaps the keys: the old recovery codes stop, the other session ends, the trail says so.
    const swapped = await h.own('post', '/mfa/confirm', token).send({ code: codeAt(h.testApp.app, next) }).expect(200);
    const fresh = swapped.body.recoveryCodes as string[];
    secretsSeen.push(...fresh);
    await h.verify(other).expect(401);
    await h.verify(token).expect(200);
    const old = await h.code(await h.stepOf('swap.me'), recoveryCodes[1]!);
    expect(old.status).toBe(401);
    const third = (await h.code(await h.stepOf('swap.me'), fresh[0]!).expect(200)).body.token as string;

    // New recovery codes: the same proof (a recovery code will do for the code), and the other sessions end.
    await h.own('post', '/mfa/recovery-codes', token).send({ password: PASSWORD, code: fresh[1] }).expect(200);
    await h.verify(third).expect(401);
    await h.verify(token).expect(200);
    const trail = (await h.db.query(`select action from admin_audit_event where subject = 'swap.me' and action like any (array['mfa_%', 'recovery_codes_%']) order by at`)).rows;
    expect(trail.map((row) => row.action)).toEqual(['mfa_enabled', 'mfa_replaced', 'recovery_codes_replaced']);
  });
});

describe('two-factor required of every account (ADMIN_MFA=required)', () => {
  const h = harness({ ADMIN_MFA: 'required' });

  it('sends a password-only account to enrol within the sign-in, then signs it in with its recovery codes', async () => {
    await h.accounts().create('must.enrol', 'admin', PASSWORD);
    const before = h.now();
    const first = await h.signIn('must.enrol').expect(200);
    expect(first.body).toEqual({ success: false, mfaRequired: true, enrolRequired: true, mfaToken: expect.stringMatching(ONE_TIME_TOKEN), expiresAt: expect.any(String) });
    expect(Date.parse(first.body.expiresAt)).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1000);
    expect(first.headers['set-cookie']).toBeUndefined();
    const step = first.body.mfaToken as string;
    await h.verify(step).expect(401);
    expect((await h.steps('must.enrol')).map((row) => row.purpose)).toEqual(['enrol']);

    const enrolment = await h.http().post('/api/admin/login/mfa/enrol').send({ mfaToken: step }).expect(200);
    const secret = enrolment.body.enrolment.secret as string;
    expect(enrolment.body).toEqual({
      success: true,
      enrolment: {
        secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
        otpauthUri: `otpauth://totp/www.example.test:must.enrol?issuer=www.example.test&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
        qrSvg: expect.stringMatching(/^<svg/),
      },
    });
    expect((await h.user('must.enrol')).mfa_enabled_at).toBeNull();
    expect(String((await h.user('must.enrol')).mfa_pending_secret)).toMatch(/^v2\./);

    await awayFromStepEdge(h.testApp.app);
    const wrong = await h.code(step, wrongCodeFor(secret, h.now()));
    expect([wrong.status, wrong.body]).toEqual([401, refusal(ACCOUNT_TEXTS.wrongCode, 'sign_in_failed')]);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect((await h.user('must.enrol')).mfa_enabled_at).toBeNull();

    const done = await h.code(step, codeAt(h.testApp.app, secret)).expect(200);
    expect(done.body).toEqual({ success: true, token: expect.stringMatching(JWT), admin: { username: 'must.enrol', role: 'admin' }, recoveryCodes: expect.any(Array) });
    const codes = done.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    expect(cookiesOf(done)[0]).toMatch(new RegExp(`^${ADMIN_SESSION_COOKIE}=${done.body.token};`));
    const user = await h.user('must.enrol');
    expect(user.mfa_enabled_at).toBeInstanceOf(Date);
    expect(user.mfa_pending_secret).toBeNull();
    expect(String(user.mfa_secret)).not.toContain(secret);
    const account = (await h.own('get', '', done.body.token).expect(200)).body.account;
    expect(account).toMatchObject({ mfa: { enabled: true, recoveryCodesLeft: 10 }, mfaRequired: true });
    expect((await h.db.query(`select actor, subject from admin_audit_event where action = 'mfa_enabled'`)).rows).toEqual([{ actor: 'must.enrol', subject: 'must.enrol' }]);

    // Now enrolled: the password gives a step that asks for the code, and that step cannot enrol again.
    const verifyStep = await h.signIn('must.enrol').expect(200);
    expect(verifyStep.body).toMatchObject({ success: false, mfaRequired: true, enrolRequired: false });
    const again = await h.http().post('/api/admin/login/mfa/enrol').send({ mfaToken: verifyStep.body.mfaToken });
    expect([again.status, again.body]).toEqual([401, refusal(ACCOUNT_TEXTS.stepEnded, 'sign_in_failed')]);
    expect((await h.user('must.enrol')).mfa_pending_secret).toBeNull();
    const made = await h.http().post('/api/admin/login/mfa/enrol').send({ mfaToken: madeUpToken() });
    expect([made.status, made.body]).toEqual([401, refusal(ACCOUNT_TEXTS.stepEnded, 'sign_in_failed')]);
    const signedIn = await h.code(verifyStep.body.mfaToken, codes[0]!).expect(200);
    expect(signedIn.body).toEqual({ success: true, token: expect.stringMatching(JWT), admin: { username: 'must.enrol', role: 'admin' } });
  });

  it('refuses a foreign Origin on the enrolment call without holding a key aside', async () => {
    await h.accounts().create('enrol.origin', 'admin', PASSWORD);
    const step = await h.stepOf('enrol.origin');
    const foreign = await h.http().post('/api/admin/login/mfa/enrol').set('Origin', EVIL).send({ mfaToken: step });
    expect([foreign.status, foreign.body]).toEqual([403, refusal(FOREIGN_ORIGIN_MESSAGE, 'forbidden')]);
    expect((await h.user('enrol.origin')).mfa_pending_secret).toBeNull();
    await h.http().post('/api/admin/login/mfa/enrol').set('Origin', ORIGIN).send({ mfaToken: step }).expect(200);
    expect(String((await h.user('enrol.origin')).mfa_pending_secret)).toMatch(/^v2\./);
  });

  it('sends a setup link\'s person on to enrol instead of signing in', async () => {
    const { setupLink } = await h.accounts().add('required.newbie', 'viewer', 'boss');
    const token = setupLink.path.split('/').pop()!;
    const res = await h.http().post('/api/admin/setup').send({ token, password: PASSWORD }).expect(200);
    expect(res.body).toEqual({ success: false, mfaRequired: true, enrolRequired: true, mfaToken: expect.stringMatching(ONE_TIME_TOKEN), expiresAt: expect.any(String) });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await h.db.query(`select used_at from admin_setup_link where token_hash = $1`, [sha256(token)])).rows[0].used_at).toBeInstanceOf(Date);
    expect(await h.steps('required.newbie')).toEqual([expect.objectContaining({ purpose: 'enrol', token_hash: sha256(res.body.mfaToken), ended_at: null })]);
    expect((await h.db.query(`select count(*)::int as n from admin_session s join admin_user u on u.id = s.user_id where u.username = 'required.newbie'`)).rows[0].n).toBe(0);
    const { secret } = (await h.http().post('/api/admin/login/mfa/enrol').send({ mfaToken: res.body.mfaToken }).expect(200)).body.enrolment as { secret: string };
    await awayFromStepEdge(h.testApp.app);
    const done = await h.code(res.body.mfaToken, codeAt(h.testApp.app, secret)).expect(200);
    expect(done.body).toMatchObject({ success: true, admin: { username: 'required.newbie', role: 'viewer' } });
    expect(done.body.recoveryCodes).toHaveLength(10);
  });
});

describe('sealed keys bound to their account; the v1 keys of an earlier release sealed again at start', () => {
  // A database as the release before left it: its last migration applied, keys sealed as `v1` (bound to
  // no account), one of them under the key being rotated out and one under a key nobody has any more.
  const LAST_MIGRATION_BEFORE = 'Migration20261126221000_round_robin_turns';
  const PREVIOUS_KEY = randomBytes(32).toString('base64');
  const keyIdOf = (base64: string) => createHash('sha256').update(Buffer.from(base64, 'base64')).digest('hex').slice(0, 8);
  const sealedV1 = (base64: string, plain: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(base64, 'base64'), iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', keyIdOf(base64), iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  };
  const secrets = { 'kept.key': newTotpSecret(), 'rotated.key': newTotpSecret(), 'lost.key': newTotpSecret(), 'copy.target': newTotpSecret(), 'mid.enrol': newTotpSecret() };
  const stored: Record<string, { mfa_secret: string | null; mfa_pending_secret: string | null }> = {
    'kept.key': { mfa_secret: sealedV1(MFA_KEY, secrets['kept.key']), mfa_pending_secret: null },
    'rotated.key': { mfa_secret: sealedV1(PREVIOUS_KEY, secrets['rotated.key']), mfa_pending_secret: null },
    'lost.key': { mfa_secret: sealedV1(randomBytes(32).toString('base64'), secrets['lost.key']), mfa_pending_secret: null },
    'copy.target': { mfa_secret: sealedV1(MFA_KEY, secrets['copy.target']), mfa_pending_secret: null },
    'mid.enrol': { mfa_secret: null, mfa_pending_secret: sealedV1(MFA_KEY, secrets['mid.enrol']) },
  };
  let database: TestDatabase;
  let testApp: TestApp;
  let db: pg.Client;
  const http = () => request(testApp.app.getHttpServer());
  const row = async (username: string) =>
    (await db.query(`select id, mfa_secret, mfa_pending_secret from admin_user where username = $1`, [username])).rows[0] as { id: string; mfa_secret: string | null; mfa_pending_secret: string | null };
  const stepOf = async (username: string) => {
    const res = await http().post('/api/admin/login').send({ username, password: PASSWORD }).expect(200);
    expect(res.body).toMatchObject({ success: false, mfaRequired: true, enrolRequired: false });
    return res.body.mfaToken as string;
  };
  const code = (mfaToken: string, value: string) => http().post('/api/admin/login/mfa').send({ mfaToken, code: value });

  beforeAll(async () => {
    database = await freshDatabase({ empty: true });
    const orm = await MikroORM.init(ormOptions(database.url, { discovery: { warnWhenNoEntities: false }, logger: () => undefined }));
    try {
      await orm.migrator.up({ to: LAST_MIGRATION_BEFORE });
    } finally {
      await orm.close();
    }
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const passwordHash = await new PasswordHasher().hash(PASSWORD);
    const tenStepsAgo = Math.floor(Date.now() / STEP_MS) - 10;
    for (const [username, sealed] of Object.entries(stored)) {
      await db.query(
        `insert into admin_user (id, username, password_hash, role, created_at, password_changed_at, mfa_secret, mfa_pending_secret, mfa_enabled_at, mfa_last_step)
         values ($1, $2, $3, 'admin', now(), now(), $4, $5, $6, $7)`,
        [randomUUID(), username, passwordHash, sealed.mfa_secret, sealed.mfa_pending_secret, sealed.mfa_secret ? new Date() : null, sealed.mfa_secret ? tenStepsAgo : null],
      );
    }
    testApp = await createTestApp({ ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000', ADMIN_MFA: 'optional', ADMIN_MFA_KEY: MFA_KEY, ADMIN_MFA_KEY_PREVIOUS: PREVIOUS_KEY }, undefined, database.url);
  });

  afterAll(async () => {
    await db?.end();
    await testApp?.close();
    await database?.drop();
    delete process.env.ADMIN_MFA_KEY_PREVIOUS;
  });

  it('seals each v1 key again as v2 for its own account at start (under the current key), and signs in with it', async () => {
    const current = new RegExp(`^v2\\.${keyIdOf(MFA_KEY)}\\.[\\w-]{16}\\.[\\w-]{22}\\.[\\w-]+$`);
    for (const username of ['kept.key', 'rotated.key', 'copy.target']) expect((await row(username)).mfa_secret).toMatch(current);
    expect((await row('mid.enrol')).mfa_pending_secret).toMatch(current);
    // No key here opens it: left as it was, and it does not open.
    expect((await row('lost.key')).mfa_secret).toBe(stored['lost.key']!.mfa_secret);
    const applied = await db.query(`select name from mikro_orm_migrations where name = 'Migration20261128070000_mfa_keys_bound_to_accounts'`);
    expect(applied.rowCount).toBe(1);

    await awayFromStepEdge(testApp.app);
    for (const username of ['kept.key', 'rotated.key'] as const) {
      const signedIn = await code(await stepOf(username), codeAt(testApp.app, secrets[username])).expect(200);
      expect(signedIn.body).toEqual({ success: true, token: expect.stringMatching(JWT), admin: { username, role: 'admin' } });
    }
    const lost = await code(await stepOf('lost.key'), codeAt(testApp.app, secrets['lost.key']));
    expect([lost.status, lost.body]).toEqual([401, refusal(ACCOUNT_TEXTS.wrongCode, 'sign_in_failed')]);

    // An enrolment held aside before the upgrade belongs to no session: it is begun again, then ends with a code from the app.
    const session = (await http().post('/api/admin/login').send({ username: 'mid.enrol', password: PASSWORD }).expect(200)).body.token as string;
    const bearer = { Authorization: `Bearer ${session}` };
    const orphan = await http().post('/api/admin/account/mfa/confirm').set(bearer).send({ code: codeAt(testApp.app, secrets['mid.enrol']) });
    expect([orphan.status, orphan.body]).toEqual([422, refusal(ACCOUNT_TEXTS.enrolmentElsewhere, 'wrong_code')]);
    const again = (await http().post('/api/admin/account/mfa/enrol').set(bearer).send({}).expect(200)).body.enrolment.secret as string;
    const confirmed = await http().post('/api/admin/account/mfa/confirm').set(bearer).send({ code: codeAt(testApp.app, again) }).expect(200);
    expect(confirmed.body.account.mfa).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await row('mid.enrol')).mfa_secret).toMatch(current);
  });

  it('does not open a key copied to another account\'s row, nor a v1 value written since the upgrade', async () => {
    await awayFromStepEdge(testApp.app);
    // kept.key's sealed key in copy.target's row: kept.key's codes do not sign copy.target in.
    const kept = await row('kept.key');
    await db.query(`update admin_user set mfa_secret = $1 where username = 'copy.target'`, [kept.mfa_secret]);
    const copied = await code(await stepOf('copy.target'), codeAt(testApp.app, secrets['kept.key']));
    expect([copied.status, copied.body]).toEqual([401, refusal(ACCOUNT_TEXTS.wrongCode, 'sign_in_failed')]);

    // Its own key sealed as an earlier release did (for no account): refused too, and not sealed again.
    const v1 = sealedV1(MFA_KEY, secrets['copy.target']);
    await db.query(`update admin_user set mfa_secret = $1 where username = 'copy.target'`, [v1]);
    const old = await code(await stepOf('copy.target'), codeAt(testApp.app, secrets['copy.target']));
    expect([old.status, old.body]).toEqual([401, refusal(ACCOUNT_TEXTS.wrongCode, 'sign_in_failed')]);
    expect((await row('copy.target')).mfa_secret).toBe(v1);
    expect((await row('kept.key')).mfa_secret).toBe(kept.mfa_secret);
  });
});
