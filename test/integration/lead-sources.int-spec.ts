import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { EXPORT_NOT_RECORDED_MESSAGE } from '../../src/leads/lead-export.js';
import { Migration20261126120000_lower_case_sources } from '../../migrations/Migration20261126120000_lower_case_sources.js';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { asText } from './leads.js';

// One filter rule for the API, the inbox page and the export (core/lead-filter.ts), on sources stored
// lower-cased; and an export is recorded before its first byte, or not sent at all.

const PASSWORD = 'correct horse battery staple';

/** What the quote dialog sends after /?quote=NewsLetter: its source keeps the link's letter case. */
const newsletterQuote = {
  firstName: 'Nia',
  lastName: 'Okafor',
  email: 'nia@letters.test',
  phone: '(704) 555-0199',
  pickup: 'Charlotte, NC',
  delivery: 'Columbia, SC',
  source: 'slide_out_NewsLetter',
  timestamp: '2026-11-26T10:00:00.000Z',
};


describe('lead sources and the export', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let db: pg.Client;
  let token: string;
  let cookie: string;
  let leadId: string;

  const http = () => request(app.getHttpServer());
  const get = (path: string) => http().get(path).set('Authorization', `Bearer ${token}`);
  const page = (path: string) => http().get(path).set('Cookie', cookie);
  const exportCsv = (query: string) => get(`/api/admin/leads/export.csv?${query}`).buffer(true).parse(asText);
  const exportRows = async () =>
    (await db.query(`select details from admin_audit_event where action = 'leads_export' order by at`)).rows.map((row) => row.details as Record<string, unknown>);

  beforeAll(async () => {
    testApp = await createTestApp({ THROTTLE_LIMIT: '100000' });
    app = testApp.app;
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    ({ token, cookie } = await createSignedIn(app, 'source.admin', 'admin', PASSWORD));
    leadId = (await http().post('/api/quotes').set('Idempotency-Key', randomUUID()).send(newsletterQuote).expect(201)).body.id;
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  beforeEach(() => db.query(`delete from admin_audit_event where action = 'leads_export'`));

  it('stores a source lower-cased, in the lead and in the quote', async () => {
    expect((await db.query('select source from lead where id = $1', [leadId])).rows).toEqual([{ source: 'slide_out_newsletter' }]);
    expect((await db.query('select source from quote_request where id = $1', [leadId])).rows).toEqual([{ source: 'slide_out_newsletter' }]);
  });

  it.each(['slide_out_NewsLetter', 'slide_out_newsletter', 'SLIDE_OUT_NEWSLETTER'])('finds the lead by source %s through the API, the page and the export', async (source) => {
    const api = await get(`/api/admin/leads?source=${source}`).expect(200);
    expect(api.body.leads.map((lead: { id: string; source: string }) => [lead.id, lead.source])).toEqual([[leadId, 'slide_out_newsletter']]);

    const inbox = await page(`/admin/leads?source=${source}`).expect(200);
    expect(inbox.text).toContain(`href="/admin/leads/${leadId}"`);
    expect(inbox.text).not.toContain('role="alert"');

    const csv = await exportCsv(`source=${source}`).expect(200);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${leadId},quote,new,`);
    expect(lines[1]).toContain(',slide_out_newsletter,');
  });

  it('reads spam=on as the inbox checkbox sends it, in the API as on the page', async () => {
    const spamId = (await http().post('/api/quotes').set('Idempotency-Key', randomUUID()).send({ ...newsletterQuote, email: 'bot@letters.test', website: 'x' }).expect(201)).body.id;
    const ids = async (path: string) => (await get(path).expect(200)).body.leads.map((lead: { id: string }) => lead.id);
    expect(await ids('/api/admin/leads?source=slide_out_newsletter')).toEqual([leadId]);
    expect(await ids('/api/admin/leads?source=slide_out_newsletter&spam=on')).toEqual([spamId, leadId]);
    expect(await ids('/api/admin/leads?source=slide_out_newsletter&spam=true')).toEqual([spamId, leadId]);
    expect((await page('/admin/leads?source=slide_out_newsletter&spam=on').expect(200)).text).toContain(`href="/admin/leads/${spamId}"`);
    await db.query('delete from lead where id = $1', [spamId]);
  });

  it('refuses the same filters everywhere, with the same words', async () => {
    const bad = await get('/api/admin/leads?source=no%20spaces&spam=maybe&colour=red').expect(400);
    expect(bad.body.fields).toEqual({
      colour: 'property colour should not exist',
      source: 'source must be 1 to 80 letters, digits, dashes or underscores',
      spam: 'spam must be true or false',
    });
    expect((await get('/api/admin/leads/export.csv?source=no%20spaces&spam=maybe&colour=red').expect(400)).body.fields).toEqual(bad.body.fields);
    const inbox = await page('/admin/leads?source=no%20spaces&spam=maybe&colour=red').expect(200);
    for (const message of Object.values(bad.body.fields as Record<string, string>)) expect(inbox.text).toContain(message);
    expect(await exportRows()).toEqual([]);
  });

  it('records an export before its first byte, then how it ended', async () => {
    const csv = await exportCsv('source=slide_out_newsletter').expect(200);
    expect((csv.body as string).trim().split('\r\n')).toHaveLength(2);
    const rows = await exportRows();
    expect(rows).toEqual([{ filter: { source: 'slide_out_newsletter' }, outcome: 'completed', rows: 1 }]);
  });

  it('sends nothing and answers 503 when the export cannot be recorded', async () => {
    await db.query(`create function refuse_exports() returns trigger language plpgsql as $$ begin raise exception 'audit store unavailable'; end $$`);
    await db.query(`create trigger refuse_exports before insert on admin_audit_event for each row when (new.action = 'leads_export') execute function refuse_exports()`);
    try {
      const res = await get('/api/admin/leads/export.csv?source=slide_out_newsletter').expect(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.body).toEqual({ success: false, error: EXPORT_NOT_RECORDED_MESSAGE, code: 'not_recorded', requestId: expect.any(String) });
      expect(JSON.stringify(res.body)).not.toContain('nia@letters.test');
    } finally {
      await db.query('drop trigger refuse_exports on admin_audit_event');
      await db.query('drop function refuse_exports()');
    }
    expect(await exportRows()).toEqual([]);
    await exportCsv('source=slide_out_newsletter').expect(200);
  });

  it('lower-cases the sources stored before the rule (the migration)', async () => {
    const old = randomUUID();
    await db.query(
      `insert into lead (id, kind, status, received_at, name, email, source, search) values ($1, 'quote', 'new', now(), 'Old Lead', 'old@letters.test', 'slide_out_NewsLetter', 'old lead')`,
      [old],
    );
    const migration = new Migration20261126120000_lower_case_sources({} as never, {} as never);
    await migration.up();
    for (const sql of migration.getQueries()) await db.query(String(sql));
    expect((await db.query('select source from lead where id = $1', [old])).rows).toEqual([{ source: 'slide_out_newsletter' }]);
    expect((await get('/api/admin/leads?source=slide_out_NewsLetter').expect(200)).body.leads.map((lead: { id: string }) => lead.id)).toEqual([old, leadId]);
    await db.query('delete from lead where id = $1', [old]);
  });
});
