import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_ONLY_MESSAGE, LOGIN_TEXTS, SIGN_IN_FAILED_MESSAGE } from '../../core/admin.js';
import { ACCOUNT_TEXTS, RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '../../core/admin-accounts.js';
import { createAccount, signIn } from './admin-accounts.js';
import { checkPage as checkPageAt, consoleErrors, DESKTOP, islandReady, MOBILE } from './helpers.js';
import { advanceServerClock, serverNow } from './test-clock.js';

// Accounts and two-factor sign-in in Chromium (docs/product.md#14-admin-area): an admin adds a viewer, the
// viewer chooses a password through the setup link, turns on two-factor, signs in with the keyboard alone
// and with recovery codes, is kept out of the admins' page, and is cut off mid-session when disabled.
// Every page on the way is checked by axe and photographed at 1440 and 390 px.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const ADMIN = { username: `acc-admin-${run}`, password: 'Kettle-Harbor-Lantern-42' };
const VIEWER = { username: `acc-viewer-${run}`, password: 'Quarry-Lattice-Meadow-58' };

const PERIOD_MS = 30_000;

/**
 * The viewer's authenticator app, on the server's clock. The server takes each 30-s code once (a replay of
 * a used step is refused), so when this step's code was already used the server's clock moves on to the
 * next step (where a person would wait for it).
 */
class Authenticator {
  private lastStep = -1;
  private readonly totp: TOTP;
  constructor(key: string) {
    this.totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: PERIOD_MS / 1000, secret: Secret.fromBase32(key) });
  }
  async code(page: Page): Promise<string> {
    let now = await serverNow(page.request);
    if (Math.floor(now / PERIOD_MS) <= this.lastStep) now = await advanceServerClock(page.request, PERIOD_MS - (now % PERIOD_MS) + 1000);
    this.lastStep = Math.floor(now / PERIOD_MS);
    return this.totp.generate({ timestamp: now });
  }
}

/** The page at 1440 and 390 px, photographed as accounts-NAME-WIDTH and checked by axe. */
const checkPage = (page: Page, name: string) => checkPageAt(page, `accounts-${name}`);

async function signOut(page: Page): Promise<void> {
  await islandReady(page, 'SignOutButton');
  await page.getByRole('button', { name: LOGIN_TEXTS.signOut }).click();
  await page.waitForURL('**/admin/login');
}

/** Password, then the code step: stops with the code step on screen. */
async function passwordStep(page: Page): Promise<void> {
  await signIn(page, VIEWER);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

/** The card of one account on /admin/accounts. */
const accountCard = (page: Page, username: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: username, exact: true }) });

/** One fact of an account's card ("Status", "Two-factor"...): the value beside its term. */
const fact = (card: ReturnType<typeof accountCard>, term: string) => card.locator('div').filter({ has: card.page().locator('dt', { hasText: term }) }).locator('dd');

test.beforeAll(() => {
  createAccount(ADMIN.username, 'admin', ADMIN.password);
});

