import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import type { LeadDetailView } from '../../core/lead-desk.js';
import { LeadReader, LeadInbox } from '../../src/leads/index.js';
import { DELIVERY_HEADER, EVENT_HEADER, NO_CHANNEL_DETAIL, SIGNATURE_HEADER, verifyWebhook } from '../../src/notifications/index.js';
import { HttpReceiver } from '../support/http-receiver.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { eventually } from '../support/wait.cjs';
import { homeQuote, postLead, queueSettled } from './leads.js';

// Lead notifications (docs/product.md#22-lead-notifications) against a real SMTP server and a real
// webhook receiver on loopback, with the queue on the test's own PostgreSQL.

const PASSWORD = 'notify-desk-Password-2026';
const SECRET = 'a-webhook-secret-of-at-least-32-bytes-for-tests';

const slideOutQuote = {
  firstName: 'Ada',
  lastName: '<script>alert("x")</script>',
  email: 'ada@plant.test',
  phone: '(704) 555-0188',
  service: 'hand-carry',
  pickup: 'Dallas, TX',
  delivery: 'Atlanta, GA',
  weight: '12 lb',
  dimensions: '20x16x12 in',
  timeframe: 'asap',
  message: 'Line-down part <b>bold</b> & "quoted"\nsecond line',
  company: 'Acme & Sons <Ltd>',
  source: 'slide_out_hero_section',
  timestamp: '2026-11-22T14:05:00.000Z',
  landingPage: '/hand-carry-services?utm_source=google',
  referrer: 'https://www.google.com/',
  utm: { source: 'google', medium: 'cpc', campaign: 'hand-carry' },
};

const BASE_ENV = { QUOTE_THROTTLE_LIMIT: '1000', THROTTLE_LIMIT: '100000', NOTIFY_RETRY_DELAY_SECONDS: '1' };
const NO_CHANNELS = { SMTP_URL: '', NOTIFY_EMAIL_TO: '', NOTIFY_EMAIL_FROM: '', NOTIFY_WEBHOOK_URL: '', NOTIFY_WEBHOOK_SECRET: '', NOTIFY_WEBHOOK_EVENTS: '', NOTIFY_SLACK_WEBHOOK_URL: '', NOTIFY_TEAMS_WEBHOOK_URL: '', NOTIFY_RETRY_LIMIT: '10' };

const notificationLines = (lead: LeadDetailView) => lead.timeline.filter((e) => e.type === 'notification').map((e) => `${e.channel} ${e.outcome}: ${e.text}`);

