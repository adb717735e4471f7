/**
 * @jest-environment jsdom
 */
import '../../test/jsdom-text-encoding.js';
import { readdirSync } from 'node:fs';
import { LOGIN_TEXTS } from '../../core/admin.js';
import type { AdminPageData } from '../../core/admin-pages.js';
import { testAssets, testSite } from '../../test/fixtures.js';
import { text } from '../../test/rendered-page.js';
import { renderAdminPage } from '../app/server.js';
import type { LeadDetailView } from '../../core/lead-desk.js';
import { adminBase, auditDashboard, detail, leads, NOW, stats, viewerBase } from './admin-fixtures.js';
import { gaveUpChannels } from './lead-workbench.js';

const assets = testAssets(Object.fromEntries(readdirSync('views/assets').map((name) => [name, `/assets/${name}`])));
const site = { ...testSite, analyticsId: 'G-TEST123' };

async function render(path: string, page: AdminPageData) {
  const rendered = await renderAdminPage({ site, assets, path, page });
  const doc = new DOMParser().parseFromString(rendered.html, 'text/html');
  const islands = [...doc.querySelectorAll<HTMLElement>('[data-island]')].map((el) => el.dataset.island);
  return { ...rendered, doc, islands, main: text(doc.querySelector('main')!) };
}

function expectAdminHead(doc: Document) {
  expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/^noindex/);
  expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  expect(doc.querySelector('meta[property="og:url"]')).toBeNull();
  // No analytics, no marketing chrome, no quote opener.
  expect(doc.body.dataset.analyticsId).toBeUndefined();
  expect(doc.querySelector('footer')).toBeNull();
  expect(doc.querySelector('[data-quote-source]')).toBeNull();
}

