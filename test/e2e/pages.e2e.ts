import { expect, test, type Page } from '@playwright/test';
import { SUCCESS_CLOSE_MS } from '../../client/quote-opener.js';
import { query } from './db.js';
import { consoleErrors, DESKTOP, islandReady, MOBILE, screenshot, seriousViolations, uniqueEmail } from './helpers.js';

// The marketing pages as visitors meet them: addresses in other letter case, one page of each template
// checked with axe at both widths, and the quote source each family's buttons store with the lead
// (docs/product.md#17-marketing-pages). What a crawler meets on every page (one H1, titles, descriptions,
// canonicals, JSON-LD, links and anchors that resolve, no orphans, the aliases) is the whole-site audit's
// to check: test/integration/content-audit.int-spec.ts holds the real site to it.

test.describe('addresses', () => {
  test('a page path in other letter case redirects to the page; an unknown path is the 404 page', async ({ request }) => {
    const res = await request.get('/About-Us?utm_source=x', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe('/about-us?utm_source=x');
    expect((await request.get('/about-us-2')).status()).toBe(404);
  });
});

/** One page of each template, and the recruitment form pages. */
const TEMPLATE_PAGES = [
  ['service', '/hot-shot-trucking'],
  ['guide', '/best-expedited-freight-companies-2025'],
  ['company', '/about-us'],
  ['company with a form', '/carrier-partner-application'],
  ['case study', '/case-studies/aog-aircraft-part-delivery'],
] as const;

for (const [label, viewport] of [['1440 px', DESKTOP], ['390 px', MOBILE]] as const) {
  test.describe(`templates at ${label}`, () => {
    test.use({ viewport });
    for (const [template, path] of TEMPLATE_PAGES) {
      test(`${template} (${path}): no serious or critical axe violations, no horizontal scroll`, async ({ page }) => {
        const errors = consoleErrors(page);
        await page.goto(path);
        await islandReady(page, 'QuoteDialog');
        expect(await seriousViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `template-${template.replace(/\s+/g, '-')}-${viewport.width}`);
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('FAQ accordion', () => {
  test.use({ viewport: DESKTOP });

  test('one answer open at a time, the open one closes again, operable from the keyboard', async ({ page }) => {
    await page.goto('/hot-shot-trucking');
    const faq = page.locator('details').first().locator('xpath=..');
    const items = faq.locator('details');
    expect(await items.count()).toBeGreaterThanOrEqual(3);
    const first = items.nth(0);
    const second = items.nth(1);
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(first.locator('p')).toBeVisible();
    await second.locator('summary').focus();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(second).not.toHaveAttribute('open', '');
    await expect(items.and(page.locator('[open]'))).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('answers are in the page and open on click', async ({ page }) => {
      await page.goto('/faq');
      const first = page.locator('details').first();
      await first.locator('summary').click();
      await expect(first.locator('p')).toBeVisible();
    });
  });
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Get a 15-Minute Quote' });

async function sendQuote(page: Page, email: string): Promise<void> {
  const d = dialog(page);
  await expect(d).toBeVisible();
  await d.getByLabel('Full name').fill('Grace Brewster Hopper');
  await d.getByLabel('E-mail').fill(email);
  await d.getByLabel('Phone').fill('704-555-0142');
  await d.getByLabel('Pickup location').fill('Greensboro, NC');
  await d.getByLabel('Delivery location').fill('Columbus, OH');
  await d.getByRole('button', { name: 'Get My Quote' }).click();
  await expect(d.getByText('Quote Request Submitted!')).toBeVisible();
}

async function storedSource(email: string): Promise<string> {
  const rows = await query<{ source: string }>('select source from quote_request where email = $1', [email]);
  expect(rows).toHaveLength(1);
  return rows[0]!.source;
}

test.describe('quote buttons of each family store their source', () => {
  test.use({ viewport: DESKTOP });

  const buttons = [
    ['service hero', '/hot-shot-trucking', 'hot_shot_hero'],
    ['service closing call to action', '/hot-shot-trucking', 'hot_shot_cta'],
    ['guide hero', '/top-hand-carry-couriers-2025', 'hand-carry-2025'],
    ['guide closing call to action', '/top-hand-carry-couriers-2025', 'hand-carry-cta'],
    ['contact page', '/contact-us', 'contact_page'],
    ['contact page emergency block', '/contact-us', 'contact_emergency'],
    ['case studies list', '/case-studies', 'case_studies_cta'],
    ['case study', '/case-studies/medical-equipment-2-hour-delivery', 'case_study_detail'],
    ['a scroll-to-contact page, from its contact section', '/washington', 'washington_dc_contact'],
  ] as const;

  for (const [label, path, source] of buttons) {
    test(`${label} (${path}) → slide_out_${source}`, async ({ page }) => {
      const email = uniqueEmail(source);
      await page.goto(path);
      await islandReady(page, 'QuoteDialog');
      await page.locator(`main [data-quote-source="${source}"]`).last().click();
      await sendQuote(page, email);
      expect(await storedSource(email)).toBe(`slide_out_${source}`);
    });
  }

  test('the window hook reports each page its own default source', async ({ page }) => {
    // The dialog closes 3 s after a success: the test moves the page's clock past it.
    await page.clock.install();
    for (const [path, source] of [['/white-glove-delivery', 'white_glove_page'], ['/faq', 'faq_page'], ['/location/jfk', 'jfk_location_page']] as const) {
      const email = uniqueEmail(source);
      await page.goto(path);
      await islandReady(page, 'QuoteDialog');
      await page.evaluate(() => (window as unknown as { openQuoteForm(): void }).openQuoteForm());
      await sendQuote(page, email);
      expect(await storedSource(email)).toBe(`slide_out_${source}`);
      await page.clock.fastForward(SUCCESS_CLOSE_MS);
      await expect(dialog(page)).toBeHidden();
    }
  });

  test('"Get Quote" on the scroll-to-contact pages scrolls to the contact section; the emergency page goes to the home form', async ({ page }) => {
    for (const path of ['/washington', '/expedited-trucking-freight-services', '/overnight-freight-solutions', '/air-expedite-services']) {
      await page.goto(path);
      const button = page.locator('main a[href="#contact"]').first();
      await button.click();
      await expect(page).toHaveURL(new RegExp(`${path}#contact$`));
      await expect(page.locator('#contact')).toBeInViewport();
    }
    await page.goto('/emergency-logistics');
    await page.locator('main a[href="/#contact"]').first().click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact form')).toBeVisible();
    await page.goto('/next-flight-out-shipping');
    await expect(page.locator('main a[href="/contact-us"]', { hasText: 'Get Emergency Quote' }).first()).toBeVisible();
    await expect(page.locator('main a[href^="tel:"]').first()).toBeAttached();
  });
});
