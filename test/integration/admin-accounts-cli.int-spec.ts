import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { AccountError, AdminAccounts } from '../../src/admin/index.js';
import { LAST_ADMIN_MESSAGE, SELF_DISABLE_MESSAGE } from '../../src/admin/admin-accounts.js';
import { totpCode } from '../../src/admin/totp.js';
import { ACCOUNT_TEXTS } from '../../core/admin-accounts.js';
import { SESSION_ENDED_MESSAGE, SIGN_IN_FAILED_MESSAGE } from '../../core/admin.js';
import { GUESSABLE_PASSWORDS } from '../fixtures.js';
import { createTestApp, type TestApp } from './app.js';

// The operators' account commands (docs/product.md#14-admin-area), run as `npm run admin:…` runs them:
// the built CLI on the database of a running app, whose sessions must feel each change at once.

const PASSWORD = 'correct horse battery staple';
const run = promisify(execFile);

describe('account commands for operators', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let db: pg.Client;

  /** The CLI's exit code and output. */
  const cli = async (args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> => {
    try {
      const { stdout, stderr } = await run(process.execPath, ['dist/src/cli.js', ...args], {
        env: { ...process.env, DATABASE_URL: testApp.databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
  const signIn = async (username: string, password = PASSWORD): Promise<string> =>
    (await request(app.getHttpServer()).post('/api/admin/login').send({ username, password }).expect(200)).body.token;
  const verify = (token: string) => request(app.getHttpServer()).get('/api/admin/verify').set('Authorization', `Bearer ${token}`);
  const audit = async (subject: string) =>
    (await db.query(`select action, actor, details from admin_audit_event where subject = $1 and action like 'account_%' order by at`, [subject])).rows;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000' });
    app = testApp.app;
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    const accounts = app.get(AdminAccounts);
    await accounts.create('chief', 'admin', PASSWORD);
    await accounts.create('night.desk', 'viewer', PASSWORD);
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  it('lists every account with its role, status, two-factor, on duty, last sign-in and open sessions', async () => {
    await signIn('night.desk');
    await signIn('night.desk');
    const { code, stdout } = await cli(['admin:list']);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^USERNAME\s+ROLE\s+STATUS\s+TWO-FACTOR\s+ON DUTY\s+LAST SIGN-IN \(UTC\)\s+OPEN SESSIONS$/);
    expect(lines[1]).toMatch(/^chief\s+admin\s+enabled\s+off\s+no\s+never\s+0$/);
    expect(lines[2]).toMatch(/^night\.desk\s+viewer\s+enabled\s+off\s+no\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}\s+2$/);
    expect(lines).toHaveLength(3);
  });

  it('disables an account, which ends its open sessions at once, and enables it again', async () => {
    const token = await signIn('night.desk');
    await verify(token).expect(200);
    const disabled = await cli(['admin:disable', 'Night.Desk']);
    expect(disabled).toMatchObject({ code: 0, stdout: 'disabled night.desk: its sessions have ended\n' });
    await verify(token).expect(401);
    await request(app.getHttpServer()).post('/api/admin/login').send({ username: 'night.desk', password: PASSWORD }).expect(401);
    expect(await cli(['admin:enable', 'night.desk'])).toMatchObject({ code: 0, stdout: 'enabled night.desk\n' });
    await verify(await signIn('night.desk')).expect(200);
    await verify(token).expect(401);
    expect(await audit('night.desk')).toEqual(
      expect.arrayContaining([
        { action: 'account_disabled', actor: null, details: { disabled: true } },
        { action: 'account_enabled', actor: null, details: { disabled: false } },
      ]),
    );
  });

  it('changes a role, and refuses to take the admin role from the last admin who can sign in', async () => {
    expect(await cli(['admin:role', 'night.desk', 'admin'])).toMatchObject({ code: 0, stdout: 'night.desk: viewer -> admin\n' });
    expect(await cli(['admin:role', 'night.desk', 'viewer'])).toMatchObject({ code: 0, stdout: 'night.desk: admin -> viewer\n' });
    const refused = await cli(['admin:role', 'chief', 'viewer']);
    expect(refused).toMatchObject({ code: 1, stdout: '', stderr: `role not changed: ${LAST_ADMIN_MESSAGE}\n` });
    const disable = await cli(['admin:disable', 'chief']);
    expect(disable).toMatchObject({ code: 1, stderr: `not disabled: ${LAST_ADMIN_MESSAGE}\n` });
    expect((await db.query(`select role, disabled from admin_user where username = 'chief'`)).rows).toEqual([{ role: 'admin', disabled: false }]);
    expect(await cli(['admin:role', 'night.desk', 'owner'])).toMatchObject({ code: 1, stderr: 'role not changed: role must be one of: admin, editor, viewer\n' });
    expect(await cli(['admin:disable', 'nobody'])).toMatchObject({ code: 1, stderr: 'not disabled: no account named nobody\n' });
    expect(await cli(['admin:role', 'night.desk'])).toMatchObject({ code: 1, stderr: 'usage: npm run admin:role -- NAME admin|editor|viewer\n' });
    expect((await audit('night.desk')).filter((row) => row.action === 'account_role_changed').map((row) => row.details)).toEqual([
      { from: 'viewer', to: 'admin' },
      { from: 'admin', to: 'viewer' },
    ]);
  });

  it('sets a password from ADMIN_PASSWORD, ending the sessions signed in with the old one', async () => {
    const token = await signIn('night.desk');
    const changed = await cli(['admin:password', 'night.desk'], { ADMIN_PASSWORD: 'a brand new phrase for nights' });
    expect(changed).toMatchObject({ code: 0, stdout: 'changed the password of night.desk: its sessions have ended\n' });
    await verify(token).expect(401);
    await request(app.getHttpServer()).post('/api/admin/login').send({ username: 'night.desk', password: PASSWORD }).expect(401);
    await verify(await signIn('night.desk', 'a brand new phrase for nights')).expect(200);
    const weak = await cli(['admin:password', 'night.desk'], { ADMIN_PASSWORD: 'short' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/^password not changed: password must be/);
  });

  it('refuses a guessable password to admin:create and admin:password, naming the rule and changing nothing', async () => {
    const hashBefore = (await db.query(`select password_hash from admin_user where username = 'night.desk'`)).rows[0].password_hash;
    const tooCommon = 'password is too common: choose a longer phrase of unrelated words';
    const [first, second] = GUESSABLE_PASSWORDS;
    const created = await cli(['admin:create', '--username', 'day.desk', '--role', 'admin'], { ADMIN_PASSWORD: first });
    expect(created).toEqual({ code: 1, stdout: '', stderr: `not created: ${tooCommon}\n` });
    const changed = await cli(['admin:password', 'night.desk'], { ADMIN_PASSWORD: second });
    expect(changed).toEqual({ code: 1, stdout: '', stderr: `password not changed: ${tooCommon}\n` });
    // Every guessable password, through the account service both commands call (a command per password
    // would start the CLI eight times to say the same thing).
    const accounts = app.get(AdminAccounts);
    const refusal = (attempt: Promise<unknown>) => attempt.then(() => 'accepted', (error: unknown) => (error instanceof AccountError ? error.message : String(error)));
    for (const guessable of GUESSABLE_PASSWORDS) {
      expect([guessable, await refusal(accounts.create('day.desk', 'admin', guessable))]).toEqual([guessable, tooCommon]);
      expect([guessable, await refusal(accounts.changePassword('night.desk', guessable))]).toEqual([guessable, tooCommon]);
    }
    expect((await db.query(`select count(*)::int as n from admin_user where username = 'day.desk'`)).rows).toEqual([{ n: 0 }]);
    expect((await db.query(`select password_hash from admin_user where username = 'night.desk'`)).rows[0].password_hash).toBe(hashBefore);
  });

  it('keeps one enabled admin when two are disabled at the same moment, and nobody disables themselves', async () => {
    const accounts = app.get(AdminAccounts);
    await accounts.create('deputy', 'admin', PASSWORD);
    const outcomes = await Promise.allSettled([accounts.setDisabled('chief', true), accounts.setDisabled('deputy', true)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [failure] = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(failure!.reason).toBeInstanceOf(AccountError);
    expect(failure!.reason.message).toBe(LAST_ADMIN_MESSAGE);
    expect((await db.query(`select count(*)::int as n from admin_user where role = 'admin' and not disabled`)).rows[0].n).toBe(1);
    await expect(accounts.setDisabled('night.desk', true, 'night.desk')).rejects.toThrow(SELF_DISABLE_MESSAGE);
    await accounts.setDisabled('chief', false);
    await accounts.setDisabled('deputy', false);
  });

  it('admin:reset prints a setup link as its last line, ends the sessions, and the link sets a new password', async () => {
    await app.get(AdminAccounts).create('mislaid', 'viewer', PASSWORD);
    const token = await signIn('mislaid');
    await verify(token).expect(200);
    const reset = await cli(['admin:reset', 'Mislaid']);
    expect([reset.code, reset.stderr]).toEqual([0, '']);
    const lines = reset.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^reset mislaid: its password, two-factor and sessions are gone\. Its setup link works once, until \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z:$/);
    const link = new RegExp(`^${process.env.SITE_ORIGIN!.replace(/\./g, '\\.')}/admin/setup/([A-Za-z0-9_-]{43})$`).exec(lines[1]!);
    expect(link).not.toBeNull();
    expect(process.env.SITE_ORIGIN).toBe('https://www.example.test');
    const setupToken = link![1]!;

    const ended = await verify(token);
    expect([ended.status, ended.body.error]).toEqual([401, SESSION_ENDED_MESSAGE]);
    const old = await request(app.getHttpServer()).post('/api/admin/login').send({ username: 'mislaid', password: PASSWORD });
    expect([old.status, old.body.error]).toEqual([401, SIGN_IN_FAILED_MESSAGE]);
    expect((await db.query(`select password_hash is null as cleared from admin_user where username = 'mislaid'`)).rows).toEqual([{ cleared: true }]);

    const setup = await request(app.getHttpServer()).post('/api/admin/setup').send({ token: setupToken, password: 'a second chance lantern 8' }).expect(200);
    expect(setup.body).toMatchObject({ success: true, admin: { username: 'mislaid', role: 'viewer' } });
    await verify(setup.body.token as string).expect(200);
    // Used once, the link is spent.
    const again = await request(app.getHttpServer()).post('/api/admin/setup').send({ token: setupToken, password: 'a third chance lantern 9' });
    expect([again.status, again.body.error]).toEqual([410, ACCOUNT_TEXTS.linkInvalid]);
    expect((await db.query(`select action, actor from admin_audit_event where subject = 'mislaid' and action in ('account_reset', 'setup_link_created') order by at, action`)).rows).toEqual([
      { action: 'account_reset', actor: null },
      { action: 'setup_link_created', actor: null },
    ]);

    expect(await cli(['admin:reset', 'nobody'])).toEqual({ code: 1, stdout: '', stderr: 'not reset: no account named nobody\n' });
  });

  it('admin:mfa-reset turns two-factor off and ends the sessions; an unknown name exits 1', async () => {
    await app.get(AdminAccounts).create('lost.phone', 'admin', PASSWORD);
    const token = await signIn('lost.phone');
    const enrol = await request(app.getHttpServer()).post('/api/admin/account/mfa/enrol').set('Authorization', `Bearer ${token}`).send({}).expect(200);
    await request(app.getHttpServer())
      .post('/api/admin/account/mfa/confirm')
      .set('Authorization', `Bearer ${token}`)
      .send({ code: totpCode(enrol.body.enrolment.secret as string) })
      .expect(200);
    const twoFactor = async () =>
      (await db.query(
        `select u.mfa_enabled_at is not null as on, u.mfa_secret is not null as has_secret, (select count(*)::int from admin_recovery_code r where r.user_id = u.id) as codes
           from admin_user u where username = 'lost.phone'`,
      )).rows[0];
    expect(await twoFactor()).toEqual({ on: true, has_secret: true, codes: 10 });
    const step = await request(app.getHttpServer()).post('/api/admin/login').send({ username: 'lost.phone', password: PASSWORD }).expect(200);
    expect(step.body).toMatchObject({ success: false, mfaRequired: true });
    await verify(token).expect(200);

    const listed = (await cli(['admin:list'])).stdout.split('\n').find((line) => line.startsWith('lost.phone '));
    expect(listed).toMatch(/^lost\.phone\s+admin\s+enabled\s+on\s+/);

    const reset = await cli(['admin:mfa-reset', 'Lost.Phone']);
    expect(reset).toEqual({ code: 0, stdout: 'turned two-factor off for lost.phone: its sessions have ended\n', stderr: '' });
    expect(await twoFactor()).toEqual({ on: false, has_secret: false, codes: 0 });
    const ended = await verify(token);
    expect([ended.status, ended.body.error]).toEqual([401, SESSION_ENDED_MESSAGE]);
    // The password still works, now on its own.
    await verify(await signIn('lost.phone')).expect(200);
    expect((await db.query(`select actor from admin_audit_event where subject = 'lost.phone' and action = 'mfa_reset'`)).rows).toEqual([{ actor: null }]);

    expect(await cli(['admin:mfa-reset', 'nobody'])).toEqual({ code: 1, stdout: '', stderr: 'two-factor not reset: no account named nobody\n' });
    expect(await cli(['admin:mfa-reset'])).toMatchObject({ code: 1, stderr: 'usage: npm run admin:mfa-reset -- NAME\n' });
  });

  it('admin:list shows two-factor on or off, who is on duty, and an account added without a password as awaiting setup', async () => {
    await app.get(AdminAccounts).add('fresh.face', 'viewer', 'chief');
    await app.get(AdminAccounts).setOnDuty('lost.phone', true, 'chief');
    const { code, stdout } = await cli(['admin:list']);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^USERNAME\s+ROLE\s+STATUS\s+TWO-FACTOR\s+ON DUTY\s+LAST SIGN-IN \(UTC\)\s+OPEN SESSIONS$/);
    const line = (name: string) => lines.find((l) => l.startsWith(`${name} `));
    expect(line('fresh.face')).toMatch(/^fresh\.face\s+viewer\s+awaiting setup\s+off\s+no\s+never\s+0$/);
    expect(line('lost.phone')).toMatch(/^lost\.phone\s+admin\s+enabled\s+off\s+yes\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}\s+1$/);
    expect(line('chief')).toMatch(/^chief\s+admin\s+enabled\s+off\s+/);
    // The columns line up: each column starts where its heading does.
    const twoFactorAt = lines[0]!.indexOf('TWO-FACTOR');
    for (const l of lines.slice(1)) expect(/^(on|off) /.test(l.slice(twoFactorAt))).toBe(true);
    expect(lines.map((l) => l.split(/\s{2,}/)[0])).toEqual(['USERNAME', 'chief', 'deputy', 'fresh.face', 'lost.phone', 'mislaid', 'night.desk']);
  });
});
