/**
 * @jest-environment jsdom
 */
import '../../../test/no-style-injection.js';
import '../../../test/jsdom-text-encoding.js';
import { readdirSync } from 'node:fs';
import { ADMIN_ONLY_MESSAGE, LOGIN_TEXTS } from '../../../core/admin.js';
import { ACCOUNT_TEXTS } from '../../../core/admin-accounts.js';
import type { AdminPageData } from '../../../core/admin-pages.js';
import { testAssets, testSite } from '../../../test/fixtures.js';
import { text } from '../../../test/rendered-page.js';
import { renderAdminPage } from '../../app/server.js';
import { adminBase, viewerBase } from '../shared/admin-fixtures.js';

// The pages of issue 26 as the server draws them: a setup link's page, the used-or-expired link, the
// admins-only refusal, and the header's links to the accounts.

const assets = testAssets(Object.fromEntries(readdirSync('views/assets').map((name) => [name, `/assets/${name}`])));

async function render(path: string, page: AdminPageData) {
  const rendered = await renderAdminPage({ site: testSite, assets, path, page });
  const doc = new DOMParser().parseFromString(rendered.html, 'text/html');
  const islands = [...doc.querySelectorAll<HTMLElement>('[data-island]')].map((el) => el.dataset.island);
  return { ...rendered, doc, islands, main: text(doc.querySelector('main')!) };
}

const TOKEN = 'A'.repeat(43);
const setup: AdminPageData = { kind: 'setup', username: 'dora', token: TOKEN, expiresAt: '2026-11-27T14:05:00.000Z', timeZone: 'America/New_York' };

