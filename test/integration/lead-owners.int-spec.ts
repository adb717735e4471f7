import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { ADMIN_PERMISSIONS } from '../../core/admin.js';
import { cannotOwnMessage, disabledOwnerMessage, leadTakenMessage, setupPendingOwnerMessage, SPAM_LEAD_OWNER_MESSAGE, unknownOwnerMessage, type LeadDetailView } from '../../core/lead-desk.js';
import { OWNER_FILTER_MESSAGE } from '../../core/lead-filter.js';
import { ownerChangeText } from '../../core/lead-timeline-text.js';
import { AdminAccounts } from '../../src/admin/index.js';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { homeQuote, postLead } from './leads.js';

// Who works a lead (docs/product.md#21-leads-desk): take, assign, the 409 of a lead already taken, the
// refusals, the owner filter, and the timeline and audit rows each change writes.

const PASSWORD = 'night shift coffee 24';

describe('lead owners', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let db: pg.Client;
  const tokens: Record<string, string> = {};
  const http = () => request(app.getHttpServer());
  const as = (name: string) => ({ Authorization: `Bearer ${tokens[name]}` });
  const take = (id: string, who: string) => http().post(`/api/admin/leads/${id}/take`).set(as(who)).send({});
  const assign = (id: string, owner: string | null, who = 'dana') => http().put(`/api/admin/leads/${id}/owner`).set(as(who)).send({ owner });
  const newLead = async (): Promise<string> => (await postLead(app, homeQuote).expect(201)).body.id as string;
  const idsOf = async (query: string, who = 'dana'): Promise<string[]> =>
    (await http().get(`/api/admin/leads?${query}&spam=true`).set(as(who)).expect(200)).body.leads.map((l: { id: string }) => l.id);

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000', AUDIT_NEW_BUILD: 'off', QUOTE_THROTTLE_LIMIT: '1000', THROTTLE_LIMIT: '100000' });
    app = testApp.app;
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    const accounts = app.get(AdminAccounts);
    for (const [name, role] of [['dana', 'admin'], ['sam', 'admin'], ['olive', 'admin'], ['vic', 'viewer'], ['eddie', 'editor']] as const) {
      tokens[name] = (await createSignedIn(app, name, role, PASSWORD)).token;
    }
    await db.query(`update admin_user set disabled = true where username = 'olive'`);
    // Admins who cannot sign in: one waiting for its setup link, one reset (its password cleared).
    await accounts.add('newbie', 'admin', 'dana');
    await accounts.create('rehired', 'admin', PASSWORD);
    await accounts.reset('rehired', 'dana');
  });

  afterAll(async () => {
    await db?.end();
    await testApp.close();
  });

  it('lets an admin take an unowned lead, again as a no-op, and tells another who has it (409)', async () => {
    const id = await newLead();
    const first = await take(id, 'dana').expect(200);
    expect((first.body.lead as LeadDetailView).owner).toBe('dana');
    // The lead's notification is recorded by the outbox worker, before or after the take: only the owner events are in order here.
    expect((first.body.lead as LeadDetailView).timeline.filter((e) => e.type === 'owner')).toEqual([expect.objectContaining({ type: 'owner', actor: 'dana', text: ownerChangeText('dana', 'dana') })]);
    expect(ownerChangeText('dana', 'dana')).toBe('Taken by dana');

    const again = await take(id, 'dana').expect(200);
    expect((again.body.lead as LeadDetailView).timeline.filter((e) => e.type === 'owner')).toHaveLength(1);

    const refused = await take(id, 'sam').expect(409);
    expect(refused.body).toEqual({ success: false, error: leadTakenMessage('dana'), code: 'lead_taken', owner: { username: 'dana' }, requestId: expect.any(String) });
    expect(leadTakenMessage('dana')).toBe('dana has this lead');

    const { rows } = await db.query(`select actor, subject, details from admin_audit_event where action = 'lead_assigned' and subject = $1`, [id]);
    expect(rows).toEqual([{ actor: 'dana', subject: id, details: { owner: 'dana', previous: null } }]);
    const { rows: lead } = await db.query(`select assigned_at is not null as assigned from lead where id = $1`, [id]);
    expect(lead).toEqual([{ assigned: true }]);
  });

  it('gives a lead taken by two admins at once to exactly one of them; the other gets 409 naming the owner', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await newLead();
      const answers = await Promise.all([take(id, 'dana'), take(id, 'sam')]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!.body.lead.owner as string;
      const loser = answers.find((a) => a.status === 409)!;
      expect(loser.body.owner).toEqual({ username: winner });
      expect(loser.body.error).toBe(leadTakenMessage(winner));
      const { rows } = await db.query(`select count(*)::int as n from lead_event where lead_id = $1 and type = 'owner'`, [id]);
      expect(rows[0].n).toBe(1);
    }
  });

  it('lets an admin assign, reassign and clear, each on the timeline and in the audit trail', async () => {
    const id = await newLead();
    expect((await assign(id, 'Sam').expect(200)).body.lead.owner).toBe('sam');
    expect((await assign(id, 'dana').expect(200)).body.lead.owner).toBe('dana');
    const cleared = (await assign(id, null).expect(200)).body.lead as LeadDetailView;
    expect(cleared.owner).toBeNull();
    expect(cleared.timeline.filter((e) => e.type === 'owner').map((e) => e.text)).toEqual(['Assigned to sam by dana', 'Taken by dana', 'Unassigned by dana']);
    // Clearing a lead nobody has changes nothing.
    await assign(id, null).expect(200);
    const { rows } = await db.query(`select details from admin_audit_event where action = 'lead_assigned' and subject = $1 order by at, id`, [id]);
    expect(rows.map((r) => r.details)).toEqual([
      { owner: 'sam', previous: null },
      { owner: 'dana', previous: 'sam' },
      { owner: null, previous: 'dana' },
    ]);
    // Once cleared, another admin may take it.
    await take(id, 'sam').expect(200);
  });

  it('refuses an unknown, disabled, viewer or editor account, one that cannot sign in, and a lead marked spam, changing nothing', async () => {
    const id = await newLead();
    const unknown = await assign(id, 'nobody.here').expect(400);
    expect(unknown.body).toEqual(expect.objectContaining({ code: 'validation_failed', fields: { owner: unknownOwnerMessage } }));
    expect((await assign(id, 'x').expect(400)).body.fields).toEqual({ owner: unknownOwnerMessage });
    expect((await http().put(`/api/admin/leads/${id}/owner`).set(as('dana')).send({}).expect(400)).body.fields).toEqual({ owner: expect.stringContaining('owner is required') });
    expect((await assign(id, 'olive').expect(422)).body).toEqual(expect.objectContaining({ code: 'owner_refused', error: disabledOwnerMessage('olive') }));
    expect((await assign(id, 'vic').expect(422)).body.error).toBe(cannotOwnMessage('vic'));
    expect((await assign(id, 'eddie').expect(422)).body.error).toBe(cannotOwnMessage('eddie'));
    expect(cannotOwnMessage('vic')).toBe('vic cannot own leads: only an admin can');
    expect((await assign(id, 'newbie').expect(422)).body).toEqual(expect.objectContaining({ code: 'owner_refused', error: setupPendingOwnerMessage('newbie') }));
    expect((await assign(id, 'rehired').expect(422)).body.error).toBe(setupPendingOwnerMessage('rehired'));
    expect(setupPendingOwnerMessage('newbie')).toBe('newbie has not set a password yet (the setup link is unused) and cannot own leads');

    await http().patch(`/api/admin/leads/${id}`).set(as('dana')).send({ status: 'spam' }).expect(200);
    expect((await assign(id, 'sam').expect(422)).body.error).toBe(SPAM_LEAD_OWNER_MESSAGE);
    expect((await take(id, 'sam').expect(422)).body.error).toBe(SPAM_LEAD_OWNER_MESSAGE);

    const { rows } = await db.query(`select owner_id from lead where id = $1`, [id]);
    expect(rows).toEqual([{ owner_id: null }]);
    const { rows: audit } = await db.query(`select count(*)::int as n from admin_audit_event where action = 'lead_assigned' and subject = $1`, [id]);
    expect(audit[0].n).toBe(0);
  });

  it('refuses a viewer and an editor the take and the assignment (403), and answers 404 for an unknown lead', async () => {
    const id = await newLead();
    expect((await take(id, 'vic').expect(403)).body.error).toBe(ADMIN_PERMISSIONS['leads:change'].refusal);
    await take(id, 'eddie').expect(403);
    await assign(id, 'dana', 'vic').expect(403);
    await take('00000000-0000-4000-8000-000000000000', 'dana').expect(404);
    await take('not-a-lead', 'dana').expect(404);
    await assign('00000000-0000-4000-8000-000000000000', 'dana').expect(404);
  });

  it('filters the inbox by owner: mine, nobody, a username; each row names its owner', async () => {
    const [mine, sams, nobodys] = [await newLead(), await newLead(), await newLead()];
    await take(mine, 'dana').expect(200);
    await take(sams, 'sam').expect(200);
    const owned = (await db.query(`select id from lead where owner_id is not null`)).rows.map((r) => r.id as string);
    const danas = (await db.query(`select l.id from lead l join admin_user a on a.id = l.owner_id where a.username = 'dana'`)).rows.map((r) => r.id as string);

    expect(new Set(await idsOf('owner=me'))).toEqual(new Set(danas));
    expect(await idsOf('owner=me')).toContain(mine);
    expect(await idsOf('owner=me', 'sam')).toContain(sams);
    expect(await idsOf('owner=me', 'sam')).not.toContain(mine);
    expect(await idsOf('owner=SAM')).toEqual(await idsOf('owner=me', 'sam'));
    const none = await idsOf('owner=none');
    expect(none).toContain(nobodys);
    expect(none.some((id) => owned.includes(id))).toBe(false);
    expect(await idsOf('owner=vic')).toEqual([]);

    const rows = (await http().get('/api/admin/leads?owner=sam').set(as('vic')).expect(200)).body.leads as { id: string; owner: string | null }[];
    expect(rows.every((row) => row.owner === 'sam')).toBe(true);
    const all = (await http().get('/api/admin/leads').set(as('dana')).expect(200)).body.leads as { id: string; owner: string | null }[];
    expect(all.find((row) => row.id === nobodys)!.owner).toBeNull();

    expect((await http().get('/api/admin/leads?owner=a%20b').set(as('dana')).expect(400)).body.fields).toEqual({ owner: OWNER_FILTER_MESSAGE });
  });

  it("offers on the lead's page only the accounts that may own it: enabled admins who can sign in", async () => {
    const id = await newLead();
    const page = await http().get(`/admin/leads/${id}`).set('Cookie', `admin_session=${tokens.dana}`).expect(200);
    const assignee = /<select id="[^"]*assignee"[^>]*>(.*?)<\/select>/s.exec(page.text)?.[1] ?? '';
    const offered = [...assignee.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1]);
    expect(offered).toEqual(['', 'dana', 'sam']);
  });

  it('shows the owner filter and owners on the inbox page, without script', async () => {
    const id = await newLead();
    await take(id, 'sam').expect(200);
    const page = await http().get('/admin/leads?owner=sam').set('Cookie', `admin_session=${tokens.dana}`).expect(200);
    const html = page.text.replace(/<!-- -->/g, '');
    expect(html).toContain(`href="/admin/leads/${id}"`);
    expect(html).toContain('name="owner"');
  });
});
