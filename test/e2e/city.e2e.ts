import { expect, test } from '@playwright/test';
import { query } from './db.js';
import { consoleErrors, DESKTOP, islandReady, MOBILE, screenshot, seriousViolations, uniqueEmail } from './helpers.js';
import { sendQuoteDialog } from './quote-dialog.js';

// A city page as a visitor meets it, from the seeded rows (docs/product.md#19-city-pages).


test.describe('city page', () => {
  test.use({ viewport: DESKTOP });

  test('shows the city and its sections; "Get Instant Quote" opens the form and the lead carries the city page source', async ({ page }) => {
    const errors = consoleErrors(page);
    const res = await page.goto('/locations/columbus-oh-expedite');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expedited Freight & Courier Services in Columbus, OH');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Locations' })).toHaveAttribute('href', '/locations');
    await expect(page.getByRole('heading', { name: 'Shipping in and out of Columbus' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Expedited freight in Columbus: questions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All of Ohio' })).toHaveAttribute('href', '/locations/ohio');

    await islandReady(page, 'QuoteDialog');
    await page.getByRole('link', { name: 'Get Instant Quote' }).first().click();
    const email = uniqueEmail('city');
    await sendQuoteDialog(page, { name: 'Katherine Johnson', email, phone: '704-555-0177', pickup: 'Columbus, OH', delivery: 'Detroit, MI' });
    const rows = await query<{ source: string }>('select source from quote_request where email = $1', [email]);
    expect(rows).toEqual([{ source: 'slide_out_city_page_hero' }]);
    expect(errors).toEqual([]);
  });

  test('an unknown city is the "City not found" page with status 404', async ({ page }) => {
    const res = await page.goto('/locations/atlantis-xx-expedite');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('City not found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('main').getByRole('link', { name: /All Locations/ })).toHaveAttribute('href', '/locations');
  });
});

for (const [label, viewport] of [['1440 px', DESKTOP], ['390 px', MOBILE]] as const) {
  test(`city page at ${label}: no serious or critical axe violations, no horizontal scroll`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/locations/dallas-tx-expedite');
    await islandReady(page, 'QuoteDialog');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, `city-dallas-${viewport.width}`);
  });
}
