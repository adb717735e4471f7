import { expect, test } from '@playwright/test';
import { formatPhone, serviceLabel } from '../../core/lead-labels.js';
import { ACCOUNTS, openSignedIn, signIn } from './admin-accounts.js';
import { DESK_LEAD_PHONE, postQuote } from './desk-leads.js';
import { DESKTOP, islandReady, MOBILE, screenshot, seriousViolations } from './helpers.js';
import { MAIL_CATCHER_URL } from './ports.js';

// Lead notifications in Chromium (docs/product.md#22-lead-notifications): a quote sent from the slide-out
// form reaches the team as one e-mail at the test's SMTP server (the mail catcher), naming the route, and
// its desk link opens the lead for a signed-in admin.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PERSON = `Grace Notify${run.replace(/[^a-z]/g, '').slice(0, 6)}`;
const ADMIN = ACCOUNTS.notifyAdmin;

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
  test.setTimeout(90_000);

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
  expect(mail!.subject).toBe('Quote request: Hand-Carry Courier, ASAP, Dallas, TX -> Atlanta, GA');
  expect(mail!.text).toContain(`Phone: ${formatPhone('704-555-0166')} (tel:+17045550166)`);
  const deskLink = /Open it on the leads desk: (\S+)/.exec(mail!.text)![1]!;
  expect(deskLink).toMatch(/\/admin\/leads\/[0-9a-f-]{36}$/);
  expect(mail!.html).toContain(`href="${deskLink}"`);

  // The link works: through the sign-in, to the lead's page, whose timeline says the e-mail was sent.
  await page.goto(deskLink);
  await page.getByRole('link', { name: 'Go to Admin Login' }).click();
  await signIn(page, ADMIN, null);
  await page.waitForURL(deskLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PERSON);
  // The desk's words for the stored codes: the service as the form names it, the phone formatted.
  await expect(page.locator('main')).toContainText(serviceLabel('hand-carry'));
  await expect(page.getByRole('link', { name: `Call ${formatPhone('704-555-0166')}`, exact: true })).toHaveAttribute('href', 'tel:+17045550166');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('E-mail sent: to dispatch@desk.test');
  // Still one, now that the job has recorded its sending.
  expect(await mailsFor(PERSON)).toHaveLength(1);
});

test('a notification the mail server refuses gives up, leads the dashboard, and an admin sends it again', async ({ page, request }) => {
  test.setTimeout(90_000);
  const person = { first: 'Refused', last: `Mailer${run.replace(/[^a-z]/g, '').slice(0, 6)}`, email: `refused.${run}@example.test` };
  const name = `${person.first} ${person.last}`;
  await fetch(`${MAIL_CATCHER_URL}/refusals`, { method: 'POST', body: name });
  try {
    await postQuote(request, person);
    await openSignedIn(page, ADMIN, '/content-optimizer');
    // One retry a second later (NOTIFY_RETRY_LIMIT=1 here), then the dead-letter queue puts it on the desk.
    const failed = page.getByRole('region', { name: 'Notifications that failed' });
    await expect
      .poll(async () => {
        await page.reload();
        return (await failed.count()) > 0 && (await failed.textContent())?.includes(name);
      }, { timeout: 20_000 })
      .toBe(true);
    await expect(failed).toContainText(/E-mail gave up .*after 2 attempts; the last: .*552/);
    await expect(failed.getByRole('link', { name: `Call ${formatPhone(DESK_LEAD_PHONE)}` }).first()).toHaveAttribute('href', 'tel:+17045550100');
    for (const [size, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      await page.setViewportSize(viewport);
      await screenshot(page, `admin-dashboard-failed-notification-${size}`);
      expect(await seriousViolations(page)).toEqual([]);
    }

    await failed.getByRole('link', { name }).click();
    await islandReady(page, 'LeadWorkbench');
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline).toContainText('⚠ E-mail failed: attempt 1 of 2');
    await expect(timeline).toContainText('⚠ E-mail gave up: after 2 attempts');
    for (const [size, viewport] of [['mobile', MOBILE], ['desktop', DESKTOP]] as const) {
      await page.setViewportSize(viewport);
      await screenshot(page, `admin-lead-failed-notification-${size}`);
      expect(await seriousViolations(page)).toEqual([]);
    }

    // The mail server accepts it again; the admin sends it again from the lead's page.
    await fetch(`${MAIL_CATCHER_URL}/refusals`, { method: 'DELETE', body: name });
    await page.getByRole('button', { name: 'Send the e-mail again' }).click();
    await expect(timeline).toContainText('E-mail queued: sent again from the desk');
    await expect(page.getByRole('button', { name: 'Send the e-mail again' })).toHaveCount(0);
    await expect.poll(async () => (await mailsFor(name)).length, { timeout: 15_000 }).toBe(1);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('E-mail sent: to dispatch@desk.test');
    await page.goto('/content-optimizer');
    await expect(page.getByRole('region', { name: 'Notifications that failed' }).filter({ hasText: name })).toHaveCount(0);
  } finally {
    await fetch(`${MAIL_CATCHER_URL}/refusals`, { method: 'DELETE', body: name });
  }
});
