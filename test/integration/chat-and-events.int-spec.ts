import type { NestExpressApplication } from '@nestjs/platform-express';
import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import request from 'supertest';
import type { LeadDetailView } from '../../core/lead-desk.js';
import { AdminAccounts } from '../../src/admin/index.js';
import { LeadReader } from '../../src/leads/index.js';
import { EVENT_HEADER, LeadNotifications, leadEvent, SIGNATURE_HEADER, verifyWebhook, type LeadChangeEvent } from '../../src/notifications/index.js';
import { HttpReceiver, type ReceivedRequest } from '../support/http-receiver.js';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { eventually } from '../support/wait.cjs';
import { postLead, queueSettled } from './leads.js';

// Where the team works (docs/product.md#22-lead-notifications): Slack and Teams incoming webhooks in the
// formats their documentation shows, their Retry-After and revoked-webhook answers, and the signed
// webhook as a stream of lead events, all against a real HTTP receiver on loopback.

const PASSWORD = 'chat-desk-Password-2026';
const SECRET = 'a-webhook-secret-of-at-least-32-bytes-for-tests';
const BASE_ENV = { QUOTE_THROTTLE_LIMIT: '1000', THROTTLE_LIMIT: '100000', NOTIFY_RETRY_DELAY_SECONDS: '1', NOTIFY_RETRY_LIMIT: '10', SMTP_URL: '', NOTIFY_EMAIL_TO: '' };
/** The environment outlives an app: each sets every channel it does not use to nothing. */
const NO_CHAT = { NOTIFY_SLACK_WEBHOOK_URL: '', NOTIFY_TEAMS_WEBHOOK_URL: '', NOTIFY_WEBHOOK_EVENTS: '' };

/** A slide-out quote with everything chat must not carry: an e-mail, a phone and a message. */
const quote = {
  firstName: 'Ada',
  lastName: '<!channel> & Co',
  email: 'ada@plant.test',
  phone: '(704) 555-0188',
  service: 'hand-carry',
  pickup: 'Dallas, TX',
  delivery: 'Atlanta, GA',
  timeframe: 'asap',
  message: 'Line-down part, call me',
  company: 'Acme <Ltd>',
  source: 'slide_out_hero_section',
  timestamp: '2026-11-22T14:05:00.000Z',
};
const PERSONAL = ['ada@plant.test', '555-0188', '5550188', 'Line-down part'];

const lines = (lead: LeadDetailView, channel: string) => lead.timeline.filter((e) => e.type === 'notification' && e.channel === channel).map((e) => e.text);

async function startApp(receiver: HttpReceiver, env: Record<string, string>) {
  const testApp = await createTestApp({ ...BASE_ENV, ...NO_CHAT, NOTIFY_WEBHOOK_URL: receiver.url('/hooks'), NOTIFY_WEBHOOK_SECRET: SECRET, ...env });
  const db = new pg.Client({ connectionString: testApp.databaseUrl });
  await db.connect();
  return { testApp, app: testApp.app, db };
}

/** What the signed webhook received, each verified with the secret. */
function events(received: ReceivedRequest[]) {
  return received.map(({ headers, body }) => {
    const event = JSON.parse(body) as { id: string; type: string; occurredAt: string; data: Record<string, unknown> };
    expect(verifyWebhook(SECRET, String(headers[SIGNATURE_HEADER.toLowerCase()]), body)).toEqual({ valid: true, timestamp: expect.any(Number) });
    expect(headers[EVENT_HEADER.toLowerCase()]).toBe(event.id);
    return event;
  });
}

/** Raises a change event the way a feature does: in its own transaction. */
const emit = (app: NestExpressApplication, event: LeadChangeEvent) => app.get(EntityManager).fork().transactional((tx) => app.get(LeadNotifications).emit(tx, event));