test('an admin adds a viewer; the viewer sets up the account and two-factor, signs in with codes, and is cut off when disabled', async ({ page, browser, baseURL }) => {
  // One journey through seven pages and two people, with 14 axe runs: 70-100 s on a busy 2-core machine.
  test.setTimeout(120_000);

  // 1. The admin adds a viewer and gets the setup link.
  await signIn(page, ADMIN, '/admin/login?next=/admin/accounts');
  await page.waitForURL('**/admin/accounts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts');
  await islandReady(page, 'AccountsDesk');
  const addForm = page.getByRole('region', { name: 'Add an account' });
  await addForm.getByLabel('Username').fill(VIEWER.username);
  await addForm.getByLabel('Role').selectOption({ label: 'Viewer' });
  await addForm.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByRole('heading', { name: `Setup link for ${VIEWER.username}` })).toBeFocused();
  await expect(page.getByText(`${VIEWER.username} was added: send them the setup link.`)).toBeVisible();
  const setupUrl = await page.getByTestId('setup-link').inputValue();
  expect(setupUrl).toMatch(new RegExp(`^${baseURL}/admin/setup/[A-Za-z0-9_-]{43}$`));
  await expect(fact(accountCard(page, VIEWER.username), 'Status')).toHaveText('Waiting for setup');
  await expect(fact(accountCard(page, VIEWER.username), 'Role')).toHaveText('Viewer');
  await checkPage(page, 'accounts');

  // 2. The viewer, in a browser of their own, chooses a password with the keyboard.
  const viewerContext = await browser.newContext({ baseURL, viewport: DESKTOP });
  const viewer = await viewerContext.newPage();
  const viewerErrors = consoleErrors(viewer);
  const setup = await viewer.goto(setupUrl);
  expect(setup!.status()).toBe(200);
  await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('Set up your account');
  await expect(viewer.locator('main')).toContainText(`Choose a password for ${VIEWER.username}`);
  await islandReady(viewer, 'SetupForm');
  await checkPage(viewer, 'setup');
  await viewer.getByLabel('New password', { exact: true }).focus();
  await viewer.keyboard.type(VIEWER.password);
  await viewer.keyboard.press('Tab');
  await expect(viewer.getByLabel('Repeat the new password')).toBeFocused();
  await viewer.keyboard.type(VIEWER.password);
  await viewer.keyboard.press('Enter');
  await viewer.waitForURL('**/admin/account');
  await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('Your account');
  await expect(viewer.locator('header')).toContainText(`Signed in as ${VIEWER.username} (viewer)`);

  // 3. Two-factor on: the key from the page, a code from the "app", ten recovery codes.
  await islandReady(viewer, 'OwnAccountPanel');
  const twoFactor = viewer.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(twoFactor).toContainText('Status: Off');
  await twoFactor.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(twoFactor.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeFocused();
  await expect(twoFactor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const shownKey = (await viewer.getByTestId('mfa-key').textContent())!;
  expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const app = new Authenticator(shownKey.replace(/\s+/g, ''));
  await checkPage(viewer, 'account-enrol');
  await twoFactor.getByLabel('Code from your app').fill(await app.code(viewer));
  await twoFactor.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(twoFactor.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  const recoveryCodes = await viewer.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
  for (const code of recoveryCodes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
  expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
  await expect(twoFactor).toContainText('Status: On');
  // Download saves them as a text file, one a line.
  const [download] = await Promise.all([viewer.waitForEvent('download'), twoFactor.getByRole('link', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('recovery-codes.txt');
  expect(readFileSync(await download.path(), 'utf8')).toBe(`${recoveryCodes.join('\n')}\n`);
  await checkPage(viewer, 'account-codes');
  await twoFactor.getByRole('button', { name: 'Done' }).click();
  await expect(twoFactor).toContainText(`${RECOVERY_CODE_COUNT} recovery codes left`);

  // The link was used: it now answers the one "expired or used" card, 410.
  const used = await viewer.goto(setupUrl);
  expect(used!.status()).toBe(410);
  await expect(viewer.getByRole('heading', { level: 1 })).toHaveText(ACCOUNT_TEXTS.linkInvalid);
  await expect(viewer.getByRole('link', { name: LOGIN_TEXTS.goToLogin })).toHaveAttribute('href', '/admin/login');
  await checkPage(viewer, 'setup-invalid');

  // 4. Signed out, then in again with the keyboard alone; the caret goes on to the code box by itself.
  await viewer.goto('/admin/account');
  await signOut(viewer);
  await islandReady(viewer, 'AdminLoginForm');
  await viewer.getByLabel('Username').focus();
  await viewer.keyboard.type(VIEWER.username);
  await viewer.keyboard.press('Tab');
  await expect(viewer.getByLabel('Password')).toBeFocused();
  await viewer.keyboard.type(VIEWER.password);
  await viewer.keyboard.press('Enter');
  await expect(viewer.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  const codeBox = viewer.getByLabel('Code', { exact: true });
  await expect(codeBox).toBeFocused();
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(viewer.getByLabel('Username')).toHaveCount(0);
  await checkPage(viewer, 'login-code');
  await expect(codeBox).toBeFocused();
  await viewer.keyboard.type(await app.code(viewer));
  await viewer.keyboard.press('Enter');
  await viewer.waitForURL('**/content-optimizer');
  await expect(viewer.locator('header')).toContainText(`Signed in as ${VIEWER.username} (viewer)`);

  // 5. A recovery code signs in once; the second time it is refused in the server's words.
  await signOut(viewer);
  await passwordStep(viewer);
  await codeBox.fill(recoveryCodes[0]!);
  await viewer.getByRole('button', { name: 'Verify' }).click();
  await viewer.waitForURL('**/content-optimizer');
  await signOut(viewer);
  await passwordStep(viewer);
  await codeBox.fill(recoveryCodes[0]!);
  await viewer.getByRole('button', { name: 'Verify' }).click();
  await expect(viewer.getByRole('alert')).toHaveText(ACCOUNT_TEXTS.wrongRecoveryCode);
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
  expect(viewer.url()).toMatch(/\/admin\/login$/);
  // The same step takes another, unused code.
  await codeBox.fill(recoveryCodes[1]!);
  await viewer.getByRole('button', { name: 'Verify' }).click();
  await viewer.waitForURL('**/content-optimizer');

  // 5b. New recovery codes need the password and a code: a wrong password is named under its box.
  await viewer.goto('/admin/account');
  await islandReady(viewer, 'OwnAccountPanel');
  await twoFactor.getByRole('button', { name: 'Make new recovery codes' }).click();
  await expect(twoFactor.getByText('The codes you have now will stop working, and your other sessions will end.')).toBeFocused();
  await twoFactor.getByLabel('Your password').fill('not the password at all');
  await twoFactor.getByLabel('Code from your app, or a recovery code').fill(recoveryCodes[2]!);
  await checkPage(viewer, 'account-proof');
  await twoFactor.getByRole('button', { name: 'Make new codes' }).click();
  await expect(twoFactor.getByLabel('Your password')).toBeFocused();
  await expect(twoFactor.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');
  await expect(twoFactor.getByLabel('Your password')).toHaveAccessibleDescription(ACCOUNT_TEXTS.wrongCurrentPassword);
  await twoFactor.getByLabel('Your password').fill(VIEWER.password);
  await twoFactor.getByRole('button', { name: 'Make new codes' }).click();
  await expect(twoFactor.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  const renewed = await viewer.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
  expect(renewed).toHaveLength(RECOVERY_CODE_COUNT);
  expect(renewed).not.toContain(recoveryCodes[3]);
  await twoFactor.getByRole('button', { name: 'Done' }).click();
  await expect(twoFactor).toContainText(`${RECOVERY_CODE_COUNT} recovery codes left`);

  // 6. A viewer has no link to the accounts, and the page itself is refused with the 403 card.
  const nav = viewer.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Leads' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
  const forbidden = await viewer.goto('/admin/accounts');
  expect(forbidden!.status()).toBe(403);
  await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('Admins only');
  await expect(viewer.locator('main')).toContainText(`${ADMIN_ONLY_MESSAGE}. You are signed in as ${VIEWER.username}, with the Viewer role.`);
  await expect(viewer.getByText('Add an account')).toHaveCount(0);
  await checkPage(viewer, 'forbidden');

  // 7. The viewer is reading the leads when the admin disables the account: the next request is refused.
  const leads = await viewer.goto('/admin/leads');
  expect(leads!.status()).toBe(200);
  expect(await viewer.evaluate(() => fetch('/api/admin/leads').then((r) => r.status))).toBe(200);
  await page.reload();
  await islandReady(page, 'AccountsDesk');
  const card = accountCard(page, VIEWER.username);
  await expect(fact(card, 'Status')).toHaveText('Enabled');
  await expect(fact(card, 'Two-factor')).toHaveText('On');
  await card.getByRole('button', { name: `Disable ${VIEWER.username}`, exact: true }).click();
  // It asks first, with the focus on the question.
  await expect(card.getByText(`Disable ${VIEWER.username}? They cannot sign in any more, and every session of theirs ends at once.`)).toBeFocused();
  await card.getByRole('button', { name: `Disable account ${VIEWER.username}`, exact: true }).click();
  await expect(page.getByText(`${VIEWER.username} is disabled: their sessions have ended.`)).toBeVisible();
  await expect(fact(card, 'Status')).toHaveText('Disabled');
  await expect(card.getByRole('button', { name: `Enable ${VIEWER.username}`, exact: true })).toBeVisible();
  await expect(fact(card, 'Open sessions')).toHaveText('0');

  expect(await viewer.evaluate(() => fetch('/api/admin/leads').then((r) => r.status))).toBe(401);
  const after = await viewer.reload();
  expect(after!.status()).toBe(401);
  await expect(viewer.getByText(LOGIN_TEXTS.denied)).toBeVisible();
  // And the password no longer opens anything (one answer for every refusal).
  await signIn(viewer, VIEWER);
  await expect(viewer.getByRole('alert')).toHaveText(SIGN_IN_FAILED_MESSAGE);

  // Nothing went wrong in the viewer's pages but the refusals the test asked for.
  expect(viewerErrors.filter((e) => !/status of (401|403|410|422)/.test(e))).toEqual([]);
  await viewerContext.close();
});

test('an admin puts an account on duty on the accounts page and takes it off again at 390 px', async ({ page }) => {
  const dispatcher = { username: `acc-duty-${run}`, password: 'Harbor-Quarry-Lantern-77' };
  createAccount(dispatcher.username, 'admin', dispatcher.password);
  await signIn(page, ADMIN, '/admin/login?next=/admin/accounts');
  await page.waitForURL('**/admin/accounts');
  await islandReady(page, 'AccountsDesk');
  const card = accountCard(page, dispatcher.username);
  const toggle = card.getByRole('button', { name: `On duty: ${dispatcher.username}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(fact(card, 'On duty')).toHaveText('No');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(fact(card, 'On duty')).toHaveText('Yes: gets new leads');
  await expect(page.getByText(`${dispatcher.username} is on duty: round robin gives them new leads.`)).toBeVisible();

  // Stored: a narrow screen, after a reload, shows it on duty, and takes it off.
  await page.setViewportSize(MOBILE);
  await page.reload();
  await islandReady(page, 'AccountsDesk');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(fact(card, 'On duty')).toHaveText('No');
  await checkPage(page, 'on-duty');
});
