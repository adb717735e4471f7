import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { ADMIN_PERMISSIONS, ADMIN_ROLES, can } from '../../core/admin.js';
import { ALREADY_RUNNING_MESSAGE } from '../../core/content-audit.js';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';

// Who may do what (docs/product.md#14-admin-area): the editor works the content tools and sees nothing of
// the leads; every refusal is the permission's own 403, on the API and on the pages.

const PASSWORD = 'lantern harbor quiet 42';
const ORIGIN = 'https://www.example.test';

/** A page's markup without the comments React puts between adjacent texts. */
const words = (html: string) => html.replace(/<!-- -->/g, '');

const refusal = (permission: keyof typeof ADMIN_PERMISSIONS) => ({ success: false, error: ADMIN_PERMISSIONS[permission].refusal, code: 'forbidden', requestId: expect.any(String) });

describe('roles: admin, editor, viewer', () => {
  let testApp: TestApp;
  const tokens: Record<string, string> = {};
  const http = () => request(testApp.app.getHttpServer());
  const as = (name: string) => ({ Authorization: `Bearer ${tokens[name]}` });
  const cookie = (name: string) => ({ Cookie: `admin_session=${tokens[name]}` });
  let leadId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000', AUDIT_NEW_BUILD: 'off' });
    for (const role of ADMIN_ROLES) tokens[role] = (await createSignedIn(testApp.app, `roles.${role}`, role, PASSWORD)).token;
    const quote = { firstName: 'Rita', lastName: 'Moss', email: 'rita@shipper.test', phone: '(704) 555-0188', service: 'medical-transport', message: 'One crate.' };
    leadId = (await http().post('/api/quotes').set('Idempotency-Key', 'roles-quote-0001').send(quote).expect(201)).body.id as string;
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('keeps one table: admin everything, editor the content tools, viewer reads leads and content; every role reads the results', () => {
    expect(ADMIN_ROLES.map((role) => [role, Object.keys(ADMIN_PERMISSIONS).filter((p) => can(role, p as keyof typeof ADMIN_PERMISSIONS))])).toEqual([
      ['admin', ['leads:read', 'leads:change', 'content:read', 'content:change', 'results:read', 'accounts']],
      ['editor', ['content:read', 'content:change', 'results:read']],
      ['viewer', ['leads:read', 'content:read', 'results:read']],
    ]);
  });

  it('refuses an editor every lead route with 403, in the words of the permission the route needs', async () => {
    // A route's own permission overrides its controller's: the changes answer in the words of leads:change.
    const routes: [string, keyof typeof ADMIN_PERMISSIONS, () => request.Test][] = [
      ['list', 'leads:read', () => http().get('/api/admin/leads').set(as('editor'))],
      ['stats', 'leads:read', () => http().get('/api/admin/leads/stats').set(as('editor'))],
      ['detail', 'leads:read', () => http().get(`/api/admin/leads/${leadId}`).set(as('editor'))],
      ['export', 'leads:change', () => http().get('/api/admin/leads/export.csv').set(as('editor'))],
      ['status', 'leads:change', () => http().patch(`/api/admin/leads/${leadId}`).set(as('editor')).send({ status: 'contacted' })],
      ['note', 'leads:change', () => http().post(`/api/admin/leads/${leadId}/notes`).set(as('editor')).send({ text: 'Called.' })],
      ['resend', 'leads:change', () => http().post(`/api/admin/leads/${leadId}/notifications`).set(as('editor')).send({ channel: 'email' })],
    ];
    for (const [label, permission, call] of routes) {
      const res = await call();
      expect([label, res.status, res.body]).toEqual([label, 403, refusal(permission)]);
    }
    // Nothing changed: the lead is still new, without notes.
    const lead = (await http().get(`/api/admin/leads/${leadId}`).set(as('admin')).expect(200)).body.lead as { status: string; notes: unknown[] };
    expect([lead.status, lead.notes]).toEqual(['new', []]);
  });

  it('lets a viewer read leads and refuses its changes as before; lets an admin do both', async () => {
    await http().get('/api/admin/leads').set(as('viewer')).expect(200);
    expect((await http().patch(`/api/admin/leads/${leadId}`).set(as('viewer')).send({ status: 'contacted' }).expect(403)).body).toEqual(refusal('leads:change'));
    await http().get('/api/admin/leads/export.csv').set(as('admin')).expect(200);
  });

  it('lets an editor and an admin start an audit, and tells a viewer who may', async () => {
    // A run already queued (with no job to work it, so no whole-site audit runs here): a start that passes
    // the permission answers 409 with that run.
    const connection = testApp.app.get(EntityManager).getConnection();
    const [queued] = await connection.execute<{ id: string }[]>(
      `insert into audit_run (id, status, started_by, queued_at, pages, errors, warnings, notices, score_total) values (gen_random_uuid(), 'queued', 'roles.test', now(), 0, 0, 0, 0, 0) returning id`,
    );
    try {
      const viewer = await http().post('/api/admin/audits').set(as('viewer')).send({}).expect(403);
      expect(viewer.body).toEqual(refusal('content:change'));
      for (const role of ['editor', 'admin']) {
        const started = await http().post('/api/admin/audits').set(as(role)).send({}).expect(409);
        expect(started.body).toMatchObject({ success: false, error: ALREADY_RUNNING_MESSAGE, run: { id: queued!.id, status: 'queued' } });
      }
      await http().get('/api/admin/audits').set(as('editor')).expect(200);
      await http().get('/api/admin/audits').set(as('viewer')).expect(200);
    } finally {
      await connection.execute('delete from audit_run where id = ?', [queued!.id]);
    }
  });

  it('refuses the accounts to an editor and a viewer, and offers the editor role to an admin', async () => {
    for (const role of ['editor', 'viewer']) {
      expect((await http().get('/api/admin/accounts').set(as(role)).expect(403)).body).toEqual(refusal('accounts'));
    }
    const added = await http().post('/api/admin/accounts').set(as('admin')).send({ username: 'roles.new-editor', role: 'editor' }).expect(201);
    expect(added.body.account).toMatchObject({ username: 'roles.new-editor', role: 'editor' });
    const changed = await http().patch('/api/admin/accounts/roles.new-editor').set(as('admin')).send({ role: 'viewer' }).expect(200);
    expect(changed.body.account.role).toBe('viewer');
    const refused = await http().patch('/api/admin/accounts/roles.new-editor').set(as('admin')).send({ role: 'owner' }).expect(400);
    expect(refused.body.fields).toEqual({ role: 'role must be one of: admin, editor, viewer' });
  });

  it("shows an editor a dashboard without leads, no Leads link, and the 403 card on the inbox and a lead's page", async () => {
    const dashboard = await http().get('/content-optimizer').set(cookie('editor')).expect(200);
    expect(dashboard.text).toContain('Welcome, roles.editor (editor)');
    expect(dashboard.text).not.toContain('Right now');
    expect(dashboard.text).not.toContain('Open the inbox');
    expect(dashboard.text).not.toContain('href="/admin/leads"');
    expect(dashboard.text).not.toContain('href="/admin/accounts"');
    expect(dashboard.text).toContain('data-island="AuditPanel"');
    for (const path of ['/admin/leads', `/admin/leads/${leadId}`, '/admin/leads?status=new']) {
      const page = await http().get(path).set(cookie('editor')).expect(403);
      expect(page.text).toContain('<h1');
      expect(page.text).toContain('No access to leads');
      expect(words(page.text)).toContain('Your role has no access to leads. You are signed in as roles.editor, with the Editor role.');
      expect(page.text).not.toContain('Rita');
    }
    const accounts = await http().get('/admin/accounts').set(cookie('editor')).expect(403);
    expect(accounts.text).toContain('Admins only');
    // The viewer and the admin keep the desk.
    const viewer = await http().get('/content-optimizer').set(cookie('viewer')).expect(200);
    expect(viewer.text).toContain('Right now');
    expect(viewer.text).toContain('href="/admin/leads"');
    await http().get('/admin/leads').set(cookie('viewer')).expect(200);
    await http().get(`/admin/leads/${leadId}`).set(cookie('admin')).set('Origin', ORIGIN).expect(200);
  });
});