describe('Slack, Teams and the lead event stream', () => {
  const receiver = new HttpReceiver();
  let testApp: TestApp;
  let app: NestExpressApplication;
  let db: pg.Client;
  let token: string;
  let cookie: string;
  const detail = (id: string) => app.get(LeadReader).detail(id) as Promise<LeadDetailView>;

  beforeAll(async () => {
    await receiver.start();
    ({ testApp, app, db } = await startApp(receiver, { NOTIFY_SLACK_WEBHOOK_URL: receiver.url('/slack'), NOTIFY_TEAMS_WEBHOOK_URL: receiver.url('/teams') }));
    ({ token, cookie } = await createSignedIn(app, 'chat.admin', 'admin', PASSWORD));
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
    await receiver.stop();
  });

  beforeEach(async () => {
    await queueSettled(db);
    receiver.reset();
  });

  it('posts Slack its Block Kit message and Teams its Adaptive Card, without phone, e-mail or message', async () => {
    const id = (await postLead(app, quote).expect(201)).body.id as string;
    await eventually(async () => receiver.at('/slack').length === 1 && receiver.at('/teams').length === 1, { timeoutMs: 10_000, what: 'Slack and Teams' });
    const desk = `https://www.example.test/admin/leads/${id}`;
    const subject = 'Quote request: Hand-Carry Courier, ASAP, Dallas, TX -> Atlanta, GA';

    const [slack] = receiver.at('/slack');
    expect(slack!.headers['content-type']).toBe('application/json');
    const slackBody = JSON.parse(slack!.body);
    expect(slackBody.text).toBe('Quote request: Hand-Carry Courier, ASAP, Dallas, TX -&gt; Atlanta, GA');
    expect(slackBody.blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: subject, emoji: false } });
    expect(slackBody.blocks[1].type).toBe('section');
    expect(slackBody.blocks[1].fields.map((f: { type: string; text: string }) => f.type)).toEqual(Array(7).fill('mrkdwn'));
    expect(slackBody.blocks[1].fields.map((f: { text: string }) => f.text)).toEqual([
      '*Kind*\nQuote request',
      '*Name*\nAda &lt;!channel&gt; &amp; Co',
      '*Company*\nAcme &lt;Ltd&gt;',
      '*Route*\nDallas, TX -&gt; Atlanta, GA',
      '*Service*\nHand-Carry Courier',
      '*Timeframe*\nASAP (emergency)',
      expect.stringMatching(/^\*Waiting\*\n\d+ min$/),
    ]);
    expect(slackBody.blocks[2]).toEqual({ type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open on the leads desk' }, url: desk, style: 'primary' }] });

    const [teams] = receiver.at('/teams');
    const teamsBody = JSON.parse(teams!.body);
    expect(teamsBody.type).toBe('message');
    const [attachment] = teamsBody.attachments;
    expect(attachment.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(attachment.content).toMatchObject({ type: 'AdaptiveCard', version: '1.4', actions: [{ type: 'Action.OpenUrl', title: 'Open on the leads desk', url: desk }] });
    expect(attachment.content.body[0]).toMatchObject({ type: 'TextBlock', text: subject });
    expect(attachment.content.body[1].type).toBe('FactSet');
    expect(attachment.content.body[1].facts.slice(0, 3)).toEqual([
      { title: 'Kind', value: 'Quote request' },
      { title: 'Name', value: 'Ada <!channel> & Co' },
      { title: 'Company', value: 'Acme <Ltd>' },
    ]);

    for (const value of PERSONAL) expect(slack!.body + teams!.body).not.toContain(value);

    const lead = await eventually(async () => {
      const found = await detail(id);
      return lines(found, 'slack').length === 2 && lines(found, 'teams').length === 2 && found;
    });
    expect(lines(lead, 'slack')).toEqual(['Slack queued', expect.stringMatching(/^Slack sent: to 127\.0\.0\.1:\d+ \(HTTP 204\)$/)]);
    expect(lines(lead, 'teams')).toEqual(['Teams queued', expect.stringMatching(/^Teams sent: to 127\.0\.0\.1:\d+ \(HTTP 204\)$/)]);
  });

  it('retries Slack after its Retry-After when it answers 429, and the timeline shows the send', async () => {
    receiver.script('/slack', { status: 429, headers: { 'Retry-After': '4' }, body: 'rate_limited' }, { status: 200, body: 'ok' });
    const id = (await postLead(app, quote).expect(201)).body.id as string;
    await eventually(async () => receiver.at('/slack').length === 2, { timeoutMs: 20_000, what: 'the retry' });
    const [first, second] = receiver.at('/slack');
    // The queue's own back-off would be 1-2 s; Retry-After says 4, and the retry waits for it.
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(3_900);
    const lead = await eventually(async () => {
      const found = await detail(id);
      return lines(found, 'slack').length === 3 && found;
    });
    expect(lines(lead, 'slack')).toEqual([
      'Slack queued',
      'Slack failed: attempt 1 of 11: Slack answered HTTP 429, retry after 4 s; it will be retried',
      expect.stringMatching(/^Slack sent: to 127\.0\.0\.1:\d+ \(HTTP 200\), at attempt 2$/),
    ]);
  }, 30_000);

  it('sends a revoked Teams webhook (410) to the dead letter after one attempt, with the reason on the dashboard', async () => {
    receiver.script('/teams', { status: 410, body: 'Webhook has been deleted' });
    const id = (await postLead(app, quote).expect(201)).body.id as string;
    const lead = await eventually(async () => {
      const found = await detail(id);
      return found.timeline.some((e) => e.channel === 'teams' && e.outcome === 'gave_up') && found;
    }, { timeoutMs: 15_000, what: 'the dead letter' });
    const reason = 'Teams answered HTTP 410 (Webhook has been deleted): it will not succeed until the webhook is fixed';
    expect(lines(lead, 'teams')).toEqual(['Teams queued', `Teams failed: attempt 1 of 11: ${reason}`, `Teams gave up: after 1 attempt: ${reason}`]);
    await queueSettled(db);
    expect(receiver.at('/teams')).toHaveLength(1);

    const failed = await app.get(LeadReader).failedNotifications();
    expect(failed.filter((f) => f.lead.id === id).map((f) => [f.channel, f.reason])).toEqual([['teams', `after 1 attempt: ${reason}`]]);
    const dashboard = await request(app.getHttpServer()).get('/content-optimizer').set('Cookie', cookie).expect(200);
    expect(dashboard.text).toContain('Notifications that failed');
    expect(dashboard.text).toContain('Teams answered HTTP 410 (Webhook has been deleted)');
  }, 30_000);

  it('streams lead.received, then lead.status_changed from the desk: signed, each with its own id', async () => {
    const id = (await postLead(app, quote).expect(201)).body.id as string;
    await eventually(async () => receiver.at('/hooks').length === 1, { timeoutMs: 10_000, what: 'lead.received' });
    await request(app.getHttpServer()).patch(`/api/admin/leads/${id}`).set('Authorization', `Bearer ${token}`).send({ status: 'contacted' }).expect(200);
    await eventually(async () => receiver.at('/hooks').length === 2, { timeoutMs: 10_000, what: 'lead.status_changed' });

    const [received, changed] = events(receiver.at('/hooks'));
    expect(received).toMatchObject({ type: 'lead.received', data: { id, kind: 'quote', email: 'ada@plant.test' } });
    expect(changed).toEqual({ id: expect.any(String), type: 'lead.status_changed', occurredAt: expect.any(String), data: { leadId: id, from: 'new', to: 'contacted', by: 'chat.admin', value: null, lostReason: null } });
    expect(received!.id).not.toBe(changed!.id);
    expect(Date.parse(changed!.occurredAt)).toBeGreaterThanOrEqual(Date.parse(received!.occurredAt));

    const lead = await eventually(async () => {
      const found = await detail(id);
      return lines(found, 'webhook').length === 4 && found;
    });
    expect(lines(lead, 'webhook')).toEqual([
      'Webhook queued',
      expect.stringMatching(/^Webhook sent: to 127\.0\.0\.1:\d+ \(HTTP 204\)$/),
      'Webhook queued: lead.status_changed',
      expect.stringMatching(/^Webhook sent: lead\.status_changed to 127\.0\.0\.1:\d+ \(HTTP 204\)$/),
    ]);
  });

  it('carries a won lead\'s value and a lost lead\'s reason in lead.status_changed, and an outcome changed alone with from = to', async () => {
    const id = (await postLead(app, quote).expect(201)).body.id as string;
    await eventually(async () => receiver.at('/hooks').some((r) => r.body.includes(id)), { timeoutMs: 10_000, what: 'lead.received' });
    const patch = (body: object) => request(app.getHttpServer()).patch(`/api/admin/leads/${id}`).set('Authorization', `Bearer ${token}`).send(body).expect(200);
    await patch({ status: 'won', value: 1800 });
    await patch({ status: 'won', value: 2250.5 });
    await patch({ status: 'lost', lostReason: 'no_capacity' });
    const changes = () => events(receiver.at('/hooks')).filter((event) => event.type === 'lead.status_changed' && event.data.leadId === id);
    await eventually(async () => changes().length === 3, { timeoutMs: 10_000, what: 'three lead.status_changed events' });
    // Each event is a job of its own: the receiver may get them in any order.
    const data = changes().map((event) => event.data);
    expect(data).toHaveLength(3);
    expect(data).toEqual(
      expect.arrayContaining([
        { leadId: id, from: 'new', to: 'won', by: 'chat.admin', value: 1800, lostReason: null },
        { leadId: id, from: 'won', to: 'won', by: 'chat.admin', value: 2250.5, lostReason: null },
        { leadId: id, from: 'won', to: 'lost', by: 'chat.admin', value: null, lostReason: 'no_capacity' },
      ]),
    );
  });

  it('streams lead.assigned when a dispatcher takes the lead on the desk and when an admin unassigns it, and lead.escalated raised through emit', async () => {
    const id = (await postLead(app, quote).expect(201)).body.id as string;
    await eventually(async () => receiver.at('/hooks').length === 1, { timeoutMs: 10_000, what: 'lead.received' });
    await request(app.getHttpServer()).post(`/api/admin/leads/${id}/take`).set('Authorization', `Bearer ${token}`).send({}).expect(200);
    await request(app.getHttpServer()).put(`/api/admin/leads/${id}/owner`).set('Authorization', `Bearer ${token}`).send({ owner: null }).expect(200);
    await emit(app, leadEvent('lead.escalated', { leadId: id, step: 1, minutesWaiting: 15 }));
    await eventually(async () => receiver.at('/hooks').length === 4, { timeoutMs: 10_000, what: 'the three events' });
    const stream = events(receiver.at('/hooks'));
    expect(stream.map((event) => event.type).sort()).toEqual(['lead.assigned', 'lead.assigned', 'lead.escalated', 'lead.received']);
    const assigned = stream.filter((event) => event.type === 'lead.assigned').sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));
    expect(assigned.map((event) => event.data)).toEqual([
      { leadId: id, owner: 'chat.admin', previous: null, by: 'chat.admin' },
      { leadId: id, owner: null, previous: 'chat.admin', by: 'chat.admin' },
    ]);
    expect(stream.find((event) => event.type === 'lead.escalated')!.data).toEqual({ leadId: id, step: 1, minutesWaiting: 15 });
    expect(new Set(stream.map((event) => event.id)).size).toBe(4);
  });
});

