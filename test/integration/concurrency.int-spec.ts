import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import request from 'supertest';
import { AdminAccounts } from '../../src/admin/index.js';
import { totpCode } from '../../src/admin/totp.js';
import { LeadEscalation } from '../../src/notifications/lead-escalation.js';
import { PageDefaultsIndex } from '../../src/page-meta/index.js';
import type { QueuedJob } from '../../src/queue/job-queue.js';
import type { EscalationJob } from '../../src/notifications/lead-jobs.js';
import { eventually } from '../support/wait.cjs';
import { createTestApp, type TestApp } from './app.js';
import { homeQuote, postLead } from './leads.js';
import { wrongCodeFor } from './two-factor-codes.js';

// The server under parallel requests (README, "One connection per transaction"): every route that takes
// a row or advisory lock answers a burst of more requests than the pool has connections, every one of
// them, while quotes keep being taken; the sign-in limits hold however many attempts arrive at once; and
// PostgreSQL ends a transaction left idle. Each burst is the pattern that froze the site before.

const PASSWORD = 'lantern harbor quiet 42';
const POOL_SIZE = 10;
const BURST = POOL_SIZE + 5;
/**
 * How long a request may take before the test calls the site frozen: a deadline for a failure, far past
 * what a busy machine needs, not a speed budget (a timing belongs in the bench, not in a test).
 */
const ANSWER_WITHIN_MS = 30_000;
/**
 * A burst's requests wait their turn on one row, each holding a connection, and the quote sent among them
 * waits for one: on a busy machine that queue may take seconds, which must not turn into a 503.
 */
const LOCK_TIMEOUT_MS = 10_000;
const ACQUIRE_TIMEOUT_MS = 15_000;
const IDLE_IN_TRANSACTION_MS = 1500;

