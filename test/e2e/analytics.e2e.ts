import { expect, test, type Page } from '@playwright/test';
import { consoleErrors } from './helpers.js';
import { startOwnServer, type OwnServer } from './own-server.js';

// Analytics exists only with ANALYTICS_ID set, so these tests start a second production server with one,
// on a database of its own (its notification workers must not take the main server's jobs). The tag host
// is answered by the test: what is checked is the queue (window.dataLayer) the tag would read.
const ANALYTICS_ID = 'G-E2E12345';
const GUIDE = '/best-expedited-freight-companies-2025';

let own: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer('analytics', { ANALYTICS_ID, AUDIT_NEW_BUILD: 'off', AUDIT_SCHEDULE: 'off', ESCALATE_AFTER_MINUTES: 'off', THROTTLE_LIMIT: '100000' });
});

test.afterAll(async () => {
  await own?.stop();
});

/** The analytics queue: each gtag call's arguments. */
const queued = (page: Page): Promise<unknown[][]> => page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));

/** The parameters of the queued events called `name`. */
async function queuedEvents(page: Page, name: string): Promise<unknown[]> {
  return (await queued(page)).filter((entry) => entry[0] === 'event' && entry[1] === name).map((entry) => entry[2]);
}

async function openGuide(page: Page, path: string): Promise<void> {
  // The tag itself is answered here: no request leaves the machine.
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  await page.goto(`${own.server.base}${path}`);
}

test.describe('analytics with ANALYTICS_ID set', () => {
  test('both quote buttons on the expedited freight guide send get_quote_click with the page label and cta_button', async ({ page }) => {
    const errors = consoleErrors(page);
    await openGuide(page, GUIDE);
    const dialog = page.getByRole('dialog');

    const pageViews = (await queued(page)).filter((entry) => entry[0] === 'config');
    expect(pageViews).toEqual([['config', ANALYTICS_ID, { page_path: GUIDE, send_page_view: true }]]);

    const buttons = page.locator('[data-quote-source="best_expedited_freight_companies_2025"]');
    await expect(buttons).toHaveCount(2);
    await buttons.first().click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await buttons.last().click();
    await expect(dialog).toBeVisible();

    const params = { category: 'best_expedited_freight_companies_2025', label: 'cta_button' };
    expect(await queuedEvents(page, 'get_quote_click')).toEqual([params, params]);
    expect(await queuedEvents(page, 'quote_form_open')).toEqual([{ source: 'best_expedited_freight_companies_2025' }, { source: 'best_expedited_freight_companies_2025' }]);
    expect(errors).toEqual([]);
  });

  test('other pages keep the control\'s text as the label', async ({ page }) => {
    await openGuide(page, '/top-hand-carry-couriers-2025');
    const button = page.locator('[data-quote-source="hand-carry-2025"]').first();
    const text = (await button.textContent())!.replace(/\s+/g, ' ').trim();
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await queuedEvents(page, 'get_quote_click')).toEqual([{ category: 'hand-carry-2025', label: text }]);
  });
});