describe('NOTIFY_WEBHOOK_EVENTS', () => {
  const receiver = new HttpReceiver();
  let testApp: TestApp;
  let app: NestExpressApplication;
  let db: pg.Client;

  beforeAll(async () => {
    await receiver.start();
    ({ testApp, app, db } = await startApp(receiver, { NOTIFY_WEBHOOK_EVENTS: 'lead.status_changed' }));
    await app.get(AdminAccounts).create('events.admin', 'admin', PASSWORD);
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
    await receiver.stop();
  });

  it('sends only the types it lists, and queues nothing for the others', async () => {
    const id = (await postLead(app, quote).expect(201)).body.id as string;
    const token = (await request(app.getHttpServer()).post('/api/admin/login').send({ username: 'events.admin', password: PASSWORD }).expect(200)).body.token;
    await request(app.getHttpServer()).post(`/api/admin/leads/${id}/take`).set('Authorization', `Bearer ${token}`).send({}).expect(200);
    await request(app.getHttpServer()).patch(`/api/admin/leads/${id}`).set('Authorization', `Bearer ${token}`).send({ status: 'contacted' }).expect(200);
    await eventually(async () => receiver.at('/hooks').length === 1, { timeoutMs: 10_000, what: 'lead.status_changed' });
    await queueSettled(db);
    const stream = events(receiver.at('/hooks'));
    expect(stream.map((event) => event.type)).toEqual(['lead.status_changed']);
    // A new lead has no channel here: its job completes as "not sent"; lead.assigned was never queued.
    const jobs = await db.query(`select data->>'channel' as channel, data->'event'->>'type' as type from pgboss.job where name = 'lead-notification' and data->>'leadId' = $1 order by channel`, [id]);
    expect(jobs.rows).toEqual([{ channel: 'none', type: null }, { channel: 'webhook', type: 'lead.status_changed' }]);
  });
});
