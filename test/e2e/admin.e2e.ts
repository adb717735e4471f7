import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_NETWORK_ERROR, LOGIN_TEXTS, SIGN_IN_FAILED_MESSAGE } from '../../core/admin.js';
import { formatPhone, sourceLabel } from '../../core/lead-labels.js';
import { statusChangeText } from '../../core/lead-timeline-text.js';
import { ACCOUNTS, openSignedIn, signIn } from './admin-accounts.js';
import { postQuote, seedDesk } from './desk-leads.js';
import { consoleErrors, DESKTOP, islandReady, MOBILE, screenshot, seriousViolations } from './helpers.js';

// The admin area in Chromium (docs/product.md#14-admin-area, #21-leads-desk): sign-in, the dashboard, the
// inbox with a quote sent from the public site, a status change, the CSV, sign-out and the denied card.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** A surname no earlier run used (the database may be reused between runs). */
const PERSON = `Rosalind Franklin${run.replace(/[^a-z]/g, '').slice(0, 6)}`;
const ADMIN = ACCOUNTS.deskAdmin;
/** The phone the visitor types, as stored. */
const VISITOR_PHONE = '7045550188';
const VIEWER = ACCOUNTS.deskViewer;

/** The first screen on a phone, as an admin sees it without scrolling. */
const firstScreen = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await seedDesk(request, run);
});

test('a failed sign-in shows the server message; the form is usable with the keyboard alone', async ({ page }) => {
  const errors = consoleErrors(page);
  for (const [size, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/login');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await islandReady(page, 'AdminLoginForm');
    await screenshot(page, `admin-login-${size}`);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
  // Keyboard only: Tab to each field, Enter submits.
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab'); // brand
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type(ADMIN.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('not-the-right-password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN_FAILED_MESSAGE);
  expect(page.url()).toMatch(/\/admin\/login$/);
  await screenshot(page, 'admin-login-error-desktop');
  await page.setViewportSize(MOBILE);
  await screenshot(page, 'admin-login-error-mobile');
  expect(errors.filter((e) => !/401/.test(e))).toEqual([]);
});

test('the button reads "Signing In..." while the request runs, and a request that cannot be sent says so', async ({ page }) => {
  await page.goto('/admin/login');
  await islandReady(page, 'AdminLoginForm');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/login', async (route) => {
    await held;
    await route.abort('failed');
  });
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: LOGIN_TEXTS.submitting })).toBeDisabled();
  release();
  await expect(page.getByRole('alert')).toHaveText(ADMIN_NETWORK_ERROR);
});