describe('sign-in and account pages', () => {
  it('setup: whose account, until when in the desk\'s time zone (as the accounts page said it), and the SetupForm island with a hidden username for password managers', async () => {
    const { status, doc, islands, main } = await render(`/admin/setup/${TOKEN}`, setup);
    expect(status).toBe(200);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/^noindex/);
    expect(text(doc.querySelector('h1')!)).toBe('Set up your account');
    expect(main).toContain('Choose a password for dora. This link works once, until Nov 27, 9:05 AM EST.');
    expect(doc.querySelector('main time')?.getAttribute('datetime')).toBe('2026-11-27T14:05:00.000Z');
    expect(islands).toEqual(['SetupForm']);
    expect(JSON.parse(doc.getElementById('i0-props')!.textContent!)).toEqual({ username: 'dora', token: TOKEN });
    // Nobody is signed in: no navigation, no account link.
    expect(doc.querySelector('nav')).toBeNull();
    expect(doc.querySelector('a[href="/admin/account"]')).toBeNull();
    const form = doc.querySelector('[data-island="SetupForm"] form')!;
    expect(form.getAttribute('method')).toBe('post');
    const username = form.querySelector<HTMLInputElement>('input[autocomplete="username"]')!;
    expect({ value: username.value, readOnly: username.readOnly, tabIndex: username.tabIndex }).toEqual({ value: 'dora', readOnly: true, tabIndex: -1 });
    const passwords = [...form.querySelectorAll<HTMLInputElement>('input[type="password"]')];
    expect(passwords.map((input) => [text(form.querySelector(`label[for="${input.id}"]`)!), input.autocomplete, input.maxLength, input.required])).toEqual([
      ['New password', 'new-password', 128, true],
      ['Repeat the new password', 'new-password', 128, true],
    ]);
    expect(passwords[0]!.minLength).toBe(12);
    expect(text(doc.getElementById(passwords[0]!.getAttribute('aria-describedby')!)!)).toBe('At least 12 characters.');
    expect(text(form.querySelector('button[type="submit"]')!)).toBe('Set password');
  });

  it('setup-invalid: 410, the exact text, the way to the sign-in page, no form and no island', async () => {
    const { status, doc, islands } = await render(`/admin/setup/${TOKEN}`, { kind: 'setup-invalid' });
    expect(status).toBe(410);
    expect(text(doc.querySelector('h1')!)).toBe(ACCOUNT_TEXTS.linkInvalid);
    expect([...doc.querySelectorAll('main h1, main p, main a')].map(text)).toEqual([ACCOUNT_TEXTS.linkInvalid, 'Ask an admin for a new setup link.', LOGIN_TEXTS.goToLogin]);
    expect([...doc.querySelectorAll('main a')].map((a) => [text(a), a.getAttribute('href')])).toEqual([[LOGIN_TEXTS.goToLogin, '/admin/login']]);
    expect(doc.querySelector('form')).toBeNull();
    expect(islands).toEqual([]);
  });

  it('forbidden: 403 for a signed-in viewer, why in words, and the way back to the dashboard', async () => {
    const { status, doc, islands, main } = await render('/admin/accounts', { ...viewerBase, kind: 'forbidden', permission: 'accounts' });
    expect(status).toBe(403);
    expect(text(doc.querySelector('h1')!)).toBe('Admins only');
    expect(main).toContain(`${ADMIN_ONLY_MESSAGE}. You are signed in as victor, with the Viewer role.`);
    expect([...doc.querySelectorAll('main a')].map((a) => [text(a), a.getAttribute('href')])).toEqual([['Back to the dashboard', '/content-optimizer']]);
    // The header is still there: the viewer is signed in.
    expect(islands).toEqual(['SignOutButton']);
  });

  it('header: Accounts only for an admin; the signed-in name links to your own account, marked when on it', async () => {
    const viewer = await render('/admin/accounts', { ...viewerBase, kind: 'forbidden', permission: 'accounts' });
    expect([...viewer.doc.querySelectorAll('nav a')].map(text)).toEqual(['Dashboard', 'Leads', 'Results', 'Posts', 'Pages', 'Approved claims', 'Company facts']);
    expect(viewer.doc.querySelector('header a[href="/admin/accounts"]')).toBeNull();

    const admin = await render('/admin/account', { ...adminBase, kind: 'forbidden', permission: 'accounts' });
    const nav = [...admin.doc.querySelectorAll('nav a')].map((a) => [text(a), a.getAttribute('href')]);
    expect(nav).toEqual([
      ['Dashboard', '/content-optimizer'],
      ['Leads', '/admin/leads'],
      ['Results', '/admin/results'],
      ['Posts', '/admin/posts'],
      ['Pages', '/admin/pages'],
      ['Approved claims', '/admin/claims'],
      ['Company facts', '/admin/facts'],
      ['Accounts', '/admin/accounts'],
    ]);
    const account = admin.doc.querySelector('header a[href="/admin/account"]')!;
    expect(text(account)).toBe('Signed in as alice (admin): your account');
    expect(account.getAttribute('aria-current')).toBe('page');
    expect(admin.doc.querySelector('nav a[aria-current]')).toBeNull();

    const onAccounts = await render('/admin/accounts', { ...adminBase, kind: 'forbidden', permission: 'accounts' });
    expect(onAccounts.doc.querySelector('nav a[aria-current="page"]')?.textContent).toBe('Accounts');
    expect(onAccounts.doc.querySelector('header a[href="/admin/account"]')!.hasAttribute('aria-current')).toBe(false);
  });

  it('keeps the headings in order: one h1 first on each new page', async () => {
    const pages: [string, AdminPageData][] = [
      [`/admin/setup/${TOKEN}`, setup],
      [`/admin/setup/${TOKEN}`, { kind: 'setup-invalid' }],
      ['/admin/accounts', { ...viewerBase, kind: 'forbidden', permission: 'accounts' }],
    ];
    for (const [path, page] of pages) {
      const { doc } = await render(path, page);
      const levels = [...doc.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
      expect({ page: page.kind, levels }).toEqual({ page: page.kind, levels: [1] });
    }
  });
});
