import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { ADMIN_PERMISSIONS } from '../../core/admin.js';
import { cannotOwnMessage, disabledOwnerMessage, setupPendingOwnerMessage, type LeadDetailView } from '../../core/lead-desk.js';
import { ownerChangeText } from '../../core/lead-timeline-text.js';
import { AdminAccounts } from '../../src/admin/index.js';
import { HttpReceiver } from '../support/http-receiver.js';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { eventually } from '../support/wait.cjs';
import { homeQuote, postLead } from './leads.js';

// On duty and round robin (docs/product.md#21-leads-desk): two instances of the app on one database with
// LEAD_ASSIGNMENT=round-robin give new leads to the on-duty admins in turn, fairly even when leads arrive
// on both at once; the on-duty switch (for admins, and for yourself) with its refusals and audit rows; a
// third instance with `manual` leaves leads unowned.

const PASSWORD = 'duty roster lantern 31';
const SECRET = 'a-webhook-secret-of-at-least-32-bytes-for-tests';
const SHARED = {
  QUOTE_THROTTLE_LIMIT: '1000',
  THROTTLE_LIMIT: '100000',
  ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000',
  AUDIT_NEW_BUILD: 'off',
  // Sessions signed on one instance verify on the other only with one key for both.
  ADMIN_JWT_SECRET: 'round-robin-test-secret-of-at-least-32-bytes',
  SMTP_URL: '',
  NOTIFY_EMAIL_TO: '',
  NOTIFY_SLACK_WEBHOOK_URL: '',
  NOTIFY_TEAMS_WEBHOOK_URL: '',
  NOTIFY_WEBHOOK_SECRET: SECRET,
  // Only the owner events: what round robin streams.
  NOTIFY_WEBHOOK_EVENTS: 'lead.assigned',
  NOTIFY_RETRY_DELAY_SECONDS: '1',
};

