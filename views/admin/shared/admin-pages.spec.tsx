/**
 * @jest-environment jsdom
 */
import '../../../test/no-style-injection.js';
import { dateMessage } from '../../../core/lead-filter.js';
import { INBOX_FILTER_REFUSED } from '../leads/inbox-page.js';
import '../../../test/jsdom-text-encoding.js';
import { readdirSync } from 'node:fs';
import { LOGIN_TEXTS } from '../../../core/admin.js';
import type { AdminPageData } from '../../../core/admin-pages.js';
import { testAssets, testSite } from '../../../test/fixtures.js';
import { text } from '../../../test/rendered-page.js';
import { renderAdminPage } from '../../app/server.js';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_TRANSITIONS, NOTIFICATION_CHANNEL_LABELS, type LeadDetailView } from '../../../core/lead-desk.js';
import { abandonmentReasonLabel, formatPhone, formTypeLabel, serviceLabel, sourceLabel, timeframeLabel } from '../../../core/lead-labels.js';
import { gaveUpDetail, notificationText, receivedText, statusChangeText } from '../../../core/lead-timeline-text.js';
import { adminBase, auditDashboard, detail, gaveUpLine, leads, NOW, SMTP_REFUSED, stats, STORED_PHONE, viewerBase } from './admin-fixtures.js';
import { gaveUpChannels } from '../leads/lead-workbench.js';

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

/** The timeline's lines as the workbench shows them (each line's text, without its time). */
const timelineLines = (workbench: Element) =>
  [...[...workbench.querySelectorAll('section')].find((section) => text(section.querySelector('h2')!) === 'Timeline')!.querySelectorAll('ol > li')].map((li) => text(li.querySelector('p')!));