describe('the server under parallel requests', () => {
  // Room for two bursts and the sign-ins of a test, each answer under its deadline.
  jest.setTimeout(180_000);
  let testApp: TestApp;
  let db: pg.Client;
  let address = 0;
  const http = () => request(testApp.app.getHttpServer());
  /** A client address of its own, so the per-address limit never mixes the tests (TRUST_PROXY is on). */
  const from = (ip = `203.0.113.${++address % 250}`) => ({ 'X-Forwarded-For': ip });
  const tokens: Record<string, string> = {};
  const as = (name: string) => ({ Authorization: `Bearer ${tokens[name]}` });

  beforeAll(async () => {
    testApp = await createTestApp({
      ADMIN_SIGN_IN_THROTTLE_LIMIT: '10000',
      QUOTE_THROTTLE_LIMIT: '10000',
      THROTTLE_LIMIT: '100000',
      TRUST_PROXY: 'true',
      ADMIN_MFA: 'optional',
      ADMIN_MFA_KEY: randomBytes(32).toString('base64'),
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      DATABASE_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS),
      DATABASE_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_TIMEOUT_MS),
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: String(IDLE_IN_TRANSACTION_MS),
      // Escalation is on (its steps come due in an hour, after these tests): the burst calls it directly.
      ESCALATE_AFTER_MINUTES: '60',
      LEAD_ASSIGNMENT: 'round-robin',
    });
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    const accounts = testApp.app.get(AdminAccounts);
    for (const [name, role] of [['boss', 'admin'], ['ed', 'editor']] as const) {
      await accounts.create(`burst.${name}`, role, PASSWORD);
      tokens[name] = (await http().post('/api/admin/login').set(from()).send({ username: `burst.${name}`, password: PASSWORD }).expect(200)).body.token as string;
    }
  });

  afterAll(async () => {
    await db?.end();
    await testApp?.close();
  });

  /**
   * Sends `count` requests at once and a quote in the middle of them; answers their statuses. Every one must
   * answer (supertest's timeout of ANSWER_WITHIN_MS fails a frozen one), none with a 500, the quote
   * with 201; afterwards /readyz is 200 and another quote is taken.
   */
  async function burst(count: number, send: (i: number) => request.Test, allowed: number[]): Promise<number[]> {
    const answers = Array.from({ length: count }, (_, i) => send(i).timeout(ANSWER_WITHIN_MS));
    const quote = postLead(testApp.app, homeQuote).set(from()).timeout(ANSWER_WITHIN_MS);
    const [statuses, quoted] = await Promise.all([Promise.all(answers.map(async (answer) => (await answer).status)), quote]);
    for (const status of statuses) expect(allowed).toContain(status);
    expect(quoted.status).toBe(201);
    await http().get('/readyz').expect(200);
    await postLead(testApp.app, homeQuote).set(from()).expect(201);
    return statuses;
  }

  /** An admin account with two-factor on, enrolled through its account page; its key. */
  async function enrolled(username: string): Promise<string> {
    await testApp.app.get(AdminAccounts).create(username, 'admin', PASSWORD);
    const token = (await http().post('/api/admin/login').set(from()).send({ username, password: PASSWORD }).expect(200)).body.token as string;
    const bearer = { Authorization: `Bearer ${token}` };
    const { secret } = (await http().post('/api/admin/account/mfa/enrol').set(bearer).send({}).expect(200)).body.enrolment as { secret: string };
    await http().post('/api/admin/account/mfa/confirm').set(bearer).send({ code: totpCode(secret) }).expect(200);
    return secret;
  }

  const stepOf = async (username: string): Promise<string> =>
    (await http().post('/api/admin/login').set(from()).send({ username, password: PASSWORD }).expect(200)).body.mfaToken as string;

  const failuresOf = async (username: string, reason: string): Promise<number> =>
    (await db.query<{ n: number }>(`select count(*)::int as n from admin_audit_event where action = 'sign_in_failed' and subject = $1 and details->>'reason' = $2`, [username, reason])).rows[0]!.n;

  it('answers ten wrong codes sent at once on one sign-in step, checks at most five, and keeps serving', async () => {
    const secret = await enrolled('burst.codes');
    const step = await stepOf('burst.codes');
    const wrong = wrongCodeFor(secret);
    const statuses = await burst(10, () => http().post('/api/admin/login/mfa').set(from()).send({ mfaToken: step, code: wrong }), [401, 429]);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(5);
    expect(await failuresOf('burst.codes', 'wrong_code')).toBeLessThanOrEqual(5);
    const { rows } = await db.query<{ failures: number; ended: boolean }>(
      `select s.failures, s.ended_at is not null as ended from admin_sign_in_step s join admin_user u on u.id = s.user_id where u.username = 'burst.codes'`,
    );
    expect(rows).toEqual([{ failures: 5, ended: true }]);
    // The step is over: even the right code now starts again.
    const after = await http().post('/api/admin/login/mfa').set(from()).send({ mfaToken: step, code: totpCode(secret) });
    expect(after.status).toBe(401);
  });

  it(`answers ${BURST} codes at once on one step (more than the pool holds), the right one among them signing in at most once`, async () => {
    const secret = await enrolled('burst.pool');
    const step = await stepOf('burst.pool');
    const right = totpCode(secret);
    const statuses = await burst(BURST, (i) => http().post('/api/admin/login/mfa').set(from()).send({ mfaToken: step, code: i === 0 ? right : wrongCodeFor(secret) }), [200, 401, 429]);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
  });

  it('checks at most 5 of 20 wrong passwords sent at once for one name from 20 addresses; the rest, and then the right one, are 429', async () => {
    await testApp.app.get(AdminAccounts).create('burst.names', 'admin', PASSWORD);
    const statuses = await burst(20, (i) => http().post('/api/admin/login').set(from(`198.18.0.${i + 1}`)).send({ username: 'burst.names', password: `wrong guess ${i}` }), [401, 429]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
    expect(await failuresOf('burst.names', 'wrong_password')).toBeLessThanOrEqual(5);
    const late = await http().post('/api/admin/login').set(from('198.18.1.1')).send({ username: 'burst.names', password: PASSWORD });
    expect(late.status).toBe(429);
    expect(Number(late.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks at most 5 of 10 attempts sent at once from one address, the right password last among them', async () => {
    await testApp.app.get(AdminAccounts).create('burst.one', 'admin', PASSWORD);
    const ip = from();
    const statuses = await burst(10, (i) => http().post('/api/admin/login').set(ip).send({ username: 'burst.one', password: i === 9 ? PASSWORD : `wrong guess ${i}` }), [200, 401, 429]);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
    expect(await failuresOf('burst.one', 'wrong_password')).toBeLessThanOrEqual(5);
  });

  it('counts a wrong current password like a wrong sign-in: the sixth is 429, even when right', async () => {
    await testApp.app.get(AdminAccounts).create('burst.change', 'admin', PASSWORD);
    const token = (await http().post('/api/admin/login').set(from()).send({ username: 'burst.change', password: PASSWORD }).expect(200)).body.token as string;
    const change = (currentPassword: string) =>
      http().post('/api/admin/account/password').set(from()).set('Authorization', `Bearer ${token}`).send({ currentPassword, newPassword: 'copper orchard signal 77' });
    const statuses = await burst(8, (i) => change(`not my password ${i}`), [422, 429]);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(5);
    expect(await failuresOf('burst.change', 'wrong_current_password')).toBe(statuses.filter((status) => status === 422).length);
    expect((await change(PASSWORD)).status).toBe(429);
  });

  it(`answers ${BURST} uses of one setup link at once: one sets the password, the rest are 410`, async () => {
    const { setupLink } = await testApp.app.get(AdminAccounts).add('burst.setup', 'editor', null);
    const token = setupLink.path.split('/').pop()!;
    const statuses = await burst(BURST, () => http().post('/api/admin/setup').set(from()).send({ token, password: PASSWORD }), [200, 410]);
    expect(statuses.filter((status) => status === 200)).toEqual([200]);
  });

  describe('on the leads desk', () => {
    let leadIds: string[] = [];

    beforeAll(async () => {
      leadIds = [];
      for (let i = 0; i < 3; i++) leadIds.push((await postLead(testApp.app, homeQuote).set(from()).expect(201)).body.id as string);
    });

    it(`answers ${BURST} takes of one lead at once: one owner, the rest 200 for the same owner or 409`, async () => {
      const statuses = await burst(BURST, () => http().post(`/api/admin/leads/${leadIds[0]}/take`).set(as('boss')).send({}), [200, 409]);
      expect(statuses).toContain(200);
      const { rows } = await db.query(`select u.username from lead l join admin_user u on u.id = l.owner_id where l.id = $1`, [leadIds[0]]);
      expect(rows).toEqual([{ username: 'burst.boss' }]);
    });

    it(`answers ${BURST} assignments and ${BURST} status changes of one lead at once`, async () => {
      await burst(BURST, (i) => http().put(`/api/admin/leads/${leadIds[1]}/owner`).set(as('boss')).send({ owner: i % 2 ? 'burst.boss' : null }), [200]);
      await burst(BURST, (i) => http().patch(`/api/admin/leads/${leadIds[2]}`).set(as('boss')).send({ status: i % 2 ? 'contacted' : 'new' }), [200, 422]);
    });

    it(`escalates one lead once from ${BURST} due steps run at once`, async () => {
      const escalation = testApp.app.get(LeadEscalation);
      const waiting = (await postLead(testApp.app, homeQuote).set(from()).expect(201)).body.id as string;
      const job = { data: { leadId: waiting, step: 1 } } as QueuedJob<EscalationJob>;
      const outcomes = await Promise.all([
        ...Array.from({ length: BURST }, () => escalation.escalate(job)),
        postLead(testApp.app, homeQuote).set(from()).timeout(ANSWER_WITHIN_MS).expect(201),
      ]);
      const escalated = outcomes.slice(0, BURST).filter((outcome) => (outcome as { escalated: boolean }).escalated);
      expect(escalated).toHaveLength(1);
      await http().get('/readyz').expect(200);
    });
  });

  it(`gives ${BURST} quotes arriving at once to the accounts on duty in turn (round robin), each answered`, async () => {
    await http().put('/api/admin/accounts/burst.boss/on-duty').set(as('boss')).send({ onDuty: true }).expect(200);
    const since = new Date();
    await burst(BURST, () => postLead(testApp.app, homeQuote).set(from()), [201]);
    // The burst's leads and the two quotes beside it, every one given to the one account on duty.
    const { rows } = await db.query(`select u.username, count(*)::int as n from lead l left join admin_user u on u.id = l.owner_id where l.received_at >= $1 group by 1`, [since]);
    expect(rows).toEqual([{ username: 'burst.boss', n: BURST + 2 }]);
  });

  describe('in the studio', () => {
    const fields = {
      title: 'What Happens When a Hot Shot Truck Runs Overnight',
      slug: 'hot-shot-overnight-run',
      category: 'expedited-freight',
      excerpt: 'A night on the road with a hot shot driver: the call, the load, the check-ins and the signature before sunrise at the dock.',
      author: 'Dispatch Team',
      bodyMarkdown: 'A hot shot run starts with a call and ends with a signature.\n\n## The load\n\nThe driver checks the straps at every stop and calls dispatch with the miles left.',
      metaTitle: '',
      metaDescription: '',
    };

    it(`answers ${BURST} saves and ${BURST} publishes of one post at once: no 500, one version wins each round`, async () => {
      const post = (await http().post('/api/admin/posts').set(as('ed')).send({ fields }).expect(201)).body.post as { id: number; version: number };
      const saves = await burst(BURST, (i) => http().put(`/api/admin/posts/${post.id}`).set(as('ed')).send({ version: post.version, fields: { ...fields, excerpt: `${fields.excerpt} (${i})` } }), [200, 409]);
      expect(saves.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      const { version } = (await http().get(`/api/admin/posts/${post.id}`).set(as('ed')).expect(200)).body.post as { version: number };
      await burst(BURST, () => http().post(`/api/admin/posts/${post.id}/publish`).set(as('ed')).send({ version, acceptWarnings: true }), [200, 409, 422]);
    });
  });

  it(`answers ${BURST} saves of one page's title and ${BURST} confirmations of one company fact at once`, async () => {
    // The index of every page's own title is made first: a burst on a cold index waits for it to be made (a
    // render of every sitemap page, minutes on a busy machine), which is not what this burst is about.
    await testApp.app.get(PageDefaultsIndex).warm();
    const title = (i: number) => `Expedited Freight and Courier Services, Take ${i}`;
    const saves = await burst(BURST, (i) => http().put('/api/admin/pages/meta').set(as('ed')).send({ path: '/', title: title(i), description: null }), [200]);
    expect(saves).toHaveLength(BURST);
    const { rows } = await db.query(`select title from page_meta_override where path = '/'`);
    expect(Array.from({ length: BURST }, (_, i) => title(i))).toContain(rows[0]?.title);
    const [fact] = (await http().get('/api/admin/facts').set(as('ed')).expect(200)).body.facts as { id: string }[];
    await burst(BURST, () => http().post(`/api/admin/facts/${fact!.id}/confirm`).set(as('ed')).send({}), [200]);
  });

  it(`answers ${BURST} changes of one account at once (role, on duty)`, async () => {
    await testApp.app.get(AdminAccounts).create('burst.target', 'editor', PASSWORD);
    await burst(BURST, (i) => http().patch('/api/admin/accounts/burst.target').set(as('boss')).send({ role: i % 2 ? 'viewer' : 'editor' }), [200]);
    await burst(BURST, (i) => http().put('/api/admin/accounts/burst.boss/on-duty').set(as('boss')).send({ onDuty: i % 2 === 0 }), [200]);
  });

  it('answers 503 with Retry-After, once the lock deadline passes, a request that waits on a row another connection holds', async () => {
    const leadId = (await postLead(testApp.app, homeQuote).set(from()).expect(201)).body.id as string;
    await db.query('begin');
    try {
      await db.query('select id from lead where id = $1 for update', [leadId]);
      const held = await http().patch(`/api/admin/leads/${leadId}`).set(as('boss')).send({ status: 'contacted' }).timeout(ANSWER_WITHIN_MS);
      expect(held.status).toBe(503);
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
      expect(held.body).toMatchObject({ success: false, code: 'database_unavailable' });
    } finally {
      await db.query('rollback');
    }
    await http().patch(`/api/admin/leads/${leadId}`).set(as('boss')).send({ status: 'contacted' }).expect(200);
  });

  it('has PostgreSQL end a transaction left idle on a pool connection, within the configured time', async () => {
    const em = testApp.app.get(EntityManager).fork();
    let ended = false;
    const idle = em.transactional(async (tx) => {
      const [{ pid }] = (await tx.execute('select pg_backend_pid() as pid')) as { pid: number }[];
      // The transaction stays open and does nothing while the test watches for the server to end it.
      ended = await eventually(async () => (await db.query(`select 1 from pg_stat_activity where pid = $1`, [pid])).rows.length === 0, {
        timeoutMs: IDLE_IN_TRANSACTION_MS + ANSWER_WITHIN_MS,
        what: 'PostgreSQL to end the idle transaction',
        everyMs: 100,
      });
    });
    await expect(idle).rejects.toThrow();
    expect(ended).toBe(true);
    await http().get('/readyz').expect(200);
    await postLead(testApp.app, homeQuote).set(from()).expect(201);
  });
});
