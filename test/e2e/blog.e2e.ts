import { expect, test, type Page } from '@playwright/test';
import { query } from './db.js';
import { consoleErrors, DESKTOP, islandReady, MOBILE, screenshot, seriousViolations, uniqueEmail } from './helpers.js';
import { sendQuoteDialog } from './quote-dialog.js';

// The blog as readers and feed readers meet it, from the seeded posts (docs/product.md#20-blog).

const readLinks = (page: Page) => page.locator('main li a[aria-label^="Read Article"]');

for (const javaScriptEnabled of [true, false]) {
  test.describe(`category chips, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ viewport: DESKTOP, javaScriptEnabled });

    test('a chip shows only its category; "All articles" shows every post again', async ({ page }) => {
      await page.goto('/blog');
      const all = await readLinks(page).count();
      expect(all).toBeGreaterThanOrEqual(12);
      await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Case Studies' }).click();
      await expect(page).toHaveURL(/\/blog\/case-studies$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Studies Articles');
      const shown = await readLinks(page).count();
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThan(all);
      for (const category of await page.locator('main li p:first-child').allTextContents()) expect(category).toBe('Case Studies');
      await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'All articles' }).click();
      await expect(readLinks(page)).toHaveCount(all);
    });
  });
}

test.describe('an article', () => {
  test.use({ viewport: DESKTOP });

  test('renders with its date and reading time; its call to action opens the form and the lead carries slide_out_blog_article', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Read Article: Same-Day vs. Next-Day Delivery: Which One Does Your Shipment Need?' }).click();
    await expect(page).toHaveURL(/\/blog\/same-day-vs-next-day-delivery$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Same-Day vs. Next-Day Delivery: Which One Does Your Shipment Need?');
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
    await expect(page.locator('main h2').first()).toBeVisible();

    await islandReady(page, 'QuoteDialog');
    await page.locator('main [data-quote-source="blog_article"]').last().click();
    const email = uniqueEmail('blog');
    await sendQuoteDialog(page, { name: 'Mary Jackson', email, phone: '704-555-0133', pickup: 'Raleigh, NC', delivery: 'Richmond, VA' });
    expect(await query<{ source: string }>('select source from quote_request where email = $1', [email])).toEqual([{ source: 'slide_out_blog_article' }]);
    expect(errors).toEqual([]);
  });

  test('an unknown article is the 404 page', async ({ page }) => {
    expect((await page.goto('/blog/no-such-article'))?.status()).toBe(404);
  });
});

test('the feed is Atom XML listing every post, linked from every page', async ({ page, request }) => {
  await page.goto('/about-us');
  const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
  expect(href).toBe('/blog/feed.xml');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const xml = await res.text();
  // The browser's own XML parser: a feed that is not well-formed comes back as a parsererror document.
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return { error: doc.getElementsByTagName('parsererror').length, root: doc.documentElement.localName, entries: doc.getElementsByTagName('entry').length };
  }, xml);
  expect(parsed).toMatchObject({ error: 0, root: 'feed' });
  expect(parsed.entries).toBeGreaterThanOrEqual(12);
});

for (const [label, viewport] of [['1440 px', DESKTOP], ['390 px', MOBILE]] as const) {
  test(`blog list and an article at ${label}: no serious or critical axe violations, no horizontal scroll`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/blog', '/blog/medical-equipment-transport-compliance']) {
      await page.goto(path);
      await islandReady(page, 'QuoteDialog');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `blog${path.replace(/\//g, '-')}-${viewport.width}`);
    }
  });
}