describe('lead notifications by e-mail', () => {
  const sink = new SmtpSink({ user: 'notify', pass: 'smtp-secret-pass' });
  let testApp: TestApp;
  let app: NestExpressApplication;
  let db: pg.Client;
  const detail = (id: string) => app.get(LeadReader).detail(id) as Promise<LeadDetailView>;

  beforeAll(async () => {
    await sink.start();
    testApp = await createTestApp({ ...BASE_ENV, ...NO_CHANNELS, SMTP_URL: sink.url, NOTIFY_EMAIL_TO: 'dispatch@desk.test, night@desk.test', NOTIFY_EMAIL_FROM: 'leads@site.test', NOTIFY_RETRY_LIMIT: '10' });
    app = testApp.app;
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
    await sink.stop();
  });

  beforeEach(() => {
    sink.messages.length = 0;
  });

  it('sends one message per lead, with the route in the subject, every field, escaped HTML and the desk link', async () => {
    const res = await postLead(app, slideOutQuote).expect(201);
    const id = res.body.id as string;
    const [received] = await sink.waitFor(1);
    const { mail, to, from } = received!;

    expect(from).toBe('leads@site.test');
    expect(to).toEqual(['dispatch@desk.test', 'night@desk.test']);
    expect(mail.subject).toBe('Quote request: Hand-Carry Courier, ASAP, Dallas, TX -> Atlanta, GA');
    expect(mail.headers.get('x-lead-notification-id')).toEqual(expect.any(String));

    const text = mail.text ?? '';
    for (const line of [
      'Name: Ada <script>alert("x")</script>',
      'E-mail: ada@plant.test',
      'Phone: (704) 555-0188 (tel:+17045550188)',
      'Company: Acme & Sons <Ltd>',
      'Service: Hand-Carry Courier',
      'Pickup: Dallas, TX',
      'Delivery: Atlanta, GA',
      'Weight: 12 lb',
      'Dimensions: 20x16x12 in',
      'Timeframe: ASAP (emergency)',
      'Source: Quote dialog: Hero section',
      'Landing page: /hand-carry-services?utm_source=google',
      'Referrer: https://www.google.com/',
      'UTM: source=google, medium=cpc, campaign=hand-carry',
      'Line-down part <b>bold</b> & "quoted"\nsecond line',
      `Open it on the leads desk: https://www.example.test/admin/leads/${id}`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/Received [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M E[SD]T\./);

    const html = String(mail.html);
    expect(html).toContain('Ada &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Acme &amp; Sons &lt;Ltd&gt;');
    expect(html).toContain('Line-down part &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(html).not.toMatch(/<script|<b>bold/);
    expect(html).toContain('<a href="tel:+17045550188">(704) 555-0188</a>');
    expect(html).toContain('<a href="mailto:ada@plant.test">ada@plant.test</a>');
    expect(html).toContain(`<a href="https://www.example.test/admin/leads/${id}" style="font-weight:600">Open it on the leads desk</a>`);
    expect(html).not.toMatch(/<img|src=|url\(/i);

    const lead = await eventually(async () => {
      const found = await detail(id);
      return found.timeline.some((e) => e.outcome === 'sent') && found;
    });
    expect(notificationLines(lead)).toEqual(['email queued: E-mail queued', 'email sent: E-mail sent: to dispatch@desk.test, night@desk.test']);
    // The job was written with the lead, and is done (pg-boss marks it after the handler's line is written).
    await queueSettled(db);
    const jobs = await db.query(`select state, data from pgboss.job where name = 'lead-notification' and data->>'leadId' = $1`, [id]);
    expect(jobs.rows).toEqual([{ state: 'completed', data: { leadId: id, channel: 'email' } }]);
  });

  it('shows an encoded word a visitor typed in the subject as typed: never decoded into a line break and a Bcc', async () => {
    // "=?UTF-8?B?...?=" is RFC 2047 for "x\r\nBcc: victim@example.com": a reader decoding it shows a Bcc line.
    const word = '=?UTF-8?B?eA0KQmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=?=';
    expect(Buffer.from(word.split('?')[3]!, 'base64').toString()).toBe('x\r\nBcc: victim@example.com');
    await postLead(app, { ...homeQuote, lastName: word }).expect(201);
    const [received] = await sink.waitFor(1);
    const { mail, to } = received!;
    expect(mail.subject).toBe('Quote request: Medical Transport, Dana =\u200b?UTF-8?B?eA0KQmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=\u200b?=');
    // What the reader shows: the characters typed (the zero-width space is not seen).
    expect(mail.subject!.replace(/\u200b/g, '')).toBe(`Quote request: Medical Transport, Dana ${word}`);
    expect(mail.subject).not.toMatch(/[\r\n]|Bcc|victim/);
    expect([mail.bcc, mail.headers.has('bcc'), to]).toEqual([undefined, false, ['dispatch@desk.test', 'night@desk.test']]);
  });

  it('names the company of a recruitment lead, and notifies nobody of spam', async () => {
    await postLead(app, { ...homeQuote, email: 'bot@spam.test', website: 'http://spam.test' }).expect(201);
    const agent = await postLead(
      app,
      { company: 'Peachtree Freight Agents', contactName: 'Morgan Reyes', email: 'morgan@agents.test', phone: '(404) 555-0100', yearsExperience: 8, statesServed: ['GA'] },
      '/api/freight-agent-inquiries',
    ).expect(201);
    const [mail] = await sink.waitFor(1);
    expect(mail!.mail.subject).toBe('Freight agent inquiry: Peachtree Freight Agents (Morgan Reyes)');
    expect(mail!.mail.text).toContain(`https://www.example.test/admin/leads/${agent.body.id}`);
    await queueSettled(db);
    expect(sink.messages).toHaveLength(1);
    const spamJobs = await db.query(`select count(*)::int as n from pgboss.job j join lead l on l.id::text = j.data->>'leadId' where l.status = 'spam'`);
    expect(spamJobs.rows[0].n).toBe(0);
  });

  it('keeps taking leads while the mail server is down, retries, and sends each exactly once when it is back', async () => {
    await sink.stop();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await postLead(app, { ...homeQuote, email: `down${i}@shipper.test` }).expect(201)).body.id);
    const stored = await db.query(`select count(*)::int as n from quote_request where id = any($1::uuid[])`, [ids]);
    expect(stored.rows[0].n).toBe(3);

    // Every lead records a failed attempt, with the reason and no password.
    for (const id of ids) {
      const lead = await eventually(async () => {
        const found = await detail(id);
        return found.timeline.some((e) => e.outcome === 'failed') && found;
      }, { timeoutMs: 15_000, what: 'a failed attempt' });
      const failed = lead.timeline.find((e) => e.outcome === 'failed')!;
      expect(failed.text).toMatch(/^E-mail failed: attempt 1 of 11: .*ECONNREFUSED.*; it will be retried$/);
      expect(failed.text).not.toContain('smtp-secret-pass');
    }

    await sink.start();
    const mails = await sink.waitFor(3, 20_000);
    await queueSettled(db);
    expect(sink.messages).toHaveLength(3);
    const deskLinks = mails.map((m) => /admin\/leads\/([0-9a-f-]{36})/.exec(m.mail.text ?? '')![1]).sort();
    expect(deskLinks).toEqual([...ids].sort());
    const sent = (await detail(ids[0]!)).timeline.find((e) => e.outcome === 'sent')!;
    expect(sent.text).toMatch(/^E-mail sent: to dispatch@desk\.test, night@desk\.test, at attempt \d+$/);
  }, 60_000);

  it('never notifies of a lead whose transaction rolls back', async () => {
    // A step after the notification's job, in the same transaction, fails for this one e-mail.
    app.get(LeadInbox).onReceived(async (_tx, lead) => {
      if (lead.email === 'rollback@shipper.test') throw new Error('a later step of the transaction failed');
    });
    await postLead(app, { ...homeQuote, email: 'rollback@shipper.test' }).expect(500);
    const stored = await db.query(`select count(*)::int as n from quote_request where email = 'rollback@shipper.test'`);
    expect(stored.rows[0].n).toBe(0);
    const jobs = await db.query(`select count(*)::int as n from pgboss.job where name = 'lead-notification' and data->>'leadId' not in (select id::text from lead)`);
    expect(jobs.rows[0].n).toBe(0);
    await queueSettled(db);
    expect(sink.messages).toHaveLength(0);
  });
});

describe('lead notifications that give up', () => {
  const sink = new SmtpSink();
  let testApp: TestApp;
  let app: NestExpressApplication;
  let db: pg.Client;
  let token: string;
  let cookie: string;
  let viewerToken: string;

  beforeAll(async () => {
    await sink.start();
    await sink.stop();
    testApp = await createTestApp({ ...BASE_ENV, ...NO_CHANNELS, SMTP_URL: sink.url, NOTIFY_EMAIL_TO: 'dispatch@desk.test', NOTIFY_RETRY_LIMIT: '1', ADMIN_SIGN_IN_THROTTLE_LIMIT: '100' });
    app = testApp.app;
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    ({ token, cookie } = await createSignedIn(app, 'notify.admin', 'admin', PASSWORD));
    ({ token: viewerToken } = await createSignedIn(app, 'notify.viewer', 'viewer', PASSWORD));
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
    await sink.stop();
  });

  it('moves a notification that exhausted its retries to the dead-letter queue and shows it on the desk', async () => {
    const id = (await postLead(app, homeQuote).expect(201)).body.id as string;
    const lead = await eventually(async () => {
      const res = await request(app.getHttpServer()).get(`/api/admin/leads/${id}`).set('Authorization', `Bearer ${token}`).expect(200);
      const found = res.body.lead as LeadDetailView;
      return found.timeline.some((e) => e.outcome === 'gave_up') && found;
    }, { timeoutMs: 20_000, what: 'the notification to give up' });
    const lines = notificationLines(lead);
    expect(lines[0]).toBe('email queued: E-mail queued');
    expect(lines[1]).toMatch(/^email failed: E-mail failed: attempt 1 of 2: .*ECONNREFUSED.*; it will be retried$/);
    expect(lines[2]).toMatch(/^email failed: E-mail failed: attempt 2 of 2: .*ECONNREFUSED[^;]*$/);
    expect(lines[3]).toMatch(/^email gave_up: E-mail gave up: after 2 attempts; the last: .*ECONNREFUSED/);

    const failed = await app.get(LeadReader).failedNotifications();
    expect(failed.map((f) => [f.lead.id, f.channel])).toEqual([[id, 'email']]);
    expect(failed[0]!.reason).toMatch(/^after 2 attempts; the last: .*ECONNREFUSED/);
    // The dashboard says so.
    const dashboard = await request(app.getHttpServer()).get('/content-optimizer').set('Cookie', cookie).expect(200);
    expect(dashboard.text).toContain('Notifications that failed');

    // An admin sends it again once the mail server is back: one mail, and the lead leaves the list.
    await sink.start();
    const resend = (body: object, who = token) => request(app.getHttpServer()).post(`/api/admin/leads/${id}/notifications`).set('Authorization', `Bearer ${who}`).send(body);
    expect((await resend({ channel: 'email' }, viewerToken).expect(403)).body.success).toBe(false);
    // By cookie, a change must come from this site's pages.
    await request(app.getHttpServer()).post(`/api/admin/leads/${id}/notifications`).set('Cookie', cookie).set('Origin', 'https://evil.example').send({ channel: 'email' }).expect(403);
    expect((await resend({ channel: 'fax' }).expect(400)).body.fields).toEqual({ channel: 'channel must be one of: email, webhook, slack, teams' });
    expect((await resend({ channel: 'webhook' }).expect(422)).body.error).toBe('Webhook notifications are not configured');
    await request(app.getHttpServer()).post(`/api/admin/leads/${randomUUID()}/notifications`).set('Authorization', `Bearer ${token}`).send({ channel: 'email' }).expect(404);
    const again = await resend({ channel: 'email' }).expect(201);
    expect(notificationLines(again.body.lead).at(-1)).toBe('email queued: E-mail queued: sent again from the desk');
    expect((again.body.lead as LeadDetailView).timeline.at(-1)!.actor).toBe('notify.admin');
    await sink.waitFor(1, 10_000);
    expect(await app.get(LeadReader).failedNotifications()).toEqual([]);
    const audit = await db.query(`select actor, subject, details from admin_audit_event where action = 'lead_notification_resent'`);
    expect(audit.rows).toEqual([{ actor: 'notify.admin', subject: id, details: { channel: 'email' } }]);
  }, 40_000);

  it('refuses to send again the notification of a lead marked spam (422), until it is marked not spam', async () => {
    const id = (await postLead(app, homeQuote).expect(201)).body.id as string;
    const asAdmin = (req: request.Test) => req.set('Authorization', `Bearer ${token}`);
    const resend = () => asAdmin(request(app.getHttpServer()).post(`/api/admin/leads/${id}/notifications`)).send({ channel: 'email' });
    const setStatus = (status: string) => asAdmin(request(app.getHttpServer()).patch(`/api/admin/leads/${id}`)).send({ status }).expect(200);
    // Its first notification is sent before the test begins, so the timeline below changes only by a resend.
    await eventually(async () => notificationLines((await app.get(LeadReader).detail(id))!).some((line) => line.startsWith('email sent')), { timeoutMs: 10_000, what: 'the first e-mail' });
    await setStatus('spam');
    const before = notificationLines((await app.get(LeadReader).detail(id))!);
    const refused = await resend().expect(422);
    expect(refused.body).toEqual({
      success: false,
      error: 'This lead is marked spam: mark it as not spam before sending its notification again',
      code: 'lead_is_spam',
      requestId: refused.headers['x-request-id'],
    });
    expect(notificationLines((await app.get(LeadReader).detail(id))!)).toEqual(before);
    const audited = await db.query(`select count(*)::int as n from admin_audit_event where action = 'lead_notification_resent' and subject = $1`, [id]);
    expect(audited.rows[0].n).toBe(0);
    await setStatus('new');
    expect(notificationLines((await resend().expect(201)).body.lead).at(-1)).toBe('email queued: E-mail queued: sent again from the desk');
  });
});

describe('lead notifications by webhook', () => {
  const receiver = new HttpReceiver();
  const received = receiver.received;
  const answer = (...statuses: number[]) => receiver.script('/hooks/leads', ...statuses.map((status) => ({ status })));
  let testApp: TestApp;
  let app: NestExpressApplication;
  let db: pg.Client;

  beforeAll(async () => {
    await receiver.start();
    testApp = await createTestApp({ ...BASE_ENV, ...NO_CHANNELS, NOTIFY_WEBHOOK_URL: `${receiver.url('/hooks/leads')}?token=path-secret`, NOTIFY_WEBHOOK_SECRET: SECRET });
    app = testApp.app;
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
    await receiver.stop();
  });

  beforeEach(() => receiver.reset());

  it('posts a signed JSON body that verifies, and whose replay or tampering is detectable', async () => {
    const before = Math.floor(Date.now() / 1000);
    const id = (await postLead(app, slideOutQuote).expect(201)).body.id as string;
    await eventually(async () => received.length === 1, { timeoutMs: 10_000, what: 'the webhook' });
    const [{ headers, body }] = received as [(typeof received)[number]];
    expect(headers['content-type']).toBe('application/json');
    const payload = JSON.parse(body);
    expect(payload).toMatchObject({
      id: headers[EVENT_HEADER.toLowerCase()],
      type: 'lead.received',
      data: {
        subject: 'Quote request: Hand-Carry Courier, ASAP, Dallas, TX -> Atlanta, GA',
        id,
        kind: 'quote',
        name: 'Ada <script>alert("x")</script>',
        route: 'Dallas, TX -> Atlanta, GA',
        deskUrl: `https://www.example.test/admin/leads/${id}`,
        attribution: { source: 'slide_out_hero_section', landingPage: '/hand-carry-services?utm_source=google', referrer: 'https://www.google.com/', utm: { source: 'google', medium: 'cpc', campaign: 'hand-carry' } },
      },
    });
    expect(payload.occurredAt).toBe(payload.data.receivedAt);
    expect(headers[DELIVERY_HEADER.toLowerCase()]).toEqual(expect.any(String));
    expect(payload.data.fields).toContainEqual({ label: 'Pickup', value: 'Dallas, TX' });

    const signature = String(headers[SIGNATURE_HEADER.toLowerCase()]);
    expect(signature).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    const sentAt = Number(/t=(\d+)/.exec(signature)![1]);
    // Signed when it was sent: between the lead's post and its arrival (seconds).
    expect(sentAt).toBeGreaterThanOrEqual(before);
    expect(sentAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    expect(verifyWebhook(SECRET, signature, body)).toEqual({ valid: true, timestamp: sentAt });
    // The same request replayed ten minutes later, a changed body, another secret.
    expect(verifyWebhook(SECRET, signature, body, sentAt + 600)).toEqual({ valid: false, reason: 'expired' });
    expect(verifyWebhook(SECRET, signature, body.replace('Dallas', 'Denver'))).toEqual({ valid: false, reason: 'mismatch' });
    expect(verifyWebhook('another-secret-that-is-32-bytes-long!!', signature, body)).toEqual({ valid: false, reason: 'mismatch' });

    const lead = await eventually(async () => {
      const found = await app.get(LeadReader).detail(id);
      return found?.timeline.some((e) => e.outcome === 'sent') && found;
    });
    // The timeline names the receiver by host: the URL's path and query may hold a token.
    expect(notificationLines(lead)).toEqual(['webhook queued: Webhook queued', expect.stringMatching(/^webhook sent: Webhook sent: to 127\.0\.0\.1:\d+ \(HTTP 204\)$/)]);
    expect(JSON.stringify(lead)).not.toContain('path-secret');
  });

  it('gives a receiver 5 seconds, then retries', async () => {
    // 0: never answer (the sender gives up after 5 s).
    answer(0);
    const id = (await postLead(app, homeQuote).expect(201)).body.id as string;
    const lead = await eventually(async () => {
      const found = await app.get(LeadReader).detail(id);
      return found?.timeline.some((e) => e.outcome === 'sent') && found;
    }, { timeoutMs: 20_000, what: 'the retry after the timeout' });
    const lines = notificationLines(lead);
    expect(lines[1]).toMatch(/^webhook failed: Webhook failed: attempt 1 of 11: 127\.0\.0\.1:\d+ did not answer within 5 s; it will be retried$/);
    expect(lines[2]).toMatch(/, at attempt 2$/);
    expect(received[1]!.at - received[0]!.at).toBeGreaterThanOrEqual(5000);
  }, 30_000);

  it('retries an answer that is not 2xx, with the same delivery id, until one is', async () => {
    answer(503, 302);
    const id = (await postLead(app, homeQuote).expect(201)).body.id as string;
    await eventually(async () => received.length === 3, { timeoutMs: 20_000, what: 'three attempts' });
    expect(new Set(received.map((r) => r.headers[DELIVERY_HEADER.toLowerCase()])).size).toBe(1);
    const lead = await eventually(async () => {
      const found = await app.get(LeadReader).detail(id);
      return found?.timeline.some((e) => e.outcome === 'sent') && found;
    });
    const lines = notificationLines(lead);
    expect(lines[1]).toMatch(/^webhook failed: Webhook failed: attempt 1 of 11: 127\.0\.0\.1:\d+ answered HTTP 503; it will be retried$/);
    expect(lines[2]).toMatch(/attempt 2 of 11: 127\.0\.0\.1:\d+ answered HTTP 302; it will be retried$/);
    expect(lines[3]).toMatch(/^webhook sent: Webhook sent: to 127\.0\.0\.1:\d+ \(HTTP 204\), at attempt 3$/);
    await queueSettled(db);
    expect(received).toHaveLength(3);
  }, 30_000);
});

describe('lead notifications with no channel configured', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ ...BASE_ENV, ...NO_CHANNELS });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('completes the job as "not sent: no channel configured", on the timeline', async () => {
    const id = (await postLead(testApp.app, homeQuote).expect(201)).body.id as string;
    const lead = await eventually(async () => {
      const found = await testApp.app.get(LeadReader).detail(id);
      return found?.timeline.some((e) => e.outcome === 'skipped') && found;
    });
    expect(notificationLines(lead)).toEqual(['none queued: Notification queued', 'none skipped: Notification not sent: no channel configured']);
    const db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    // pg-boss marks the job after the handler's timeline line is written.
    await queueSettled(db);
    const jobs = await db.query(`select state, output from pgboss.job where name = 'lead-notification' and data->>'leadId' = $1`, [id]);
    await db.end();
    expect(jobs.rows).toEqual([{ state: 'completed', output: { sent: false, detail: NO_CHANNEL_DETAIL } }]);
  });
});
