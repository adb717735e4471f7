import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SUCCESS_CLOSE_MS } from '../../client/quote-opener.js';
import { query } from './db.js';
import { consoleErrors, DESKTOP, islandReady, MOBILE, screenshot, seriousViolations, uniqueEmail } from './helpers.js';

// The marketing pages as crawlers and visitors meet them: a crawl from the sitemap and from the home page,
// one page of each template checked with axe at both widths, and the quote source each family's buttons
// store with the lead (docs/product.md#17-marketing-pages).

interface Crawled {
  status: number;
  title: string;
  description: string;
  canonical: string;
  h1Count: number;
  jsonLd: unknown[];
  ids: Set<string>;
  links: string[];
}

const decode = (s: string) =>
  s.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

async function fetchPage(request: APIRequestContext, path: string): Promise<Crawled> {
  const res = await request.get(path, { maxRedirects: 0 });
  const html = await res.text();
  return {
    status: res.status(),
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '',
    h1Count: (html.match(/<h1[\s>]/g) ?? []).length,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
    ids: new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)),
    links: [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => decode(m[1]!)),
  };
}

/** Pages the crawl asks for at once. */
const CRAWL_AT_ONCE = 4;

test.describe('crawl', () => {
  test('every page reachable from the sitemap and from / answers 200 with its own title, description, one H1, canonical and JSON-LD; every internal link resolves', async ({ request, baseURL }) => {
    test.setTimeout(240_000);
    const origin = new URL(baseURL!).origin;
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    // Home and 35 marketing pages, the locations index, 4 state pages and 300+ cities, the blog, its 5
    // categories and 12+ articles.
    expect(fromSitemap.length).toBeGreaterThanOrEqual(359);

    const pages = new Map<string, Crawled>();
    // The aliases are in no sitemap; visitors arrive on them from old links and campaigns.
    const queue = ['/', ...fromSitemap, '/hand-carry-delivery', '/carrier-partners'];
    const anchorsWanted: { from: string; path: string; id: string }[] = [];
    const linked = new Set<string>(['/']);
    const files = new Set<string>();
    while (queue.length) {
      // A few pages at a time, as a crawler asks: the server renders one while another travels.
      const batch: string[] = [];
      while (queue.length && batch.length < CRAWL_AT_ONCE) {
        const path = queue.shift()!;
        if (!pages.has(path) && !batch.includes(path)) batch.push(path);
      }
      const fetched = await Promise.all(batch.map((path) => fetchPage(request, path)));
      for (const [i, path] of batch.entries()) {
        const page = fetched[i]!;
        pages.set(path, page);
        expect.soft(page.status, `${path} status`).toBe(200);
        for (const href of page.links) {
          if (/^(tel:|mailto:)/.test(href)) continue;
          const url = new URL(href, `${origin}${path}`);
          if (url.origin !== origin) continue;
          // Files (the feed): they must answer, but are not pages with a head to check.
          if (/\.[a-z0-9]+$/i.test(url.pathname)) {
            files.add(url.pathname);
            continue;
          }
          linked.add(url.pathname);
          if (url.hash) anchorsWanted.push({ from: path, path: url.pathname, id: decodeURIComponent(url.hash.slice(1)) });
          if (!pages.has(url.pathname)) queue.push(url.pathname);
        }
      }
    }

    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const [path, page] of pages) {
      if (page.status !== 200) continue;
      expect.soft(page.h1Count, `${path}: H1 count`).toBe(1);
      expect.soft(page.title.length, `${path}: title "${page.title}"`).toBeLessThanOrEqual(60);
      expect.soft(page.description.length, `${path}: description length`).toBeGreaterThanOrEqual(50);
      expect.soft(page.description.length, `${path}: description length`).toBeLessThanOrEqual(160);
      expect.soft(page.canonical, `${path}: canonical`).toMatch(/^https?:\/\//);
      expect.soft(page.jsonLd.length, `${path}: JSON-LD blocks`).toBeGreaterThan(0);
      for (const block of page.jsonLd as Record<string, unknown>[]) {
        expect.soft(block['@context'], `${path}: @context`).toBe('https://schema.org');
        expect.soft(typeof block['@type'], `${path}: @type`).toBe('string');
      }
      // Alias paths share their canonical page's head by design; they are not separate documents.
      const key = page.canonical;
      if (titles.has(page.title) && titles.get(page.title) !== key) expect.soft(page.title, `${path}: title also on ${titles.get(page.title)}`).toBe('unique');
      if (descriptions.has(page.description) && descriptions.get(page.description) !== key) {
        expect.soft(page.description, `${path}: description also on ${descriptions.get(page.description)}`).toBe('unique');
      }
      titles.set(page.title, key);
      descriptions.set(page.description, key);
    }
    for (const { from, path, id } of anchorsWanted) {
      expect.soft(pages.get(path)?.ids.has(id), `${from} links to ${path}#${id}`).toBe(true);
    }
    // The crawl reached every page of the route table, and the aliases point their canonical elsewhere.
    expect(pages.size).toBeGreaterThanOrEqual(fromSitemap.length + 2);
    expect(pages.get('/hand-carry-delivery')?.canonical).toBe(`${origin}/hand-carry-on-board-courier`);
    expect(pages.get('/carrier-partners')?.canonical).toBe(`${origin}/carrier-partner-application`);
    expect(fromSitemap).not.toContain('/hand-carry-delivery');
    expect(fromSitemap).not.toContain('/carrier-partners');
    for (const file of files) expect.soft((await request.get(file)).status(), file).toBe(200);
    // No orphan: every page in the sitemap is linked from some page of the site.
    expect(fromSitemap.filter((path) => !linked.has(path))).toEqual([]);
  });

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
