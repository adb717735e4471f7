import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import type { LeadDetailView } from '../../core/lead-desk.js';
import { OUTCOME_TEXTS } from '../../core/lead-outcome.js';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { asText, homeQuote, postLead } from './leads.js';

// A lead's outcome on the desk (docs/product.md#21-leads-desk): a won lead's value in dollars and a lost
// lead's reason, with PATCH /api/admin/leads/{id}; kept on the lead, on its timeline, in the audit trail and
// in the CSV export.

const PASSWORD = 'outcomes-desk-Password-2026';

describe('lead outcomes', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let db: pg.Client;
  let token: string;

  const http = () => request(app.getHttpServer());
  const patch = (id: string, body: object) => http().patch(`/api/admin/leads/${id}`).set('Authorization', `Bearer ${token}`).send(body);
  const newLead = async (tag: string) => (await postLead(app, { ...homeQuote, email: `${tag}@outcomes.test` }).expect(201)).body.id as string;
  const stored = async (id: string) =>
    (await db.query(`select status, won_value_cents, lost_reason from lead where id = $1`, [id])).rows[0] as { status: string; won_value_cents: number | null; lost_reason: string | null };
  const worked = (lead: LeadDetailView) => lead.timeline.filter((e) => e.type === 'status' || e.type === 'outcome').map((e) => e.text);

  beforeAll(async () => {
    testApp = await createTestApp({ QUOTE_THROTTLE_LIMIT: '1000', THROTTLE_LIMIT: '100000' });
    app = testApp.app;
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    ({ token } = await createSignedIn(app, 'outcome.admin', 'admin', PASSWORD));
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  it('keeps a won lead\'s value and a lost lead\'s reason, changes them alone, and clears them when the lead moves on', async () => {
    const id = await newLead('won-then-lost');
    const won = await patch(id, { status: 'won', value: 1800 }).expect(200);
    expect(won.body.lead).toMatchObject({ status: 'won', value: 1800, lostReason: null });
    expect(await stored(id)).toEqual({ status: 'won', won_value_cents: 180000, lost_reason: null });

    const edited = await patch(id, { status: 'won', value: 2250.5 }).expect(200);
    expect(edited.body.lead).toMatchObject({ status: 'won', value: 2250.5 });
    const lost = await patch(id, { status: 'lost', lostReason: 'price' }).expect(200);
    expect(lost.body.lead).toMatchObject({ status: 'lost', value: null, lostReason: 'price' });
    const reason = await patch(id, { status: 'lost', lostReason: 'timing' }).expect(200);
    const reopened = await patch(id, { status: 'quoted' }).expect(200);
    expect(reopened.body.lead).toMatchObject({ status: 'quoted', value: null, lostReason: null });
    expect(await stored(id)).toEqual({ status: 'quoted', won_value_cents: null, lost_reason: null });

    expect(worked(reopened.body.lead as LeadDetailView)).toEqual([
      'New -> Won ($1,800) by outcome.admin',
      'Value set to $2,250.50 by outcome.admin',
      'Won -> Lost (Price) by outcome.admin',
      'Reason set to Timing by outcome.admin',
      'Lost -> Quoted by outcome.admin',
    ]);
    expect(worked(reason.body.lead as LeadDetailView)).toHaveLength(4);
    const audit = await db.query(`select action, details from admin_audit_event where subject = $1 and action in ('lead_status', 'lead_outcome') order by at`, [id]);
    expect(audit.rows).toEqual([
      { action: 'lead_status', details: { from: 'new', to: 'won', value: 1800 } },
      { action: 'lead_outcome', details: { status: 'won', value: 2250.5 } },
      { action: 'lead_status', details: { from: 'won', to: 'lost', lostReason: 'price' } },
      { action: 'lead_outcome', details: { status: 'lost', lostReason: 'timing' } },
      { action: 'lead_status', details: { from: 'lost', to: 'quoted' } },
    ]);
  });

  it('takes won without a value and lost without a reason; the same status with neither is still refused', async () => {
    const id = await newLead('no-value');
    expect((await patch(id, { status: 'won' }).expect(200)).body.lead).toMatchObject({ status: 'won', value: null });
    const again = await patch(id, { status: 'won' }).expect(422);
    expect(again.body).toMatchObject({ error: 'status cannot change from won to won', code: 'invalid_transition' });
    expect((await patch(id, { status: 'won', value: 0 }).expect(200)).body.lead).toMatchObject({ value: 0 });
    expect((await patch(id, { status: 'won', value: null }).expect(200)).body.lead).toMatchObject({ value: null });
  });

  it.each([
    [{ status: 'won', value: -1 }, { value: OUTCOME_TEXTS.valueRule }],
    [{ status: 'won', value: 10_000_000.01 }, { value: OUTCOME_TEXTS.valueRule }],
    [{ status: 'won', value: 12.345 }, { value: OUTCOME_TEXTS.valueRule }],
    [{ status: 'won', value: '1800' }, { value: OUTCOME_TEXTS.valueRule }],
    [{ status: 'quoted', value: 1800 }, { value: OUTCOME_TEXTS.valueNotWon }],
    [{ status: 'lost', lostReason: 'too expensive' }, { lostReason: OUTCOME_TEXTS.reasonRule }],
    [{ status: 'won', lostReason: 'price' }, { lostReason: OUTCOME_TEXTS.reasonNotLost }],
  ])('refuses %j with a 400 naming the field, and changes nothing', async (body, fields) => {
    const id = await newLead('refused');
    expect((await patch(id, body).expect(400)).body.fields).toEqual(fields);
    expect(await stored(id)).toEqual({ status: 'new', won_value_cents: null, lost_reason: null });
  });

  it('exports the value in dollars and the reason code', async () => {
    const won = await newLead('exported-won');
    const lost = await newLead('exported-lost');
    await patch(won, { status: 'won', value: 1250.5 }).expect(200);
    await patch(lost, { status: 'lost', lostReason: 'no_answer' }).expect(200);
    const csv = await http().get('/api/admin/leads/export.csv?q=outcomes.test&status=won').set('Authorization', `Bearer ${token}`).buffer(true).parse(asText).expect(200);
    const [header, row] = (csv.body as string).split('\r\n');
    expect(header!.split(',').slice(-2)).toEqual(['value', 'lost_reason']);
    expect(row!.split(',').slice(-2)).toEqual(['1250.50', '']);
    const lostCsv = await http().get('/api/admin/leads/export.csv?q=exported-lost&status=lost').set('Authorization', `Bearer ${token}`).buffer(true).parse(asText).expect(200);
    expect((lostCsv.body as string).split('\r\n')[1]!.split(',').slice(-2)).toEqual(['', 'no_answer']);
  });
});
