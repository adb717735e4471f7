import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { e2eDatabaseUrl } from './db.js';
import { islandReady } from './helpers.js';
import { MAIL_CATCHER_URL } from './ports.js';

// Lead notifications in Chromium (docs/product.md#22-lead-notifications): a quote sent from the slide-out
// form reaches the team as one e-mail at the test's SMTP server (the mail catcher), naming the route, and
// its desk link opens the lead for a signed-in admin.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PERSON = `Grace Notify${run.replace(/[^a-z]/g, '').slice(0, 6)}`;
const ADMIN = { username: `notify-admin-${run}`, password: 'Meadow-Beacon-Harbor-58' };

interface CaughtMail {
  envelopeTo: string[];
  subject: string;
  text: string;
  html: string;
}

async function mailsFor(person: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_CATCHER_URL}/messages`);
  return ((await response.json()) as CaughtMail[]).filter((mail) => mail.text.includes(person));
}

test('a quote from the slide-out form reaches the team as one e-mail with the route and a working desk link', async ({ page, browser }) => {
  test.setTimeout(60_000);
  execFileSync(process.execPath, ['dist/src/cli.js', 'admin:create', '--username', ADMIN.username, '--role', 'admin'], {
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl(), ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await visitor.locator('main [data-quote-source="hero_section"]').click();
  const dialog = visitor.getByRole('dialog', { name: 'Get a 15-Minute Quote' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full name').fill(PERSON);
  await dialog.getByLabel('E-mail').fill(`notify.${run}@example.test`);
  await dialog.getByLabel('Phone').fill('704-555-0166');
  await dialog.getByLabel('Service type').selectOption('hand-carry');
  await dialog.getByLabel('Pickup location').fill('Dallas, TX');
  await dialog.getByLabel('Delivery location').fill('Atlanta, GA');
  await dialog.getByLabel('Timeframe').selectOption('asap');
  await dialog.getByRole('button', { name: 'Get My Quote' }).click();
  await expect(dialog.getByText('Quote Request Submitted!')).toBeVisible();
  await visitor.close();

  // One e-mail, within seconds, to the configured address.
  await expect.poll(async () => (await mailsFor(PERSON)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailsFor(PERSON);
  expect(mail!.envelopeTo).toEqual(['dispatch@desk.test']);
  expect(mail!.subject).toBe('Quote request: hand-carry, ASAP, Dallas, TX -> Atlanta, GA');
  expect(mail!.text).toContain('Phone: 704-555-0166 (tel:+17045550166)');
  const deskLink = /Open it on the leads desk: (\S+)/.exec(mail!.text)![1]!;
  expect(deskLink).toMatch(/\/admin\/leads\/[0-9a-f-]{36}$/);
  expect(mail!.html).toContain(`href="${deskLink}"`);

  // The link works: through the sign-in, to the lead's page, whose timeline says the e-mail was sent.
  await page.goto(deskLink);
  await page.getByRole('link', { name: 'Go to Admin Login' }).click();
  await islandReady(page, 'AdminLoginForm');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(deskLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PERSON);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('E-mail sent: to dispatch@desk.test');
  await page.waitForTimeout(1500);
  expect(await mailsFor(PERSON)).toHaveLength(1);
});
