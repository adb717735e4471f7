import { expect, test } from '@playwright/test';
import { checkPage, consoleErrors, DESKTOP, islandReady, MOBILE, screenshot } from './helpers.js';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is complete server HTML: H1, navigation, footer', async ({ page }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeAttached();
    await expect(page.locator('footer')).toBeVisible();
    // Dropdown links are in the HTML for crawlers even while closed.
    await expect(page.locator('header a[href="/hot-shot-trucking"]').first()).toBeAttached();
    await expect(page.locator('footer a[href="/faq"]').first()).toBeVisible();
  });
});

test.describe('desktop navigation', () => {
  test.use({ viewport: DESKTOP });

  test('dropdowns open from the keyboard, close on Escape and on an outside click', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/');
    await islandReady(page, 'SiteNav');
    const services = page.getByRole('button', { name: 'Services', exact: true });
    const home = page.getByRole('button', { name: 'Home', exact: true });

    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await services.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: /Hot Shot Trucking/ })).toBeVisible();
    await screenshot(page, 'desktop-services-open');

    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(services).toBeFocused();

    await home.click();
    await expect(home).toHaveAttribute('aria-expanded', 'true');
    await services.click();
    await expect(home).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toHaveAttribute('aria-expanded', 'true');

    // An outside click (bottom-left corner of the page, away from the open panel).
    await page.mouse.click(5, DESKTOP.height - 5);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
  });

  test('the floating quote button shows a tooltip and hides near the contact section', async ({ page }) => {
    await page.goto('/');
    await islandReady(page, 'FloatingQuoteButton');
    const button = page.locator('[data-quote-source="floating_pallet"]');
    await expect(button).toBeVisible();
    await button.hover();
    await expect(page.getByText('Click to get a logistics quote')).toBeVisible();
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(button).toBeVisible();
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: MOBILE, isMobile: true, hasTouch: true });

  test('the menu island hydrates and toggles at 390 px', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/');
    await islandReady(page, 'SiteNav');
    await expect(page.locator('[data-quote-source="floating_pallet"]')).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link', { name: 'Carriers', exact: true })).toBeVisible();
    await expect(menu.locator('[data-quote-source="navigation_mobile_header"]')).toBeVisible();
    await screenshot(page, 'mobile-menu-open');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Carriers', exact: true })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
  });
});

test('an unknown path answers 404 with noindex and the not-found page, which axe finds nothing serious on at 1440 and 390 px', async ({ page }) => {
  const res = await page.goto('/this/does/not/exist');
  expect(res?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText("The page you're looking for doesn't exist or may have been moved.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  // The home page's own axe runs and screenshots at both widths are home.e2e.ts's.
  await checkPage(page, 'not-found');
});

test('an island chunk that fails to load leaves the page usable and is reported', async ({ page }) => {
  const reports: string[] = [];
  await page.route('**/assets/chunks/site-nav-*.js', (route) => route.abort());
  page.on('request', (req) => {
    if (req.url().endsWith('/api/client-errors')) reports.push(req.postData() ?? '');
  });
  await page.goto('/');
  await page.mouse.move(5, 5); // the navigation hydrates at the first interaction
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(JSON.parse(reports[0]!)).toMatchObject({ kind: 'island_load_failed', island: 'SiteNav', path: '/' });
  // Server HTML is still there and its links still work.
  await expect(page.locator('h1')).toBeVisible();
  await page.locator('footer a[href="/faq"]').first().click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('crawler files are real responses, not the HTML shell', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/x-icon');
});

test('a page opened with a hash scrolls that section to the top, below the sticky header', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/#services');
  const header = (await page.locator('header').first().boundingBox())!;
  // The scroll is smooth, so it takes a moment over a long page.
  await expect
    .poll(async () => (await page.locator('#services').boundingBox())!.y, { timeout: 5_000 })
    .toBeGreaterThanOrEqual(header.height - 1);
  await expect.poll(async () => (await page.locator('#services').boundingBox())!.y, { timeout: 5_000 }).toBeLessThan(header.height + 40);
});