describe('on duty and round robin across two instances', () => {
  const receiver = new HttpReceiver();
  let a: TestApp;
  let b: TestApp;
  let db: pg.Client;
  const tokens: Record<string, string> = {};
  const as = (name: string) => ({ Authorization: `Bearer ${tokens[name]}` });
  const http = (app: NestExpressApplication = a.app) => request(app.getHttpServer());
  const putOnDuty = (username: string, onDuty: unknown, who = 'dana') => http().put(`/api/admin/accounts/${username}/on-duty`).set(as(who)).send({ onDuty });
  const putOwnDuty = (who: string, onDuty: unknown, app = a.app) => http(app).put('/api/admin/account/on-duty').set(as(who)).send({ onDuty });
  const newLead = async (app: NestExpressApplication, body: object = homeQuote): Promise<string> => (await postLead(app, body).expect(201)).body.id as string;
  const ownersOf = async (ids: string[]): Promise<(string | null)[]> => {
    const { rows } = await db.query<{ id: string; owner: string | null }>(
      `select l.id, u.username as owner from lead l left join admin_user u on u.id = l.owner_id where l.id = any($1::uuid[])`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row.owner]));
    return ids.map((id) => byId.get(id) ?? null);
  };
  const tally = (owners: (string | null)[]) => owners.reduce<Record<string, number>>((counts, owner) => ({ ...counts, [String(owner)]: (counts[String(owner)] ?? 0) + 1 }), {});
  const assignedEvents = () =>
    receiver
      .at('/hooks')
      .map((hook) => JSON.parse(hook.body) as { type: string; data: { leadId: string; owner: string | null; previous: string | null; by: string | null } })
      .filter((event) => event.type === 'lead.assigned');

  beforeAll(async () => {
    await receiver.start();
    const env = { ...SHARED, NOTIFY_WEBHOOK_URL: receiver.url('/hooks'), LEAD_ASSIGNMENT: 'round-robin' };
    a = await createTestApp(env);
    b = await createTestApp(env, undefined, a.databaseUrl);
    db = new pg.Client({ connectionString: a.databaseUrl });
    await db.connect();
    const accounts = a.app.get(AdminAccounts);
    for (const [name, role] of [['dana', 'admin'], ['sam', 'admin'], ['olive', 'admin'], ['gone', 'admin'], ['rita', 'admin'], ['vic', 'viewer'], ['eddie', 'editor']] as const) {
      if (name === 'gone') await accounts.create(name, role, PASSWORD);
      else tokens[name] = (await createSignedIn(a.app, name, role, PASSWORD)).token;
    }
    await accounts.setDisabled('gone', true, 'dana');
    // An admin still waiting for its setup link: it cannot sign in, so it cannot go on duty.
    await accounts.add('newbie', 'admin', 'dana');
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await b?.close();
    await a?.close();
    await receiver.stop();
  });

  it('lets an admin put an account on duty and an admin put themselves on duty, each an audit row', async () => {
    const sam = await putOnDuty('Sam', true).expect(200);
    expect(sam.body).toMatchObject({ success: true, account: { username: 'sam', onDuty: true } });
    const olive = await putOwnDuty('olive', true, b.app).expect(200);
    expect(olive.body.account).toMatchObject({ username: 'olive', onDuty: true });
    await putOwnDuty('dana', true).expect(200);
    expect((await http().get('/api/admin/account').set(as('dana')).expect(200)).body.account.onDuty).toBe(true);
    const listed = (await http().get('/api/admin/accounts').set(as('dana')).expect(200)).body.accounts as { username: string; onDuty: boolean }[];
    expect(listed.filter((account) => account.onDuty).map((account) => account.username)).toEqual(['dana', 'olive', 'sam']);
    // Again: no change, no second row.
    await putOnDuty('sam', true).expect(200);

    const { rows } = await db.query(`select actor, subject, details from admin_audit_event where action = 'on_duty_changed' order by at, id`);
    expect(rows).toEqual([
      { actor: 'dana', subject: 'sam', details: { onDuty: true } },
      { actor: 'olive', subject: 'olive', details: { onDuty: true } },
      { actor: 'dana', subject: 'dana', details: { onDuty: true } },
    ]);
  });

  it('refuses a disabled account, one waiting for its setup link and a role that cannot own leads (422), a viewer or an editor (403), and a bad body (400)', async () => {
    expect((await putOnDuty('gone', true).expect(422)).body).toEqual(expect.objectContaining({ code: 'account_refused', error: disabledOwnerMessage('gone') }));
    expect((await putOnDuty('newbie', true).expect(422)).body).toEqual(expect.objectContaining({ code: 'account_refused', error: setupPendingOwnerMessage('newbie') }));
    expect((await putOnDuty('vic', true).expect(422)).body.error).toBe(cannotOwnMessage('vic'));
    expect((await putOnDuty('eddie', true).expect(422)).body.error).toBe(cannotOwnMessage('eddie'));
    await putOnDuty('nobody.here', true).expect(404);
    expect((await putOnDuty('sam', false, 'vic').expect(403)).body.error).toBe(ADMIN_PERMISSIONS.accounts.refusal);
    await putOnDuty('sam', false, 'eddie').expect(403);
    expect((await putOwnDuty('vic', true).expect(403)).body.error).toBe(ADMIN_PERMISSIONS['leads:change'].refusal);
    await putOwnDuty('eddie', true).expect(403);
    expect((await putOnDuty('sam', 'yes').expect(400)).body.fields).toEqual({ onDuty: 'onDuty must be true or false' });
    await http().put('/api/admin/accounts/sam/on-duty').set(as('dana')).send({}).expect(400);

    const { rows } = await db.query(`select username from admin_user where on_duty order by username`);
    expect(rows.map((row) => row.username)).toEqual(['dana', 'olive', 'sam']);
    const { rows: audit } = await db.query(`select count(*)::int as n from admin_audit_event where action = 'on_duty_changed'`);
    expect(audit[0].n).toBe(3);
  });

  it('gives 9 leads posted to both instances, some at once, 3 to each of the three on-duty admins', async () => {
    // On duty without a password (a row older than the rule): round robin still passes it by.
    await db.query(`update admin_user set on_duty = true where username = 'newbie'`);
    // One after another, the first three go in order: by username.
    const first = [await newLead(a.app), await newLead(b.app), await newLead(a.app)];
    expect(await ownersOf(first)).toEqual(['dana', 'olive', 'sam']);
    const together = await Promise.all([a.app, b.app, a.app, b.app, a.app, b.app].map((app) => newLead(app)));
    const ids = [...first, ...together];
    expect(tally(await ownersOf(ids))).toEqual({ dana: 3, olive: 3, sam: 3 });

    const lead = (await http(b.app).get(`/api/admin/leads/${first[1]}`).set(as('dana')).expect(200)).body.lead as LeadDetailView;
    expect(lead.owner).toBe('olive');
    expect(lead.timeline.filter((event) => event.type === 'owner')).toEqual([expect.objectContaining({ actor: null, text: ownerChangeText('olive', null) })]);
    expect(ownerChangeText('olive', null)).toBe('Assigned to olive by round robin');
    const { rows: audit } = await db.query(`select count(*)::int as n from admin_audit_event where action = 'lead_assigned' and subject = any($1::text[])`, [ids]);
    expect(audit[0].n).toBe(0);
    const { rows: assigned } = await db.query(`select count(*)::int as n from lead where id = any($1::uuid[]) and assigned_at is not null`, [ids]);
    expect(assigned[0].n).toBe(9);

    await eventually(async () => assignedEvents().length >= 9, { timeoutMs: 15_000, what: 'nine lead.assigned events' });
    const events = assignedEvents().filter((event) => ids.includes(event.data.leadId));
    expect(events).toHaveLength(9);
    const owners = await ownersOf(events.map((event) => event.data.leadId));
    expect(events.map((event) => event.data)).toEqual(events.map((event, i) => ({ leadId: event.data.leadId, owner: owners[i], previous: null, by: null })));
  });

  it('gives a spam lead to nobody, and the next lead to whoever was next', async () => {
    // The turn after the last one drawn, of the three on duty by username.
    const { rows } = await db.query<{ n: string }>(`select last_value + (case when is_called then 1 else 0 end) as n from lead_round_robin_turn`);
    const whoseTurn = ['dana', 'olive', 'sam'][(Number(rows[0]!.n) - 1) % 3];
    const spam = await newLead(a.app, { ...homeQuote, email: 'bot@spam.test', website: 'http://spam.test' });
    const next = await newLead(b.app);
    expect(await ownersOf([spam, next])).toEqual([null, whoseTurn]);
  });

  it('gives nothing more to an account taken off duty, disabled, reset or made a viewer, and nothing at all with nobody on duty', async () => {
    await putOwnDuty('sam', false, b.app).expect(200);
    // A reset clears the password: the account cannot sign in, so it comes off duty.
    await putOnDuty('rita', true).expect(200);
    const reset = await http().post('/api/admin/accounts/rita/reset').set(as('dana')).send({}).expect(200);
    expect(reset.body.account).toMatchObject({ username: 'rita', setupPending: true, onDuty: false });
    await http().patch('/api/admin/accounts/olive').set(as('dana')).send({ disabled: true }).expect(200);
    expect((await db.query(`select on_duty from admin_user where username = 'olive'`)).rows).toEqual([{ on_duty: false }]);
    const ids = await Promise.all([a.app, b.app, a.app, b.app].map((app) => newLead(app)));
    expect(await ownersOf(ids)).toEqual(['dana', 'dana', 'dana', 'dana']);
    const { rows } = await db.query(`select actor, details from admin_audit_event where action = 'on_duty_changed' and subject = 'sam' order by at, id`);
    expect(rows.at(-1)).toEqual({ actor: 'sam', details: { onDuty: false } });

    // A role that cannot own leads cannot stay on duty.
    await putOnDuty('sam', true).expect(200);
    expect((await http().patch('/api/admin/accounts/sam').set(as('dana')).send({ role: 'viewer' }).expect(200)).body.account).toMatchObject({ role: 'viewer', onDuty: false });

    await putOnDuty('dana', false).expect(200);
    expect(await ownersOf([await newLead(b.app)])).toEqual([null]);
  });

  it('leaves leads unowned on an instance with LEAD_ASSIGNMENT=manual, whoever is on duty', async () => {
    await putOnDuty('dana', true).expect(200);
    const manual = await createTestApp({ LEAD_ASSIGNMENT: 'manual' }, undefined, a.databaseUrl);
    try {
      const id = await newLead(manual.app);
      expect(await ownersOf([id])).toEqual([null]);
    } finally {
      await manual.close();
    }
    // The round-robin instances still give leads out.
    expect(await ownersOf([await newLead(a.app)])).toEqual(['dana']);
  });
});