test('a good sign-in reaches the dashboard with the username and role; the token is in no script-readable storage', async ({ page, context }) => {
  await signIn(page, ADMIN);
  await page.waitForURL('**/content-optimizer');
  await expect(page.getByText(`Welcome, ${ADMIN.username} (admin)`)).toBeVisible();
  await expect(page.locator('header')).toContainText(`Signed in as ${ADMIN.username} (admin)`);
  const cookie = (await context.cookies()).find((c) => c.name === 'admin_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie);
  expect(storage).not.toContain(cookie!.value);
  expect(storage).not.toContain('admin_session');
  // The overdue leads are listed first and say so in words.
  await expect(page.getByText(/Overdue · waiting/).first()).toBeVisible();
  await screenshot(page, 'admin-dashboard-desktop');
  await page.setViewportSize(MOBILE);
  await screenshot(page, 'admin-dashboard-mobile');
  await firstScreen(page, 'admin-dashboard-mobile-first-screen');
});

test('a quote sent from the public site reaches the inbox; moving it on takes it out of waiting', async ({ page, browser }) => {
  // The longest journey here: a public visit, the inbox and a lead at two sizes, each checked by axe.
  test.setTimeout(90_000);
  const email = `public.${run}@example.test`;
  const visitor = await browser.newPage({ viewport: DESKTOP });
  await visitor.goto('/');
  await visitor.locator('main [data-quote-source="hero_section"]').click();
  const dialog = visitor.getByRole('dialog', { name: 'Get a 15-Minute Quote' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full name').fill(PERSON);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Phone').fill(VISITOR_PHONE);
  await dialog.getByLabel('Pickup location').fill('Charlotte, NC');
  await dialog.getByLabel('Delivery location').fill('Boston, MA');
  await dialog.getByRole('button', { name: 'Get My Quote' }).click();
  await expect(dialog.getByText('Quote Request Submitted!')).toBeVisible();
  await visitor.close();

  const islandWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[islands]')) islandWarnings.push(message.text());
  });
  await signIn(page, ADMIN, '/admin/login?next=/admin/leads');
  await page.waitForURL('**/admin/leads');
  const row = page.locator('tr', { hasText: PERSON });
  await expect(row).toContainText('New');
  // The phone formatted for the eye, dialled as stored; the source by name.
  await expect(row.getByRole('link', { name: `Call ${PERSON} at ${formatPhone(VISITOR_PHONE)}` })).toHaveAttribute('href', 'tel:+17045550188');
  await expect(row).toContainText(sourceLabel('slide_out_hero_section'));
  await expect(row.getByRole('link', { name: new RegExp(`E-mail ${PERSON}`) })).toHaveAttribute('href', `mailto:${email}`);
  // Overdue leads come first, marked in words.
  await expect(page.locator('tbody tr').first()).toContainText('Overdue');
  await screenshot(page, 'admin-inbox-desktop');
  expect(await seriousViolations(page)).toEqual([]);

  // A search narrows the inbox (plain GET form).
  await page.getByLabel('Search').fill(PERSON);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/q=Rosalind/);
  await expect(page.locator('tbody tr')).toHaveCount(1);

  await row.getByRole('link', { name: PERSON, exact: true }).click();
  await page.waitForURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  const leadUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(PERSON);
  await expect(page.getByRole('region', { name: 'Attribution' })).toContainText('Landing page');
  await expect(page.getByRole('region', { name: 'Attribution' })).toContainText(sourceLabel('slide_out_hero_section'));
  await expect(page.getByRole('link', { name: `Call ${formatPhone(VISITOR_PHONE)}`, exact: true })).toHaveAttribute('href', 'tel:+17045550188');
  await islandReady(page, 'LeadWorkbench');
  // The workbench hydrates onto the server's HTML as it is (no mismatch to recover from).
  expect(islandWarnings).toEqual([]);
  await screenshot(page, 'admin-lead-desktop');
  expect(await seriousViolations(page)).toEqual([]);

  // The workbench with the keyboard alone: Tab to "Contacted", Enter.
  const contacted = page.getByRole('button', { name: 'Contacted', exact: true });
  await contacted.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Now: Contacted')).toBeVisible();
  // Keyboard users keep their place: the pressed button is gone, focus is on the new status.
  await expect(page.getByText('Now: Contacted')).toBeFocused();
  // The timeline's new line is the server's own, and it is what a screen reader hears.
  const moved = statusChangeText('new', 'contacted', ADMIN.username);
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText(moved, { exact: true })).toBeVisible();
  await expect(page.locator('[data-island="LeadWorkbench"]').getByRole('status')).toHaveText(moved);
  await expect(page.getByRole('button', { name: 'Contacted', exact: true })).toHaveCount(0);
  await page.getByLabel('Add a note').fill('Called back, quoting hot shot for tomorrow.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called back, quoting hot shot for tomorrow.')).toBeVisible();

  await page.goto('/content-optimizer');
  await expect(page.locator('main')).not.toContainText(PERSON);
  await page.goto('/admin/leads?status=new');
  await expect(page.locator('main')).not.toContainText(PERSON);

  await page.setViewportSize(MOBILE);
  await page.goto('/admin/leads');
  await screenshot(page, 'admin-inbox-mobile');
  await firstScreen(page, 'admin-inbox-mobile-first-screen');
  expect(await seriousViolations(page)).toEqual([]);
  // On a phone the first leads are on the first screen, under the search.
  expect((await page.locator('main li').first().boundingBox())!.y).toBeLessThan(MOBILE.height);
  const card = page.locator('li', { hasText: PERSON });
  const call = card.getByRole('link', { name: new RegExp(`Call ${PERSON}`) });
  const box = await call.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await page.goto(leadUrl);
  await islandReady(page, 'LeadWorkbench');
  await screenshot(page, 'admin-lead-mobile');
  await firstScreen(page, 'admin-lead-mobile-first-screen');
  expect(await seriousViolations(page)).toEqual([]);
});

