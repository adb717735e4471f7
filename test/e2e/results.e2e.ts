import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { consoleErrors, DESKTOP, islandReady, MOBILE, screenshot, seriousViolations, uniqueEmail } from './helpers.js';
import { startOwnServer, type OwnServer } from './own-server.js';
import { sendQuoteDialog } from './quote-dialog.js';

// The results journey (docs/product.md#27-results): a visitor comes from the newsletter's fall campaign to
// a city page, opens the quote dialog and sends a quote; a dispatcher marks it won for $1,800; the results
// show that page, that source and that campaign with one visitor, one lead and $1,800, at 1440 and 390 px.
// Every page of the suite is visited from this one address and browser, so the journey runs on a server and
// database of its own, where its visitor is the only one, with a user agent no bot list knows.

const CITY = '/locations/columbus-oh-expedite';
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ADMIN = { username: 'results.lead', password: 'Harbor-Results-Lantern-2026' };

let own: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer('results', { NODE_ENV: 'test', AUDIT_NEW_BUILD: 'off', AUDIT_SCHEDULE: 'off', ESCALATE_AFTER_MINUTES: 'off', THROTTLE_LIMIT: '100000', ADMIN_MFA: 'optional' });
  execFileSync(process.execPath, ['dist/src/cli.js', 'admin:create', '--username', ADMIN.username, '--role', 'admin'], {
    env: { ...process.env, DATABASE_URL: own.databaseUrl, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
});

test.afterAll(async () => {
  await own?.stop();
});

async function leadId(email: string): Promise<string> {
  const client = new pg.Client({ connectionString: own.databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ id: string }>('select id from lead where email = $1', [email])).rows[0]!.id;
  } finally {
    await client.end();
  }
}

/** A dispatcher's browser, signed in on the journey's server. */
async function signedIn(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport, baseURL: own.server.base })).newPage();
  expect((await page.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
  return page;
}

/** A table row's figures as shown: visitors, form opens, leads, conversion, won, revenue. */
const figures = (row: Locator) => row.locator('td > span > span:first-child').allInnerTexts();
const rowOf = (page: Page, key: string) => page.locator('tbody tr').filter({ has: page.locator('th', { hasText: key }) });

test('a campaign visit to a city page becomes a quote, is marked won for $1,800, and the results show its page, source and campaign', async ({ browser }) => {
  test.setTimeout(90_000);
  // The visitor.
  const visitor = await (await browser.newContext({ viewport: DESKTOP, baseURL: own.server.base, userAgent: VISITOR_AGENT })).newPage();
  const errors = consoleErrors(visitor);
  // Chromium hands a beacon's body to the page's request events only through a route.
  await visitor.route('**/api/visits', (route) => route.continue());
  const counted = visitor.waitForResponse((res) => new URL(res.url()).pathname === '/api/visits' && res.request().postData()?.includes('"pageview"') === true);
  await visitor.goto(`${CITY}?utm_source=newsletter&utm_campaign=fall`);
  expect((await counted).status()).toBe(204);
  await islandReady(visitor, 'QuoteDialog');
  const opened = visitor.waitForResponse((res) => new URL(res.url()).pathname === '/api/visits' && res.request().postData()?.includes('"quote_form_open"') === true);
  await visitor.getByRole('link', { name: 'Get Instant Quote' }).first().click();
  expect((await opened).status()).toBe(204);
  const email = uniqueEmail('results');
  await sendQuoteDialog(visitor, { name: 'Katherine Johnson', email, phone: '704-555-0177', pickup: 'Columbus, OH', delivery: 'Detroit, MI' });
  expect(errors).toEqual([]);

  // The dispatcher marks it won for $1,800.
  const desk = await signedIn(browser, DESKTOP);
  await desk.goto(`/admin/leads/${await leadId(email)}`);
  await islandReady(desk, 'LeadWorkbench');
  await desk.getByRole('button', { name: 'Won', exact: true }).click();
  await desk.getByLabel('Value in dollars (optional)').fill('1800');
  await desk.getByRole('button', { name: 'Mark won' }).click();
  await expect(desk.getByText('Value: $1,800')).toBeVisible();

  // The results, by landing page, source and campaign: one visitor, one lead, $1,800 each.
  for (const viewport of [DESKTOP, MOBILE]) {
    const page = viewport === DESKTOP ? desk : await signedIn(browser, MOBILE);
    const pageErrors = consoleErrors(page);
    await page.goto('/admin/results');
    await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Results', exact: true })).toHaveAttribute('aria-current', 'page');
    const city = rowOf(page, CITY);
    await expect(city).toHaveCount(1);
    expect(await figures(city)).toEqual(['1', '1', '1', '100.0 %', '1', '$1,800']);
    await expect(city.getByRole('link', { name: `Findings for ${CITY}` })).toHaveAttribute('href', `/content-optimizer?path=${encodeURIComponent(CITY)}`);
    await expect(city.getByRole('link', { name: `Edit ${CITY}` })).toHaveAttribute('href', `/admin/pages/meta?path=${encodeURIComponent(CITY)}`);
    const total = page.locator('tfoot tr');
    expect(await figures(total)).toEqual(['1', '1', '1', '100.0 %', '1', '$1,800']);
    await expect(page.getByRole('heading', { name: 'Funnel' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, `results-pages-${viewport.width}`);

    await page.getByRole('link', { name: 'Source / medium' }).click();
    await expect(page).toHaveURL(/by=source/);
    expect(await figures(rowOf(page, 'newsletter / (none)'))).toEqual(['1', '1', '1', '100.0 %', '1', '$1,800']);
    await page.getByRole('link', { name: 'Campaign', exact: true }).click();
    await expect(page).toHaveURL(/by=campaign/);
    expect(await figures(rowOf(page, 'fall'))).toEqual(['1', '1', '1', '100.0 %', '1', '$1,800']);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `results-campaigns-${viewport.width}`);
    expect(pageErrors).toEqual([]);
  }
});
