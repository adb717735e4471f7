import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import type { LeadDetailView } from '../../core/lead-desk.js';
import { escalatedText } from '../../core/lead-timeline-text.js';
import { AdminAccounts } from '../../src/admin/index.js';
import { Clock } from '../../src/common/clock.js';
import { LeadReader } from '../../src/leads/index.js';
import { LeadEscalation, NOTIFY_QUEUE, SIGNATURE_HEADER, verifyWebhook, type EscalationJob } from '../../src/notifications/index.js';
import type { QueuedJob } from '../../src/queue/job-queue.js';
import { TestClock } from '../../src/queue/test-clock.js';
import { HttpReceiver } from '../support/http-receiver.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { eventually } from '../support/wait.cjs';
import { createTestApp, type TestApp } from './app.js';
import { freshDatabase, type TestDatabase } from './database.js';
import { homeQuote, postLead } from './leads.js';

// Escalation (docs/product.md#22-lead-notifications): a lead still without a first response
// ESCALATE_AFTER_MINUTES after it arrived is escalated once, by e-mail to NOTIFY_ESCALATION_TO, Slack and
// the signed webhook's `lead.escalated`, with two instances running and across a restart of both; a lead
// answered or marked spam escalates nothing; the second step repeats it once. Real SMTP and HTTP
// receivers on loopback. The minutes pass on the instances' clocks (src/common/clock.ts), moved by the
// test together with the queue's deferred jobs: nothing waits for the wall clock.

const PASSWORD = 'escalation-desk-Password-2026';
const SECRET = 'a-webhook-secret-of-at-least-32-bytes-for-tests';

interface EscalatedEvent {
  id: string;
  type: 'lead.escalated';
  occurredAt: string;
  data: { leadId: string; step: number; minutesWaiting: number };
}