test('on a phone, marking a lead won asks for its value, and lost for its reason; the timeline says both', async ({ page, request }) => {
  const id = await postQuote(request, { first: 'Outcome', last: `Person${run.replace(/[^a-z]/g, '').slice(0, 6)}`, email: `outcome.${run}@example.test` });
  await page.setViewportSize(MOBILE);
  await openSignedIn(page, ADMIN, `/admin/leads/${id}`);
  await islandReady(page, 'LeadWorkbench');

  await page.getByRole('button', { name: 'Won', exact: true }).click();
  const value = page.getByLabel('Value in dollars (optional)');
  await expect(value).toBeFocused();
  await value.fill('$1,800');
  await screenshot(page, 'admin-lead-won-value-mobile', { fullPage: false });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Mark won' }).click();
  await expect(page.getByText('Now: Won')).toBeFocused();
  await expect(page.getByText('Value: $1,800')).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(`New -> Won ($1,800) by ${ADMIN.username}`, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Lost', exact: true }).click();
  await page.getByRole('radio', { name: 'No capacity' }).check();
  await screenshot(page, 'admin-lead-lost-reason-mobile', { fullPage: false });
  await page.getByRole('button', { name: 'Mark lost' }).click();
  await expect(page.getByText('Reason: No capacity')).toBeVisible();
  await expect(timeline.getByText(`Won -> Lost (No capacity) by ${ADMIN.username}`, { exact: true })).toBeVisible();
  // The radios are 44 px targets on a phone.
  await page.getByRole('button', { name: 'Change the reason' }).click();
  expect((await page.getByRole('radio', { name: 'Price' }).locator('xpath=..').boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

test('the CSV of the current filter downloads', async ({ page }) => {
  await openSignedIn(page, ADMIN, '/admin/leads?kind=quote');
  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', '/api/admin/leads/export.csv?kind=quote');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(`ada.${run}@example.test`);
  expect(csv).not.toContain(`agent.${run}@example.test`);
});

test('a viewer reads a lead without the controls and has no CSV link', async ({ page }) => {
  await openSignedIn(page, VIEWER, '/admin/leads');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
  await page.locator('tbody tr').first().getByRole('link').first().click();
  await islandReady(page, 'LeadWorkbench');
  await expect(page.getByText('Read-only: only an admin can change the status or add notes.')).toBeVisible();
  await expect(page.getByLabel('Add a note')).toHaveCount(0);
});

test('sign-out returns to the sign-in page and ends the session', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.waitForURL('**/content-optimizer');
  await page.getByRole('button', { name: LOGIN_TEXTS.signOut }).click();
  await page.waitForURL('**/admin/login');
  const response = await page.goto('/content-optimizer');
  expect(response!.status()).toBe(401);
});

test('a visit without a session shows the access-denied card, then reaches the sign-in page', async ({ page }) => {
  for (const [size, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
    await page.setViewportSize(viewport);
    const response = await page.goto('/content-optimizer');
    expect(response!.status()).toBe(401);
    await expect(page.getByText(LOGIN_TEXTS.denied)).toBeVisible();
    await expect(page.getByRole('link', { name: LOGIN_TEXTS.goToLogin })).toHaveAttribute('href', '/admin/login?next=%2Fcontent-optimizer');
    await screenshot(page, `admin-denied-${size}`);
    await page.waitForURL('**/admin/login?next=%2Fcontent-optimizer', { timeout: 5000 });
  }
  // The sign-in then goes back where the visitor was going.
  await signIn(page, ADMIN, '/admin/login?next=%2Fadmin%2Fleads');
  await page.waitForURL('**/admin/leads');
});