describe('admin pages', () => {
  it('sign-in: the form island, both fields required, noindex, no canonical, no analytics', async () => {
    const { status, doc, islands } = await render('/admin/login', { kind: 'login', next: '/admin/leads' });
    expect(status).toBe(200);
    expectAdminHead(doc);
    expect(islands).toEqual(['AdminLoginForm']);
    // The back office's own browser entry, never the public site's.
    expect([...doc.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'))).toEqual(['/assets/admin-TEST.js']);
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
    const { status, doc, islands, main } = await render('/content-optimizer', { ...adminBase, kind: 'dashboard', desk: { stats, waiting, failedNotifications: [] }, audit: auditDashboard });
    expect(status).toBe(200);
    expectAdminHead(doc);
    expect(main).toContain('Welcome, alice (admin)');
    expect(text(doc.querySelector('header')!)).toContain('Signed in as alice (admin)');
    expect(islands).toEqual(['SignOutButton', 'AuditPanel']);
    expect(doc.querySelector('nav a[aria-current="page"]')?.textContent).toBe('Dashboard');
    expect([...doc.querySelectorAll('nav a')].map((a) => a.getAttribute('href'))).toEqual(['/content-optimizer', '/admin/leads', '/admin/results', '/admin/posts', '/admin/pages', '/admin/claims', '/admin/facts', '/admin/accounts']);
    const rows = [...doc.querySelectorAll('tbody tr')].map(text);
    expect(rows[0]).toMatch(/^Morgan Reyes.*Overdue · waiting 1 h 35 min/);
    expect(rows[1]).toMatch(/^Grace Hopper.*Overdue · waiting 42 min/);
    expect(rows[2]).toMatch(/^Katherine Johnson/);
    expect(rows[2]).not.toContain('Overdue');
    expect(main).toContain('Median first response');
    expect(main).toContain('Last 30 days');
    expect(main).toContain('75%');
    expect(main).not.toContain('Notifications that failed');
    // Words, not codes: the service as the forms name it, sources by name (the code in a tooltip).
    expect(rows[2]).toContain(serviceLabel('hand-carry'));
    expect(rows[2]).toContain(sourceLabel('home_form'));
    const bySource = [...doc.querySelectorAll('main h4')].find((h) => text(h) === 'By source')!.parentElement!;
    expect([...bySource.querySelectorAll('dt')].map((dt) => [text(dt), dt.querySelector('[title]')?.getAttribute('title')])).toEqual(
      ['slide_out_hero_section', 'home_form', 'freight_agent_form'].map((code) => [sourceLabel(code), code]),
    );
    for (const code of ['slide_out_hero_section', 'home_form', 'freight_agent_form', 'hand-carry', STORED_PHONE]) expect(main).not.toContain(code);
    // Escalated today, among the tiles of right now.
    const tiles = [...doc.querySelectorAll('main section')].find((el) => el.querySelector('h2')?.textContent === 'Right now')!;
    expect([...tiles.querySelectorAll('p')].map((tile) => [...tile.children].map(text))).toContainEqual(['1', 'Escalated today']);
  });

  it('dashboard: each period has its figures by owner, in a table that scrolls in its own named box, each owner a link to their leads', async () => {
    const { doc } = await render('/content-optimizer', { ...adminBase, kind: 'dashboard', desk: { stats, waiting: [], failedNotifications: [] }, audit: auditDashboard });
    const byOwner = (period: string) => {
      const section = [...doc.querySelectorAll('main section')].find((el) => el.querySelector('h3')?.textContent === period)!;
      return section.querySelector('table')!;
    };
    const week = byOwner('Last 7 days');
    const box = week.parentElement!;
    expect([box.getAttribute('role'), box.getAttribute('tabindex')]).toEqual(['region', '0']);
    const name = (el: Element) => el.getAttribute('aria-labelledby')!.split(' ').map((id) => text(doc.getElementById(id)!)).join(' ');
    expect([name(box), name(week)]).toEqual(['By owner Last 7 days', 'By owner Last 7 days']);
    expect([...week.querySelectorAll('thead th')].map((th) => [text(th), th.getAttribute('scope')])).toEqual(
      ['Owner', 'Leads', 'Answered', 'Median', '90th percentile', 'Within 15 min'].map((column) => [column, 'col']),
    );
    const rows = (table: Element) => [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(text));
    expect(rows(week)).toEqual([
      ['alice', '7', '1', '12 min', '47 min', '75%'],
      ['bob', '4', '0', '—', '—', '0%'],
      ['Unassigned', '3', '0', '—', '—', '—'],
    ]);
    expect(rows(byOwner('Today'))[0]).toEqual(['alice', '2', '0', '—', '—', '—']);
    expect([...week.querySelectorAll('tbody a')].map((a) => a.getAttribute('href'))).toEqual(['/admin/leads?owner=alice', '/admin/leads?owner=bob', '/admin/leads?owner=none']);

    const empty = { ...stats, periods: stats.periods.map((period) => ({ ...period, byOwner: [] })) };
    const { doc: emptyDoc } = await render('/content-optimizer', { ...adminBase, kind: 'dashboard', desk: { stats: empty, waiting: [], failedNotifications: [] }, audit: auditDashboard });
    const heading = [...emptyDoc.querySelectorAll('main h4')].find((h) => text(h) === 'By owner')!;
    expect(text(heading.nextElementSibling!)).toBe('No leads.');
    expect(emptyDoc.querySelector('main table[aria-labelledby^="owners-"]')).toBeNull();
  });

  it('dashboard: notifications that gave up come first, with the reason and a way to call the person', async () => {
    const failedNotifications = [{ lead: leads[2]!, channel: 'email' as const, at: '2026-11-23T19:10:00.000Z', reason: gaveUpDetail(11, SMTP_REFUSED) }];
    const { doc } = await render('/content-optimizer', { ...adminBase, kind: 'dashboard', desk: { stats, waiting: [], failedNotifications }, audit: auditDashboard });
    const section = [...doc.querySelectorAll('main section')].find((el) => el.querySelector('h2')?.textContent === 'Notifications that failed')!;
    expect(section).toBeDefined();
    expect(text(section)).toContain(`Grace Hopper · ${LEAD_KIND_LABELS.quote} · Charlotte, NC -> Dallas, TX`);
    expect(text(section)).toContain(`${NOTIFICATION_CHANNEL_LABELS.email} gave up Nov 23, 2:10 PM EST (20 min ago): ${gaveUpDetail(11, SMTP_REFUSED)}`);
    expect(section.querySelector('a[href^="/admin/leads/"]')?.getAttribute('href')).toBe(`/admin/leads/${leads[2]!.id}`);
    // The phone formatted for the eye; the link dials the stored number.
    const call = section.querySelector('a[href^="tel:"]')!;
    expect(call.getAttribute('href')).toBe('tel:+17045550100');
    expect(text(call)).toBe(`Call ${formatPhone(STORED_PHONE)}`);
    expect(text(section)).not.toContain(STORED_PHONE);
    // Before the waiting leads.
    const headings = [...doc.querySelectorAll('main h2')].map(text);
    expect(headings.indexOf('Notifications that failed')).toBeLessThan(headings.indexOf('Waiting'));
  });

  it('inbox: GET filter form, table and cards with tel: and mailto:, overdue first, Next page and CSV links with the filter', async () => {
    const filter = { kind: 'quote' as const, q: 'hopper' };
    const { doc, islands, main } = await render('/admin/leads', { ...adminBase, kind: 'inbox', owners: [], filter, leads, nextCursor: 'CUR/SOR', sources: ['freight_agent_form', 'slide_out_hero_section'] });
    expectAdminHead(doc);
    // Each row nobody has offers Take, in the table and in its card.
    expect(islands).toEqual(['SignOutButton', ...leads.flatMap(() => ['TakeLead', 'TakeLead'])]);
    const form = doc.querySelector<HTMLFormElement>('main form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/admin/leads');
    expect([...form.querySelectorAll('[name]')].map((el) => el.getAttribute('name'))).toEqual(['q', 'owner', 'kind', 'status', 'source', 'from', 'to', 'spam']);
    expect(form.querySelector<HTMLSelectElement>('[name="kind"]')!.value).toBe('quote');
    expect(form.querySelector<HTMLInputElement>('[name="q"]')!.value).toBe('hopper');
    // Sources by name; the value sent stays the stored code.
    expect([...form.querySelectorAll<HTMLOptionElement>('[name="source"] option')].map((option) => [option.value, text(option)])).toEqual([
      ['', 'Any source'],
      ['freight_agent_form', sourceLabel('freight_agent_form')],
      ['slide_out_hero_section', sourceLabel('slide_out_hero_section')],
    ]);
    // The secondary filters are open when one of them is in use.
    expect(form.querySelector('details')!.open).toBe(true);
    expect(text(doc.querySelector('tbody tr')!)).toMatch(/^Morgan Reyes/);
    expect(doc.querySelectorAll('tbody tr')).toHaveLength(4);
    expect(doc.querySelectorAll('main li')).toHaveLength(4);
    const card = doc.querySelector('main li')!;
    expect(text(card)).toContain('Overdue');
    expect(text(card)).toContain(`${LEAD_KIND_LABELS.freight_agent} · ${sourceLabel('freight_agent_form')}`);
    expect(card.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe('mailto:morgan@example.test');
    expect(doc.querySelector('main a[href="tel:+17045550100"]')?.getAttribute('aria-label')).toBe(`Call Grace Hopper at ${formatPhone(STORED_PHONE)}`);
    const katherine = [...doc.querySelectorAll('tbody tr')].map(text).find((row) => row.startsWith('Katherine Johnson'))!;
    expect(katherine).toContain(serviceLabel('hand-carry'));
    expect(katherine).toContain(sourceLabel('home_form'));
    for (const code of ['slide_out_hero_section', 'home_form', 'hand-carry']) expect(text(doc.querySelector('tbody')!)).not.toContain(code);
    expect(doc.querySelector('main a[href="/admin/leads/00000000-0000-4000-8000-000000000003"]')).not.toBeNull();
    const next = [...doc.querySelectorAll('main a')].find((a) => text(a) === 'Next page')!;
    expect(next.getAttribute('href')).toBe('/admin/leads?kind=quote&q=hopper&cursor=CUR%2FSOR');
    const csv = [...doc.querySelectorAll('main a')].find((a) => text(a) === 'Export CSV')!;
    expect(csv.getAttribute('href')).toBe('/api/admin/leads/export.csv?kind=quote&q=hopper');
    expect(main).toContain('spam hidden');
    expect(main).toContain('Times in America/New_York');
  });

  it('inbox owners: each row names its owner or Unassigned; the owner filter offers Mine, Unassigned and each account; a viewer gets no Take', async () => {
    const owned = [{ ...leads[0]!, owner: 'sam' }, ...leads.slice(1)];
    const { doc, islands } = await render('/admin/leads', { ...adminBase, kind: 'inbox', owners: ['alice', 'sam'], filter: { owner: 'none' }, leads: owned, nextCursor: null, sources: [] });
    expect(islands.filter((name) => name === 'TakeLead')).toHaveLength((owned.length - 1) * 2);
    const rows = [...doc.querySelectorAll('tbody tr')].map(text);
    expect(rows.filter((row) => row.includes('sam'))).toHaveLength(1);
    expect(rows.filter((row) => row.includes('UnassignedTake'))).toHaveLength(owned.length - 1);
    const options = [...doc.querySelectorAll<HTMLOptionElement>('[name="owner"] option')].map((option) => [option.value, text(option)]);
    expect(options).toEqual([['', 'Anyone or nobody'], ['me', 'Mine'], ['none', 'Unassigned'], ['alice', 'alice'], ['sam', 'sam']]);
    expect(doc.querySelector<HTMLSelectElement>('[name="owner"]')!.value).toBe('none');
    const viewer = await render('/admin/leads', { ...viewerBase, kind: 'inbox', owners: [], filter: {}, leads: owned, nextCursor: null, sources: [] });
    expect(viewer.islands).toEqual(['SignOutButton']);
  });

  it('lead page: the owner panel with Take this lead and, for an admin, Assign to', async () => {
    const admin = await render(`/admin/leads/${detail.id}`, { ...adminBase, kind: 'lead', owners: ['alice', 'sam'], lead: { ...detail, owner: 'sam' } });
    expect(admin.main).toContain('OwnerOwner: samTake this lead');
    const buttons = [...admin.doc.querySelectorAll('main button')].map(text);
    expect(buttons).toContain('Take this lead');
    expect([...admin.doc.querySelectorAll('main select option')].map(text)).toEqual(['Nobody', 'alice', 'sam']);
    const viewer = await render(`/admin/leads/${detail.id}`, { ...viewerBase, kind: 'lead', owners: [], lead: detail });
    expect(viewer.main).toContain('OwnerOwner: UnassignedStatus');
    expect([...viewer.doc.querySelectorAll('main button')].map(text)).not.toContain('Take this lead');
  });

  it('inbox for a viewer: no CSV link; a bad filter shows its message and no leads', async () => {
    const { doc, main } = await render('/admin/leads', { ...viewerBase, kind: 'inbox', owners: [], filter: {}, leads: [], nextCursor: null, sources: [], error: dateMessage('from') });
    expect(doc.querySelector('a[href^="/api/admin/leads/export.csv"]')).toBeNull();
    expect(text(doc.querySelector('[role="alert"]')!)).toBe(dateMessage('from'));
    expect(main).toContain(INBOX_FILTER_REFUSED);
    expect(main).not.toContain('No leads yet.');
    expect([...doc.querySelectorAll('main a')].some((a) => text(a) === 'Next page')).toBe(false);
    // A search alone leaves the other filters folded, so the leads start on a phone's first screen.
    const searched = await render('/admin/leads', { ...viewerBase, kind: 'inbox', owners: [], filter: { q: 'hopper' }, leads, nextCursor: null, sources: [] });
    expect(searched.doc.querySelector('main details')!.hasAttribute('open')).toBe(false);
  });

  it('a lead: every field, attribution, abandoned forms, call and mail links, and the workbench with its data', async () => {
    const { status, doc, islands, main } = await render(`/admin/leads/${detail.id}`, { ...adminBase, kind: 'lead', owners: [], lead: detail });
    expect(status).toBe(200);
    expectAdminHead(doc);
    expect(islands).toEqual(['SignOutButton', 'LeadWorkbench']);
    expect(doc.querySelector('nav a[aria-current="page"]')?.textContent).toBe('Leads');
    expect(text(doc.querySelector('h1')!)).toBe('Grace Hopper');
    for (const expected of ['Pickup', 'Charlotte, NC', 'Two pallets, liftgate at delivery.', '/hot-shot-trucking', 'https://www.google.com/', 'UTM campaign', 'hot-shot', formTypeLabel('home_quote'), abandonmentReasonLabel('exit_intent'), 'Left a voicemail.', receivedText('slide_out_hero_section', false)]) {
      expect(main).toContain(expected);
    }
    // Words, not codes: the summary names the service and timeframe as the forms do; the phone is formatted
    // on the call button and in the fields, each link dialling the stored number; the source has its name.
    expect(main).toContain(`${LEAD_KIND_LABELS.quote} · ${serviceLabel('hot-shot')} · ${timeframeLabel('asap')} · received`);
    expect([...doc.querySelectorAll('main a[href="tel:+17045550100"]')].map(text)).toEqual([`Call ${formatPhone(STORED_PHONE)}`, formatPhone(STORED_PHONE)]);
    expect(main).not.toContain(STORED_PHONE);
    const attribution = doc.querySelector('section[aria-labelledby="lead-attribution"]')!;
    const source = [...attribution.querySelectorAll('dt')].find((dt) => text(dt) === 'Source')!.nextElementSibling!;
    expect(text(source)).toBe(sourceLabel('slide_out_hero_section'));
    expect(source.querySelector('[title]')?.getAttribute('title')).toBe('slide_out_hero_section');
    expect(doc.querySelector('main a[href="mailto:grace@example.test"]')).not.toBeNull();
    const workbench = doc.querySelector('[data-island="LeadWorkbench"]')!;
    expect(text(workbench)).toContain('Overdue · waiting 42 min');
    // Only the moves LEAD_TRANSITIONS allows from new.
    expect([...workbench.querySelectorAll('[role="group"] button')].map(text)).toEqual(LEAD_TRANSITIONS.new.map((to) => LEAD_STATUS_LABELS[to]));
    expect(workbench.querySelector('textarea')).not.toBeNull();
    const props = JSON.parse(doc.getElementById(`${workbench.getAttribute('data-island-id')}-props`)!.textContent!) as Record<string, unknown>;
    expect(props).toMatchObject({ leadId: detail.id, status: 'new', canEdit: true, timeZone: 'America/New_York' });
    // The timeline shows the server's lines as written; a failed attempt is marked by a sign and its words, not by colour alone.
    expect(timelineLines(workbench)).toEqual(detail.timeline.map((event) => (event.outcome === 'failed' ? `⚠ ${event.text}` : event.text)));
    expect(timelineLines(workbench)[2]).toBe(`⚠ ${notificationText('failed', 'email', `attempt 1 of 11: ${SMTP_REFUSED}; it will be retried`)}`);
  });

  it('a lead whose e-mail gave up: admins are offered to send it again, viewers are not', async () => {
    const gaveUp: LeadDetailView = { ...detail, timeline: [...detail.timeline.slice(0, 2), gaveUpLine(NOW)] };
    const admin = await render(`/admin/leads/${detail.id}`, { ...adminBase, kind: 'lead', owners: [], lead: gaveUp });
    const workbench = admin.doc.querySelector('[data-island="LeadWorkbench"]')!;
    expect(timelineLines(workbench).at(-1)).toBe(`⚠ ${gaveUpLine(NOW).text}`);
    expect([...workbench.querySelectorAll('button')].map(text)).toContain('Send the e-mail again');
    const viewer = await render(`/admin/leads/${detail.id}`, { ...viewerBase, kind: 'lead', owners: [], lead: gaveUp });
    expect([...viewer.doc.querySelectorAll('[data-island="LeadWorkbench"] button')].map(text)).toEqual([]);
    // Sent since (or queued again): nothing to offer.
    expect(gaveUpChannels([...gaveUp.timeline, { ...gaveUp.timeline.at(-1)!, outcome: 'queued', text: notificationText('queued', 'email', null) }])).toEqual([]);
    expect(gaveUpChannels(gaveUp.timeline)).toEqual(['email']);
    expect(gaveUpChannels(detail.timeline)).toEqual([]);
  });

  it('a lead for a viewer: read-only workbench; a status change reads as the server wrote it', async () => {
    const moved = { at: NOW, type: 'status', actor: 'alice', fromStatus: 'new', toStatus: 'contacted', text: statusChangeText('new', 'contacted', 'alice') } as const;
    const { doc } = await render(`/admin/leads/${detail.id}`, { ...viewerBase, kind: 'lead', owners: [], lead: { ...detail, status: 'contacted', timeline: [...detail.timeline, moved] } });
    const workbench = doc.querySelector('[data-island="LeadWorkbench"]')!;
    expect(timelineLines(workbench).at(-1)).toBe(statusChangeText('new', 'contacted', 'alice'));
    expect(workbench.querySelectorAll('button')).toHaveLength(0);
    expect(workbench.querySelector('textarea')).toBeNull();
    expect(text(workbench)).toContain('Read-only');
    expect(text(workbench)).not.toContain('Overdue');
  });

  it('every page keeps its headings in order: one h1 first, and never a level skipped going down', async () => {
    const failedNotifications = [{ lead: leads[2]!, channel: 'email' as const, at: NOW, reason: gaveUpDetail(11, SMTP_REFUSED) }];
    const pages: [string, AdminPageData][] = [
      ['/admin/login', { kind: 'login', next: null }],
      ['/content-optimizer', { kind: 'denied', next: '/content-optimizer' }],
      ['/content-optimizer', { ...adminBase, kind: 'dashboard', desk: { stats, waiting: leads, failedNotifications }, audit: auditDashboard }],
      ['/admin/leads', { ...adminBase, kind: 'inbox', owners: [], filter: {}, leads, nextCursor: null, sources: [] }],
      [`/admin/leads/${detail.id}`, { ...adminBase, kind: 'lead', owners: [], lead: detail }],
      ['/admin/leads/nope', { ...adminBase, kind: 'lead-not-found' }],
    ];
    for (const [path, page] of pages) {
      const { doc } = await render(path, page);
      const headings = [...doc.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => ({ level: Number(h.tagName[1]), name: text(h) }));
      // Each skip names the heading before it and itself, so a failure says on which page and where.
      const skips = headings.flatMap((h, i) => (i > 0 && h.level > headings[i - 1]!.level + 1 ? [`h${headings[i - 1]!.level} ${headings[i - 1]!.name} -> h${h.level} ${h.name}`] : []));
      expect({ page: page.kind, first: headings[0]?.level, h1s: headings.filter((h) => h.level === 1).length, skips }).toEqual({ page: page.kind, first: 1, h1s: 1, skips: [] });
    }
  });

  it('lead not found: 404, a way back to the inbox', async () => {
    const { status, doc, main } = await render('/admin/leads/nope', { ...adminBase, kind: 'lead-not-found' });
    expect(status).toBe(404);
    expectAdminHead(doc);
    expect(main).toContain('Lead not found');
    expect(doc.querySelector('main a[href="/admin/leads"]')).not.toBeNull();
  });
});