describe('admin pages', () => {
  it('sign-in: the form island, both fields required, noindex, no canonical, no analytics', async () => {
    const { status, doc, islands } = await render('/admin/login', { kind: 'login', next: '/admin/leads' });
    expect(status).toBe(200);
    expectAdminHead(doc);
    expect(islands).toEqual(['AdminLoginForm']);
    expect(doc.querySelector('script[src="/assets/main-TEST.js"]')).not.toBeNull();
    expect(doc.querySelector('h1')?.textContent).toBe('Admin sign-in');
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector<HTMLInputElement>('#admin-username')!.required).toBe(true);
    expect(form.querySelector<HTMLInputElement>('#admin-password')!.required).toBe(true);
    expect(form.querySelector<HTMLInputElement>('#admin-password')!.type).toBe('password');
    expect(JSON.parse(doc.getElementById('i0-props')!.textContent!)).toEqual({ next: '/admin/leads' });
    // Nobody is signed in: no navigation, no sign-out.
    expect(doc.querySelector('nav')).toBeNull();
  });

  it('denied: 401, the exact text, the link-button to the sign-in page with next, and the redirect island', async () => {
    const { status, doc, islands, main } = await render('/content-optimizer', { kind: 'denied', next: '/content-optimizer' });
    expect(status).toBe(401);
    expectAdminHead(doc);
    expect(main).toContain(LOGIN_TEXTS.denied);
    const link = [...doc.querySelectorAll('main a')].find((a) => text(a) === LOGIN_TEXTS.goToLogin)!;
    expect(link.getAttribute('href')).toBe('/admin/login?next=%2Fcontent-optimizer');
    expect(islands).toEqual(['LoginRedirect']);
    expect(main).not.toContain(LOGIN_TEXTS.verifying);
  });

  it('dashboard: the welcome line, navigation, sign-out, overdue leads first and marked in words, the figures', async () => {
    const waiting = leads.filter((lead) => lead.status === 'new').reverse();
    const { status, doc, islands, main } = await render('/content-optimizer', { ...adminBase, kind: 'dashboard', stats, waiting, failedNotifications: [], audit: auditDashboard });
    expect(status).toBe(200);
    expectAdminHead(doc);
    expect(main).toContain('Welcome, alice (admin)');
    expect(text(doc.querySelector('header')!)).toContain('Signed in as alice (admin)');
    expect(islands).toEqual(['SignOutButton', 'AuditPanel']);
    expect(doc.querySelector('nav a[aria-current="page"]')?.textContent).toBe('Dashboard');
    expect([...doc.querySelectorAll('nav a')].map((a) => a.getAttribute('href'))).toEqual(['/content-optimizer', '/admin/leads']);
    const rows = [...doc.querySelectorAll('tbody tr')].map(text);
    expect(rows[0]).toMatch(/^Morgan Reyes.*Overdue · waiting 1 h 35 min/);
    expect(rows[1]).toMatch(/^Grace Hopper.*Overdue · waiting 42 min/);
    expect(rows[2]).toMatch(/^Katherine Johnson/);
    expect(rows[2]).not.toContain('Overdue');
    expect(main).toContain('Median first response');
    expect(main).toContain('Last 30 days');
    expect(main).toContain('75%');
    expect(main).not.toContain('Notifications that failed');
  });

  it('dashboard: notifications that gave up come first, with the reason and a way to call the person', async () => {
    const failedNotifications = [{ lead: leads[2]!, channel: 'email' as const, at: '2026-11-23T19:10:00.000Z', reason: 'after 11 attempts; the last: connect ECONNREFUSED 10.0.0.5:587' }];
    const { doc } = await render('/content-optimizer', { ...adminBase, kind: 'dashboard', stats, waiting: [], failedNotifications, audit: auditDashboard });
    const section = [...doc.querySelectorAll('main section')].find((el) => el.querySelector('h2')?.textContent === 'Notifications that failed')!;
    expect(section).toBeDefined();
    expect(text(section)).toContain('Grace Hopper · Quote request · Charlotte, NC -> Dallas, TX');
    expect(text(section)).toContain('E-mail gave up Nov 23, 2:10 PM EST (20 min ago): after 11 attempts; the last: connect ECONNREFUSED 10.0.0.5:587');
    expect(section.querySelector('a[href^="/admin/leads/"]')?.getAttribute('href')).toBe(`/admin/leads/${leads[2]!.id}`);
    expect(section.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+17045550100');
    // Before the waiting leads.
    const headings = [...doc.querySelectorAll('main h2')].map(text);
    expect(headings.indexOf('Notifications that failed')).toBeLessThan(headings.indexOf('Waiting'));
  });

  it('inbox: GET filter form, table and cards with tel: and mailto:, overdue first, Next page and CSV links with the filter', async () => {
    const filter = { kind: 'quote' as const, q: 'hopper' };
    const { doc, islands, main } = await render('/admin/leads', { ...adminBase, kind: 'inbox', filter, leads, nextCursor: 'CUR/SOR', sources: ['freight_agent_form', 'slide_out_hero_section'] });
    expectAdminHead(doc);
    expect(islands).toEqual(['SignOutButton']);
    const form = doc.querySelector<HTMLFormElement>('main form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/admin/leads');
    expect([...form.querySelectorAll('[name]')].map((el) => el.getAttribute('name'))).toEqual(['q', 'kind', 'status', 'source', 'from', 'to', 'spam']);
    expect(form.querySelector<HTMLSelectElement>('[name="kind"]')!.value).toBe('quote');
    expect(form.querySelector<HTMLInputElement>('[name="q"]')!.value).toBe('hopper');
    // The secondary filters are open when one of them is in use.
    expect(form.querySelector('details')!.open).toBe(true);
    expect(text(doc.querySelector('tbody tr')!)).toMatch(/^Morgan Reyes/);
    expect(doc.querySelectorAll('tbody tr')).toHaveLength(4);
    expect(doc.querySelectorAll('main li')).toHaveLength(4);
    const card = doc.querySelector('main li')!;
    expect(text(card)).toContain('Overdue');
    expect(card.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe('mailto:morgan@example.test');
    expect(doc.querySelector('main a[href="tel:+17045550100"]')?.getAttribute('aria-label')).toBe('Call Grace Hopper at 704-555-0100');
    expect(doc.querySelector('main a[href="/admin/leads/00000000-0000-4000-8000-000000000003"]')).not.toBeNull();
    const next = [...doc.querySelectorAll('main a')].find((a) => text(a) === 'Next page')!;
    expect(next.getAttribute('href')).toBe('/admin/leads?kind=quote&q=hopper&cursor=CUR%2FSOR');
    const csv = [...doc.querySelectorAll('main a')].find((a) => text(a) === 'Export CSV')!;
    expect(csv.getAttribute('href')).toBe('/api/admin/leads/export.csv?kind=quote&q=hopper');
    expect(main).toContain('spam hidden');
    expect(main).toContain('Times in America/New_York');
  });

  it('inbox for a viewer: no CSV link; a bad filter shows its message and no leads', async () => {
    const { doc, main } = await render('/admin/leads', { ...viewerBase, kind: 'inbox', filter: { from: 'yesterday' }, leads: [], nextCursor: null, sources: [], error: 'from must be a date (YYYY-MM-DD)' });
    expect(doc.querySelector('a[href^="/api/admin/leads/export.csv"]')).toBeNull();
    expect(text(doc.querySelector('[role="alert"]')!)).toBe('from must be a date (YYYY-MM-DD)');
    expect(main).toContain('No lead matches these filters.');
    expect([...doc.querySelectorAll('main a')].some((a) => text(a) === 'Next page')).toBe(false);
    // A search alone leaves the other filters folded, so the leads start on a phone's first screen.
    const searched = await render('/admin/leads', { ...viewerBase, kind: 'inbox', filter: { q: 'hopper' }, leads, nextCursor: null, sources: [] });
    expect(searched.doc.querySelector('main details')!.hasAttribute('open')).toBe(false);
  });

  it('a lead: every field, attribution, abandoned forms, call and mail links, and the workbench with its data', async () => {
    const { status, doc, islands, main } = await render(`/admin/leads/${detail.id}`, { ...adminBase, kind: 'lead', lead: detail });
    expect(status).toBe(200);
    expectAdminHead(doc);
    expect(islands).toEqual(['SignOutButton', 'LeadWorkbench']);
    expect(doc.querySelector('nav a[aria-current="page"]')?.textContent).toBe('Leads');
    expect(text(doc.querySelector('h1')!)).toBe('Grace Hopper');
    for (const expected of ['Pickup', 'Charlotte, NC', 'Two pallets, liftgate at delivery.', '/hot-shot-trucking', 'https://www.google.com/', 'UTM campaign', 'hot-shot', 'home_quote', 'exit_intent', 'Left a voicemail.', 'Received from Quote dialog: Hero section']) {
      expect(main).toContain(expected);
    }
    expect(doc.querySelector('main a[href="tel:+17045550100"]')).not.toBeNull();
    expect(doc.querySelector('main a[href="mailto:grace@example.test"]')).not.toBeNull();
    const workbench = doc.querySelector('[data-island="LeadWorkbench"]')!;
    expect(text(workbench)).toContain('Overdue · waiting 42 min');
    // Only the moves LEAD_TRANSITIONS allows from new.
    expect([...workbench.querySelectorAll('[role="group"] button')].map(text)).toEqual(['Contacted', 'Quoted', 'Won', 'Lost', 'Spam']);
    expect(workbench.querySelector('textarea')).not.toBeNull();
    const props = JSON.parse(doc.getElementById(`${workbench.getAttribute('data-island-id')}-props`)!.textContent!) as Record<string, unknown>;
    expect(props).toMatchObject({ leadId: detail.id, status: 'new', canEdit: true, timeZone: 'America/New_York' });
    // The notification's lines: a failed attempt is marked by a sign and its words, not by colour alone.
    const events = [...workbench.querySelectorAll('ol li')].map(text);
    expect(events.filter((line) => line.includes('E-mail'))).toEqual([
      expect.stringMatching(/^E-mail queued/),
      expect.stringMatching(/^⚠ E-mail failed: attempt 1 of 11: connect ECONNREFUSED 10\.0\.0\.5:587; it will be retried/),
      expect.stringMatching(/^E-mail sent: to dispatch@example\.test, at attempt 2/),
    ]);
  });

  it('a lead whose e-mail gave up: admins are offered to send it again, viewers are not', async () => {
    const gaveUp: LeadDetailView = {
      ...detail,
      timeline: [
        ...detail.timeline.slice(0, 2),
        { at: NOW, type: 'notification', outcome: 'gave_up', channel: 'email', actor: null, fromStatus: null, toStatus: null, text: 'E-mail gave up: after 11 attempts; the last: connect ECONNREFUSED 10.0.0.5:587' },
      ],
    };
    const admin = await render(`/admin/leads/${detail.id}`, { ...adminBase, kind: 'lead', lead: gaveUp });
    const workbench = admin.doc.querySelector('[data-island="LeadWorkbench"]')!;
    expect(text(workbench)).toContain('⚠ E-mail gave up: after 11 attempts');
    expect([...workbench.querySelectorAll('button')].map(text)).toContain('Send the e-mail again');
    const viewer = await render(`/admin/leads/${detail.id}`, { ...viewerBase, kind: 'lead', lead: gaveUp });
    expect([...viewer.doc.querySelectorAll('[data-island="LeadWorkbench"] button')].map(text)).toEqual([]);
    // Sent since (or queued again): nothing to offer.
    expect(gaveUpChannels([...gaveUp.timeline, { ...gaveUp.timeline.at(-1)!, outcome: 'queued', text: 'E-mail queued' }])).toEqual([]);
    expect(gaveUpChannels(gaveUp.timeline)).toEqual(['email']);
    expect(gaveUpChannels(detail.timeline)).toEqual([]);
  });

  it('a lead for a viewer: read-only workbench', async () => {
    const { doc } = await render(`/admin/leads/${detail.id}`, { ...viewerBase, kind: 'lead', lead: { ...detail, status: 'contacted' } });
    const workbench = doc.querySelector('[data-island="LeadWorkbench"]')!;
    expect(workbench.querySelectorAll('button')).toHaveLength(0);
    expect(workbench.querySelector('textarea')).toBeNull();
    expect(text(workbench)).toContain('Read-only');
    expect(text(workbench)).not.toContain('Overdue');
  });

  it('lead not found: 404, a way back to the inbox', async () => {
    const { status, doc, main } = await render('/admin/leads/nope', { ...adminBase, kind: 'lead-not-found' });
    expect(status).toBe(404);
    expectAdminHead(doc);
    expect(main).toContain('Lead not found');
    expect(doc.querySelector('main a[href="/admin/leads"]')).not.toBeNull();
  });
});
