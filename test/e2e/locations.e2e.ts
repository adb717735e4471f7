import { expect, test, type Locator, type Page } from '@playwright/test';
import { consoleErrors, DESKTOP, islandReady, MOBILE, screenshot, seriousViolations } from './helpers.js';

// The locations index and the state pages (docs/product.md#2-pages-and-routes): state rows that open one at
// a time with or without JavaScript, city grids of 2 to 5 columns, links that lead to real city pages.

const row = (page: Page, state: string): Locator =>
  page.locator('main details[name="states"]').filter({ has: page.locator('summary', { hasText: new RegExp(`^${state}\\s`) }) });
const openRows = (page: Page) => page.locator('main details[name="states"][open]');

/** How many columns a grid lays out. */
const columnsOf = (grid: Locator) => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);

test.describe('/locations state rows', () => {
  test.use({ viewport: DESKTOP });

  test('one row open at a time: opening another closes the first, clicking the open row closes it', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/locations');
    await expect(page.locator('main details[name="states"]')).toHaveCount(51);
    await expect(openRows(page)).toHaveCount(0);
    await expect(page.locator('#states')).toContainText(/We publish local expedite pages for \d+ cities in \d+ states and the District of Columbia\./);

    const texas = row(page, 'Texas');
    const ohio = row(page, 'Ohio');
    await expect(texas.locator('summary')).toHaveText(/Texas\s+20 cities\s+State Page/);
    await texas.locator('summary').click();
    await expect(texas).toHaveAttribute('open', '');
    await expect(texas.getByRole('link', { name: 'Dallas', exact: true })).toBeVisible();
    await expect(texas.getByRole('link', { name: 'Visit the Texas state page' })).toHaveAttribute('href', '/locations/texas');
    // The grid is 5 columns wide at 1440 px.
    expect(await columnsOf(texas.locator('ul'))).toBe(5);

    await ohio.locator('summary').click();
    await expect(ohio).toHaveAttribute('open', '');
    await expect(texas).not.toHaveAttribute('open', '');
    await expect(openRows(page)).toHaveCount(1);

    await ohio.locator('summary').click();
    await expect(ohio).not.toHaveAttribute('open', '');
    await expect(openRows(page)).toHaveCount(0);

    await expect(row(page, 'Vermont').locator('summary')).toHaveText(/Vermont\s+2 cities$/);
    await expect(row(page, 'District of Columbia').locator('summary')).toHaveText(/1 city$/);
    expect(errors).toEqual([]);
  });

  test('keyboard: Enter and Space open and close a row, Tab reaches its city links', async ({ page }) => {
    await page.goto('/locations');
    const illinois = row(page, 'Illinois');
    const michigan = row(page, 'Michigan');
    await illinois.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(illinois).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await expect(illinois.getByRole('link', { name: 'Aurora' })).toBeFocused();

    await michigan.locator('summary').focus();
    await page.keyboard.press('Space');
    await expect(michigan).toHaveAttribute('open', '');
    await expect(illinois).not.toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(michigan).not.toHaveAttribute('open', '');
    await expect(openRows(page)).toHaveCount(0);
  });

  test('a city link leads to its city page', async ({ page }) => {
    await page.goto('/locations');
    const alabama = row(page, 'Alabama');
    await alabama.locator('summary').click();
    const link = alabama.getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/locations\/[a-z0-9-]+-expedite$/);
    const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === href), link.click()]);
    expect(response.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test('rows still open one at a time and show their cities', async ({ page }) => {
    await page.goto('/locations');
    const texas = row(page, 'Texas');
    const california = row(page, 'California');
    await texas.locator('summary').click();
    await expect(texas.getByRole('link', { name: 'Houston', exact: true })).toBeVisible();
    await california.locator('summary').click();
    await expect(california.getByRole('link', { name: 'Los Angeles' })).toBeVisible();
    await expect(texas).not.toHaveAttribute('open', '');
    await california.locator('summary').click();
    await expect(openRows(page)).toHaveCount(0);
  });
});

test.describe('state pages', () => {
  test.use({ viewport: DESKTOP });

  const STATES = [
    ['texas', 'Get a Texas Quote', 5],
    ['ohio', 'Get an Ohio Quote', 4],
    ['michigan', 'Get a Michigan Quote', 4],
    ['illinois', 'Get an Illinois Quote', 4],
  ] as const;

  for (const [state, quote, columns] of STATES) {
    test(`/locations/${state}: "${quote}", a ${columns}-column city grid whose every link answers 200`, async ({ page, request }) => {
      await page.goto(`/locations/${state}`);
      await expect(page.locator('main section').first().getByRole('link', { name: quote })).toHaveAttribute('href', '/contact-us');
      const grids = page.locator('#cities ul');
      for (const grid of await grids.all()) expect(await columnsOf(grid)).toBeLessThanOrEqual(columns);
      expect(await columnsOf(grids.first())).toBe(columns);
      const hrefs = await page.locator('#cities a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThanOrEqual(8);
      for (const href of hrefs) expect.soft((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
      await expect(page.getByRole('link', { name: /^Call .+ Now$/ })).toHaveAttribute('href', /^tel:/);
      await expect(page.getByRole('link', { name: 'View All Locations' })).toHaveAttribute('href', '/locations');
    });
  }

  test("a state page's city link opens the city page", async ({ page }) => {
    await page.goto('/locations/texas');
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/locations/austin-expedite'),
      page.locator('#cities').getByRole('link', { name: 'Austin', exact: true }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/locations\/austin-expedite$/);
    await expect(page.locator('h1')).toContainText('Austin');
  });
});

for (const [label, viewport] of [['1440 px', DESKTOP], ['390 px', MOBILE]] as const) {
  test.describe(`at ${label}`, () => {
    test.use({ viewport });

    for (const path of ['/locations', '/locations/texas']) {
      test(`${path}: no serious or critical axe violations, no horizontal scroll`, async ({ page }) => {
        const errors = consoleErrors(page);
        await page.goto(path);
        await islandReady(page, 'QuoteDialog');
        if (path === '/locations') {
          // Checked with a row open, as a visitor sees it.
          await row(page, 'Texas').locator('summary').click();
          expect(await columnsOf(row(page, 'Texas').locator('ul'))).toBe(viewport.width >= 1200 ? 5 : 2);
        } else {
          expect(await columnsOf(page.locator('#cities ul').first())).toBe(viewport.width >= 1200 ? 5 : 2);
        }
        expect(await seriousViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        // From the top, so the sticky header sits above the hero in the full-page picture.
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `locations-${path === '/locations' ? 'index' : 'texas'}-${viewport.width}`);
        expect(errors).toEqual([]);
      });
    }
  });
}
