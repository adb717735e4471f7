import { expect, test, type Page, type Request } from '@playwright/test';
import { checkPage } from './helpers.js';

// First-party visit counting in the browser (docs/product.md#26-visit-counting): every public page sends
// one beacon after load, with its path and the visit's first-touch utm values, as text/plain JSON; the
// privacy page, linked from every footer, says what is counted.

const visitBeacon = (page: Page) => page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/visits');
const bodyOf = (request: Request) => JSON.parse(request.postData() ?? 'null') as unknown;

// Chromium does not hand a beacon's Blob body to the page's request events; passed through a route, the
// request carries it.
test.beforeEach(async ({ page }) => {
  await page.route('**/api/visits', (route) => route.continue());
});

test('a page sends one beacon after load with its path and the landing page\'s utm values, and the next page the same values', async ({ page }) => {
  const landing = visitBeacon(page);
  await page.goto('/locations/austin-expedite?utm_source=newsletter&utm_campaign=fall');
  const first = await landing;
  expect(first.headers()['content-type']).toMatch(/^text\/plain/);
  expect(bodyOf(first)).toEqual({ path: '/locations/austin-expedite', utm: { source: 'newsletter', campaign: 'fall' }, event: 'pageview' });
  expect((await first.response())?.status()).toBe(204);

  const next = visitBeacon(page);
  await page.goto('/locations');
  expect(bodyOf(await next)).toEqual({ path: '/locations', utm: { source: 'newsletter', campaign: 'fall' }, event: 'pageview' });
});

test('the privacy page, linked from the footer, says what is counted and when nothing is', async ({ page }) => {
  await page.goto('/');
  await page.locator('footer a[href="/privacy"]').click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What This Site Counts, and What It Keeps');
  for (const section of ['What is counted', 'What is never stored', 'When nothing is counted', 'How long visit data is kept', 'What a form you send stores']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText('If your browser sends Global Privacy Control or Do Not Track, the page sends nothing for counting')).toBeVisible();
  await checkPage(page, 'privacy');
});