describe('escalation of leads nobody answers', () => {
  const receiver = new HttpReceiver();
  const smtp = new SmtpSink();
  let database: TestDatabase;
  let db: pg.Client;
  const running: TestApp[] = [];
  let token: string;

  /** Every instance shares one database, which outlives them all (a restart stops every instance). */
  const start = async (env: Record<string, string> = {}) => {
    const instance = await createTestApp(
      {
        QUOTE_THROTTLE_LIMIT: '1000',
        THROTTLE_LIMIT: '100000',
        ADMIN_JWT_SECRET: 'escalation-test-secret-of-at-least-32-bytes',
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL_TO: 'dispatch@desk.test',
        NOTIFY_ESCALATION_TO: 'duty-manager@desk.test, owner@desk.test',
        NOTIFY_WEBHOOK_URL: receiver.url('/hooks'),
        NOTIFY_WEBHOOK_SECRET: SECRET,
        NOTIFY_WEBHOOK_EVENTS: 'lead.escalated',
        NOTIFY_SLACK_WEBHOOK_URL: receiver.url('/slack'),
        NOTIFY_TEAMS_WEBHOOK_URL: '',
        NOTIFY_RETRY_DELAY_SECONDS: '1',
        ESCALATE_AFTER_MINUTES: '30',
        ESCALATE_AGAIN_AFTER_MINUTES: 'off',
        ...env,
      },
      undefined,
      database.url,
    );
    running.push(instance);
    return instance.app;
  };
  const stopAll = async () => {
    for (const instance of running.splice(0)) await instance.close();
  };
  /** `minutes` pass for every running instance: their clocks move, and the deferred jobs of their one database once. */
  const later = async (minutes: number) => {
    const [first, ...others] = running;
    for (const other of others) other.app.get(Clock).advance(minutes * 60_000);
    await first!.app.get(TestClock).advance(minutes * 60_000);
  };
  /** Every job of the queue has run: whatever it delivered has arrived, and nothing more will. */
  const everyJobDone = () =>
    eventually(
      async () => (await db.query(`select count(*)::int as n from pgboss.job where name = $1 and state <> 'completed'`, [NOTIFY_QUEUE])).rows[0].n === 0,
      { timeoutMs: 15_000, what: 'every job of the notification queue completed' },
    );
  const newLead = async (app: NestExpressApplication, body: object = homeQuote): Promise<string> => (await postLead(app, body).expect(201)).body.id as string;
  const answer = (app: NestExpressApplication, id: string, status = 'contacted') =>
    request(app.getHttpServer()).patch(`/api/admin/leads/${id}`).set('Authorization', `Bearer ${token}`).send({ status }).expect(200);
  const escalatedEvents = (leadId: string): EscalatedEvent[] =>
    receiver
      .at('/hooks')
      .map(({ headers, body }) => {
        expect(verifyWebhook(SECRET, String(headers[SIGNATURE_HEADER.toLowerCase()]), body).valid).toBe(true);
        return JSON.parse(body) as EscalatedEvent;
      })
      .filter((event) => event.type === 'lead.escalated' && event.data.leadId === leadId);
  const escalationMails = (leadId: string) => smtp.messages.filter((m) => m.mail.subject?.startsWith('Escalated') && m.mail.text?.includes(leadId));
  const slackEscalations = (name: string) => receiver.at('/slack').filter(({ body }) => (JSON.parse(body) as { text: string }).text.startsWith('Escalated') && body.includes(name));
  const escalationJobs = async (leadId: string) =>
    (await db.query<{ state: string; data: { step: number }; output: { escalated: boolean; detail: string } | null }>(`select state, data, output from pgboss.job where name = $1 and data ? 'step' and data->>'leadId' = $2 order by created_on`, [NOTIFY_QUEUE, leadId])).rows;
  /** Whether each escalation step of a lead is due by the database's clock (when pg-boss hands it to a worker). */
  const stepsDue = async (leadId: string) =>
    (await db.query<{ step: number; due: boolean }>(`select (data->>'step')::int as step, start_after <= now() as due from pgboss.job where name = $1 and data ? 'step' and data->>'leadId' = $2 order by created_on`, [NOTIFY_QUEUE, leadId])).rows;
  const timeline = async (app: NestExpressApplication, id: string) => ((await app.get(LeadReader).detail(id)) as LeadDetailView).timeline;

  beforeAll(async () => {
    await receiver.start();
    await smtp.start();
    database = await freshDatabase();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const app = await start();
    await app.get(AdminAccounts).create('night.lead', 'admin', PASSWORD);
    token = (await request(app.getHttpServer()).post('/api/admin/login').send({ username: 'night.lead', password: PASSWORD }).expect(200)).body.token as string;
  }, 60_000);

  afterAll(async () => {
    await stopAll();
    await db?.end();
    await database?.drop();
    await smtp.stop();
    await receiver.stop();
  });

  it('escalates an unanswered lead once at its time with two instances running, and not one answered or marked spam', async () => {
    const a = running[0]!.app;
    const b = await start();
    const waiting = await newLead(a, { ...homeQuote, firstName: 'Wanda', lastName: 'Waiting' });
    const answered = await newLead(b, { ...homeQuote, firstName: 'Andy', lastName: 'Answered' });
    const spam = await newLead(a, { ...homeQuote, firstName: 'Sam', lastName: 'Spammed' });
    await answer(b, answered);
    await answer(a, spam, 'spam');
    // A minute before its time, nothing is escalated.
    await later(29);
    expect(await stepsDue(waiting)).toEqual([{ step: 1, due: false }]);
    await later(1);
    expect(await stepsDue(waiting)).toEqual([{ step: 1, due: true }]);

    const [event] = await eventually(async () => escalatedEvents(waiting).length > 0 && escalatedEvents(waiting), { timeoutMs: 15_000, what: 'the escalation webhook' });
    expect(event!.data).toEqual({ leadId: waiting, step: 1, minutesWaiting: 30 });
    const mail = await eventually(async () => escalationMails(waiting)[0], { timeoutMs: 10_000, what: 'the escalation e-mail' });
    expect(mail.to.sort()).toEqual(['duty-manager@desk.test', 'owner@desk.test']);
    expect(mail.mail.subject).toBe(`${escalatedText(1, 30)} — Quote request: Medical Transport, Wanda Waiting`);
    expect(mail.mail.text).toContain('Owner: nobody yet — take it: https://www.example.test/admin/leads/');
    await eventually(async () => slackEscalations('Wanda Waiting').length === 1, { timeoutMs: 10_000, what: 'the Slack escalation' });

    // Every job of the three leads (notifications and escalation steps) has run; nothing more arrives, from either instance.
    await everyJobDone();
    expect(escalatedEvents(waiting)).toHaveLength(1);
    expect(escalationMails(waiting)).toHaveLength(1);
    expect(slackEscalations('Wanda Waiting')).toHaveLength(1);
    for (const id of [answered, spam]) {
      expect(escalatedEvents(id)).toEqual([]);
      expect(await escalationJobs(id)).toEqual([
        { state: 'completed', data: { leadId: id, step: 1 }, output: { escalated: false, detail: 'not escalated: the lead was answered, marked spam or removed' } },
      ]);
      expect((await timeline(a, id)).filter((line) => line.type === 'escalated')).toEqual([]);
    }
    expect(await escalationJobs(waiting)).toEqual([{ state: 'completed', data: { leadId: waiting, step: 1 }, output: { escalated: true, detail: 'step 1, after 30 min' } }]);

    const lines = await timeline(b, waiting);
    expect(lines.filter((line) => line.type === 'escalated')).toEqual([expect.objectContaining({ actor: null, text: 'Escalated: no first response after 30 min' })]);
    const escalatedAt = lines.findIndex((line) => line.type === 'escalated');
    expect(lines.slice(escalatedAt + 1).map((line) => line.text)).toEqual(
      expect.arrayContaining(['E-mail queued: escalation', 'Slack queued: escalation', 'Webhook queued: lead.escalated', expect.stringMatching(/^E-mail sent: escalation to /)]),
    );
    const { rows } = await db.query(`select escalations from lead where id = $1`, [waiting]);
    expect(rows[0].escalations).toBe(1);
  }, 60_000);

  it('escalates a lead whose time came while every instance was stopped, once, after they start again', async () => {
    const app = running[0]!.app;
    const id = await newLead(app, { ...homeQuote, firstName: 'Rita', lastName: 'Restart' });
    await stopAll();
    // Its 30 minutes pass while nothing runs (no clock to move: its step's start is moved back by them).
    await db.query(`update pgboss.job set start_after = start_after - interval '30 minutes' where name = $1 and data->>'leadId' = $2 and data ? 'step'`, [NOTIFY_QUEUE, id]);
    expect(escalatedEvents(id)).toEqual([]);
    await Promise.all([start(), start()]);
    await eventually(async () => escalatedEvents(id).length > 0, { timeoutMs: 15_000, what: 'the escalation after the restart' });
    await eventually(async () => escalationMails(id).length > 0, { timeoutMs: 10_000, what: 'its e-mail' });
    await everyJobDone();
    expect(escalatedEvents(id)).toHaveLength(1);
    expect(escalatedEvents(id)[0]!.data.step).toBe(1);
    expect(escalationMails(id)).toHaveLength(1);
  }, 60_000);

  it('escalates once more after ESCALATE_AGAIN_AFTER_MINUTES, and never a third time', async () => {
    await stopAll();
    const app = await start({ ESCALATE_AGAIN_AFTER_MINUTES: '60' });
    const id = await newLead(app, { ...homeQuote, firstName: 'Tess', lastName: 'Twice' });
    await later(30);
    await eventually(async () => escalatedEvents(id).length === 1, { timeoutMs: 15_000, what: 'the first escalation' });
    // The second step is due an hour after the first: a minute before, it has not run.
    await later(59);
    expect(await stepsDue(id)).toEqual([{ step: 1, due: true }, { step: 2, due: false }]);
    await later(1);
    expect(await stepsDue(id)).toEqual([{ step: 1, due: true }, { step: 2, due: true }]);
    await eventually(async () => escalatedEvents(id).length === 2, { timeoutMs: 15_000, what: 'the second escalation' });
    await everyJobDone();
    expect(escalatedEvents(id).map((event) => event.data.step)).toEqual([1, 2]);
    await eventually(async () => escalationMails(id).length === 2, { timeoutMs: 10_000, what: 'two e-mails' });
    expect(escalationMails(id).map((m) => m.mail.subject!.split(' — ')[0])).toEqual([escalatedText(1, 30), escalatedText(2, 90)]);
    expect((await timeline(app, id)).filter((line) => line.type === 'escalated').map((line) => line.text)).toEqual([
      'Escalated: no first response after 30 min',
      'Escalated again: no first response after 90 min',
    ]);
    expect((await db.query(`select escalations from lead where id = $1`, [id])).rows[0].escalations).toBe(2);
  }, 60_000);

  it('sends nothing and fails nothing for a lead removed or answered by the time its step runs, or a step run twice', async () => {
    await stopAll();
    const app = await start({ ESCALATE_AFTER_MINUTES: '60' });
    const escalation = app.get(LeadEscalation);
    const job = (leadId: string, step: 1 | 2 = 1) => ({ id: 'job', name: NOTIFY_QUEUE, data: { leadId, step } }) as unknown as QueuedJob<EscalationJob>;
    const nothing = { escalated: false, detail: 'not escalated: the lead was answered, marked spam or removed' };

    const removed = await newLead(app, { ...homeQuote, firstName: 'Ray', lastName: 'Removed' });
    await db.query(`delete from lead where id = $1`, [removed]);
    await expect(escalation.escalate(job(removed))).resolves.toEqual(nothing);

    // An answer and the step in the same instant: one of them holds the row first; either the lead was
    // escalated before it was answered, or it was answered and nothing is sent. Never a failure.
    const raced = await newLead(app, { ...homeQuote, firstName: 'Rae', lastName: 'Raced' });
    const [result] = await Promise.all([escalation.escalate(job(raced)), answer(app, raced)]);
    const lines = (await timeline(app, raced)).map((line) => line.type);
    expect(lines.includes('escalated')).toBe(result.escalated);
    await expect(escalation.escalate(job(raced))).resolves.toEqual(nothing);

    // A step that runs again (its job retried after its transaction committed) finds it done.
    const twice = await newLead(app, { ...homeQuote, firstName: 'Otto', lastName: 'Once' });
    await expect(escalation.escalate(job(twice))).resolves.toEqual({ escalated: true, detail: 'step 1, after 0 min' });
    await expect(escalation.escalate(job(twice))).resolves.toEqual(nothing);
    expect((await timeline(app, twice)).filter((line) => line.type === 'escalated')).toHaveLength(1);
  }, 60_000);

  it('schedules nothing when ESCALATE_AFTER_MINUTES is off, nor for a lead that arrives as spam', async () => {
    await stopAll();
    const app = await start({ ESCALATE_AFTER_MINUTES: 'off' });
    const off = await newLead(app, { ...homeQuote, firstName: 'Olga', lastName: 'Off' });
    expect(await escalationJobs(off)).toEqual([]);
    await stopAll();
    const on = await start();
    const honeypot = await newLead(on, { ...homeQuote, firstName: 'Hank', lastName: 'Honeypot', website: 'http://spam.test' });
    expect(await escalationJobs(honeypot)).toEqual([]);
  }, 60_000);
});
