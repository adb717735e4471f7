import pg from 'pg';
import request from 'supertest';
import { ADMIN_PERMISSIONS, NOT_SIGNED_IN_MESSAGE } from '../../core/admin.js';
import { CLAIM_MESSAGES, SEED_APPROVER, SEED_REASON, type ApprovedClaimView } from '../../core/approved-claims.js';
import { APPROVED_CLAIMS } from '../../src/content-audit/approved-claims.js';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { findingsOnPage } from './audit-findings.js';
import { validationRefusal } from './validation-refusal.js';

// The approved marketing claims as data (docs/product.md#231-approved-marketing-claims): the list the
// migration seeded, /api/admin/claims (who may read and change it, what it refuses, what it records), the
// optimizer's check of a page, which reads the list each time, and the /admin/claims page.

const PASSWORD = 'correct horse battery staple';
/** A case study's figure no starting claim approves. */
const CASE_PAGE = '/case-studies/prototype-hand-carry-borders';
const FIGURE = '$25,000';

describe('approved claims', () => {
  let testApp: TestApp;
  let db: pg.Client;
  let editor = '';
  let viewer = '';

  const http = () => request(testApp.app.getHttpServer());
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const list = (token = viewer) => http().get('/api/admin/claims').set(bearer(token));
  const approve = (body: object, token = editor) => http().post('/api/admin/claims').set(bearer(token)).send(body);
  const remove = (id: string, body: object, token = editor) => http().delete(`/api/admin/claims/${id}`).set(bearer(token)).send(body);

  /** The unapproved figures a check of one page finds there now. */
  const unapprovedOn = (path: string) => findingsOnPage(http, editor, 'unapproved-figure', path);

  beforeAll(async () => {
    testApp = await createTestApp({ THROTTLE_LIMIT: '100000' });
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    editor = (await createSignedIn(testApp.app, 'claims.editor', 'editor', PASSWORD)).token;
    viewer = (await createSignedIn(testApp.app, 'claims.viewer', 'viewer', PASSWORD)).token;
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  it('lists the starting list the migration seeded, in its order, to every role (newer claims come first)', async () => {
    const res = await list(viewer).expect(200);
    const claims = res.body.claims as ApprovedClaimView[];
    expect(res.body.success).toBe(true);
    expect(claims.map(({ claim, figures }) => ({ claim, figures }))).toEqual(APPROVED_CLAIMS.map(({ claim, figures }) => ({ claim, figures: [...figures] })));
    expect(new Set(claims.map((claim) => `${claim.approvedBy}|${claim.reason}`))).toEqual(new Set([`${SEED_APPROVER}|${SEED_REASON}`]));
    expect(Object.keys(claims[0]!).sort()).toEqual(['approvedAt', 'approvedBy', 'claim', 'figures', 'id', 'reason']);
  });

  it('answers 401 without a session and 403 to a viewer who changes the list', async () => {
    expect((await http().get('/api/admin/claims').expect(401)).body.error).toBe(NOT_SIGNED_IN_MESSAGE);
    expect((await http().post('/api/admin/claims').send({ claim: 'x', figures: ['1'], reason: 'x' })).status).toBe(401);
    const refused = await approve({ claim: '450+ drivers', figures: ['450+ drivers'], reason: 'Counted in the fleet list' }, viewer).expect(403);
    expect(refused.body.error).toBe(ADMIN_PERMISSIONS['content:change'].refusal);
    const [first] = (await list().expect(200)).body.claims as ApprovedClaimView[];
    await remove(first!.id, { reason: 'Not true any more' }, viewer).expect(403);
    expect((await list().expect(200)).body.claims).toHaveLength(APPROVED_CLAIMS.length);
  });

  it('refuses a claim with 400 naming each field that breaks the rules', async () => {
    const empty = await approve({}).expect(400);
    expect(empty.body).toEqual(validationRefusal(empty, JSON.stringify({ claim: CLAIM_MESSAGES.claim, figures: CLAIM_MESSAGES.figures, reason: CLAIM_MESSAGES.reason })));

    const short = await approve({ claim: 'ab', figures: ['fifteen years'], reason: 'no' }).expect(400);
    expect(short.body.fields).toEqual({ claim: CLAIM_MESSAGES.claim, figures: CLAIM_MESSAGES.figure, reason: CLAIM_MESSAGES.reason });

    const cases: [object, string, string][] = [
      [{ figures: [] }, 'figures', CLAIM_MESSAGES.figures],
      [{ figures: Array.from({ length: 21 }, (_, i) => `${i + 1}%`) }, 'figures', CLAIM_MESSAGES.figures],
      [{ figures: ['1234567890 1234567890 1234567890 1234567890 lbs'] }, 'figures', CLAIM_MESSAGES.figure],
      [{ figures: ['15+\u0007years'] }, 'figures', CLAIM_MESSAGES.figure],
      [{ figures: ['15+\nyears'] }, 'figures', CLAIM_MESSAGES.figure],
      [{ figures: '15+ years' }, 'figures', CLAIM_MESSAGES.figures],
      [{ figures: ['15+ years and 300+ cities'] }, 'figures', CLAIM_MESSAGES.unreadable('15+ years and 300+ cities')],
      [{ figures: [15] }, 'figures', CLAIM_MESSAGES.figure],
      [{ claim: 'x'.repeat(301) }, 'claim', CLAIM_MESSAGES.claim],
      [{ claim: 'Bell \u0007 claim' }, 'claim', 'claim must not contain control characters or line breaks'],
      [{ reason: 'r'.repeat(501) }, 'reason', CLAIM_MESSAGES.reason],
      [{ reason: 'Two\nlines' }, 'reason', 'reason must not contain control characters or line breaks'],
      [{ approvedBy: 'someone else' }, 'approvedBy', 'property approvedBy should not exist'],
    ];
    for (const [change, field, message] of cases) {
      const res = await approve({ claim: '450+ drivers in the fleet', figures: ['450+ drivers'], reason: 'Counted in the fleet list', ...change });
      expect([field, res.status, res.body.fields]).toEqual([field, 400, { [field]: message }]);
    }
    expect((await list().expect(200)).body.claims).toHaveLength(APPROVED_CLAIMS.length);
  });

  it('approve: a check of the page no longer reports the figure; remove: the next check reports it again; both in the audit trail', async () => {
    expect(await unapprovedOn(CASE_PAGE)).toContain(FIGURE);

    const approved = await approve({ claim: '  Prototype case: $25,000 in penalties avoided ', figures: [` ${FIGURE} `], reason: 'The client confirmed the amount in writing' }).expect(201);
    const claim = approved.body.claim as ApprovedClaimView;
    expect(approved.body.success).toBe(true);
    expect(claim).toMatchObject({ claim: 'Prototype case: $25,000 in penalties avoided', figures: [FIGURE], reason: 'The client confirmed the amount in writing', approvedBy: 'claims.editor' });
    const rows = (await db.query(`select claim, figures, reason, approved_by from approved_claim where id = $1`, [claim.id])).rows;
    expect(rows).toEqual([{ claim: claim.claim, figures: [FIGURE], reason: claim.reason, approved_by: 'claims.editor' }]);
    expect(((await list().expect(200)).body.claims as ApprovedClaimView[])[0]).toEqual(claim);

    expect(await unapprovedOn(CASE_PAGE)).not.toContain(FIGURE);

    await remove(claim.id, {}).expect(400);
    await remove('8e0b8a4e-1f7a-4f5e-9a53-3f1f1f1f1f1f', { reason: 'Not true any more' }).expect(404);
    const unknown = await remove('not-an-id', { reason: 'Not true any more' }).expect(404);
    expect(unknown.body.error).toBe(CLAIM_MESSAGES.noSuchClaim);
    const removed = await remove(claim.id, { reason: 'The client withdrew the permission' }).expect(200);
    expect(removed.body).toEqual({ success: true, claim });
    expect((await db.query(`select 1 from approved_claim where id = $1`, [claim.id])).rowCount).toBe(0);
    await remove(claim.id, { reason: 'The client withdrew the permission' }).expect(404);

    expect(await unapprovedOn(CASE_PAGE)).toContain(FIGURE);

    const trail = (await db.query(`select action, actor, subject, details from admin_audit_event where action like 'claim_%' order by at`)).rows;
    expect(trail).toEqual([
      { action: 'claim_approved', actor: 'claims.editor', subject: claim.id, details: { claim: claim.claim, figures: [FIGURE], reason: claim.reason } },
      { action: 'claim_removed', actor: 'claims.editor', subject: claim.id, details: { claim: claim.claim, figures: [FIGURE], reason: 'The client withdrew the permission' } },
    ]);
  });

  it('approves a phrase another claim approves already', async () => {
    const res = await approve({ claim: 'Hand carry reaches 150+ countries', figures: ['150+ countries'], reason: 'The partner list, checked this month' }).expect(201);
    expect(res.body.claim.figures).toEqual(['150+ countries']);
  });

  it('/admin/claims: the list for every role, the forms for admins and editors, the finding\'s figure filled in', async () => {
    const seen = await http().get('/admin/claims').set(bearer(viewer)).expect(200);
    expect(seen.text).toContain('<h1');
    expect(seen.text).toContain('Approved claims');
    expect(seen.text).toContain(APPROVED_CLAIMS[0]!.claim.replace(/&/g, '&amp;'));
    expect(seen.text).not.toContain('Approve a claim');
    expect(seen.text).not.toContain('>Remove<');

    const filled = await http().get(`/admin/claims?figure=${encodeURIComponent('15+ states')}`).set(bearer(editor)).expect(200);
    expect(filled.text).toContain('Approve a claim');
    expect(filled.text).toMatch(/<textarea[^>]*name="figures"[^>]*>15\+ states<\/textarea>/);
    expect(filled.text).toContain('>Remove<');

    await http().get('/admin/claims').expect(401);
  });
});
