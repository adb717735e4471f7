import { expect, test, type Page } from '@playwright/test';
import { eventually } from '../support/wait.cjs';
import { consoleErrors, DESKTOP, islandReady, MOBILE, screenshot, seriousViolations } from './helpers.js';

const AWARD_TITLES = [
  'Regional Logistics Excellence Recognition',
  "Shippers' Choice: Expedited Carrier",
  'Emergency Response Recognition',
  'Customer Service Recognition',
  'Specialized Handling Recognition',
];

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
const dot = (page: Page, n: number) => carousel(page).getByRole('button', { name: `Show award ${n} of 5` });
const awardHeading = (page: Page, n: number) => carousel(page).getByRole('heading', { name: AWARD_TITLES[n - 1], exact: true });

/** Asserts that award n (1-based) is the one showing. */
async function expectAward(page: Page, n: number): Promise<void> {
  await expect(dot(page, n)).toHaveAttribute('aria-current', 'true');
  await expect(awardHeading(page, n)).toBeVisible();
  for (const other of [1, 2, 3, 4, 5].filter((i) => i !== n)) {
    await expect(awardHeading(page, other)).toBeHidden();
    await expect(dot(page, other)).not.toHaveAttribute('aria-current', /.*/);
  }
}

/** Opens the home page on a controlled clock and waits for the carousel island, pointer off it. */
async function openCarousel(page: Page): Promise<void> {
  // An installed clock keeps running in real time; paused, only fastForward moves the carousel's timer,
  // however long hydration takes on a loaded machine.
  const start = new Date('2026-01-05T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto('/');
  await carousel(page).scrollIntoViewIfNeeded();
  await islandReady(page, 'AwardsCarousel');
  await page.mouse.move(0, 0);
}

test.describe('awards carousel', () => {
  test.use({ viewport: DESKTOP });

  test('advances every 10 seconds on its own and wraps from the last award to the first', async ({ page }) => {
    const errors = consoleErrors(page);
    await openCarousel(page);
    await expectAward(page, 1);
    await page.clock.fastForward(9_000);
    await expectAward(page, 1);
    await page.clock.fastForward(1_000);
    await expectAward(page, 2);
    for (const n of [3, 4, 5, 1]) {
      await page.clock.fastForward(10_000);
      await expectAward(page, n);
    }
    expect(errors).toEqual([]);
  });

  test('previous and next buttons wrap both ways, dots jump, and the change is announced', async ({ page }) => {
    await openCarousel(page);
    const live = carousel(page).locator('[aria-live="polite"]');
    await expect(live).toHaveText('');
    await carousel(page).getByRole('button', { name: 'Previous award' }).click();
    await expectAward(page, 5);
    await expect(live).toHaveText('Award 5 of 5: Specialized Handling Recognition, 2023');
    await carousel(page).getByRole('button', { name: 'Next award' }).click();
    await expectAward(page, 1);
    await dot(page, 3).click();
    await expectAward(page, 3);
    await expect(live).toHaveText('Award 3 of 5: Emergency Response Recognition, 2024');
  });

  test('pauses while the pointer is over it and resumes when it leaves', async ({ page }) => {
    await openCarousel(page);
    await carousel(page).hover();
    await page.clock.fastForward(25_000);
    await expectAward(page, 1);
    await page.mouse.move(0, 0);
    // React re-arms the timer once it has seen the pointer leave: the clock moves a second at a time until
    // the next award shows, which it would never do if the rotation stayed paused.
    await eventually(
      async () => {
        await page.clock.fastForward(1_000);
        return (await dot(page, 2).getAttribute('aria-current')) === 'true';
      },
      { what: 'the carousel to move on after the pointer left' },
    );
    await expectAward(page, 2);
  });

  test('does not rotate for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openCarousel(page);
    await expect(carousel(page).getByRole('button', { name: 'Start automatic rotation' })).toBeVisible();
    await page.clock.fastForward(30_000);
    await expectAward(page, 1);
  });

  test('an award image that fails to load becomes a trophy with the title and year', async ({ page }) => {
    await page.route('**/assets/award-logistics-excellence-*.svg', (route) => route.abort());
    await openCarousel(page);
    const fallback = carousel(page).getByRole('img', { name: 'Trophy: Regional Logistics Excellence Recognition, 2024' });
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('Regional Logistics Excellence Recognition');
    await expect(fallback).toContainText('2024');
    // The other awards keep their badge image.
    await dot(page, 2).click();
    await expect(carousel(page).getByRole('img', { name: "Shippers' Choice: Expedited Carrier badge, 2024" })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test('the first award is shown in full from the server HTML, the others are not', async ({ page }) => {
    await page.goto('/');
    await expect(awardHeading(page, 1)).toBeVisible();
    await expect(carousel(page).getByRole('img', { name: 'Regional Logistics Excellence Recognition badge, 2024' })).toBeVisible();
    await expect(carousel(page).getByText('Regional Logistics Council')).toBeVisible();
    await expect(awardHeading(page, 2)).toBeHidden();
    // The call to action beside it reaches the contact section.
    await expect(page.locator('[data-quote-source="awards_section_cta"]')).toHaveAttribute('href', '/#contact');
  });
});

test.describe('links', () => {
  test.use({ viewport: DESKTOP });

  test('state cards link to the state pages, four city pages each, and all cities', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Expedited freight in your state' }) });
    const cards = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(4);
    const expected: Record<string, string[]> = {
      // Austin's page is /locations/austin-expedite (docs/product.md#19-city-pages).
      texas: ['dallas-tx', 'houston-tx', 'san-antonio-tx', 'austin'],
      ohio: ['columbus-oh', 'cleveland-oh', 'cincinnati-oh', 'toledo-oh'],
      michigan: ['detroit-mi', 'grand-rapids-mi', 'ann-arbor-mi', 'lansing-mi'],
      illinois: ['chicago-il', 'aurora-il', 'rockford-il', 'naperville-il'],
    };
    for (const [index, [state, cities]] of Object.entries(expected).entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', `/locations/${state}`);
      const hrefs = await card.getByRole('list').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(cities.map((city) => `/locations/${city}-expedite`));
    }
    await expect(section.getByRole('link', { name: 'View All 300+ Cities' })).toHaveAttribute('href', '/locations');
  });

  test('quick-navigation links are hidden until focused, and #about leads to the trust section', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Quick navigation' });
    const about = nav.getByRole('link', { name: 'About us' });
    await expect(about).toHaveAttribute('href', '#about');
    expect(await nav.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
    await about.focus();
    expect(await nav.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(100);
    await about.press('Enter');
    await expect(page).toHaveURL(/#about$/);
    await expect(page.getByRole('heading', { name: 'Experience you can hand a critical shipment to' })).toBeInViewport();
  });

  test('the blog teaser shows the three newest articles, each linking to its page', async ({ page, request }) => {
    await page.goto('/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Guides for shipping under pressure' }) });
    const hrefs = await section.getByRole('listitem').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const newest = ((await (await request.get('/api/blog')).json()) as { posts: { slug: string }[] }).posts.slice(0, 3);
    expect(hrefs).toEqual(newest.map((post) => `/blog/${post.slug}`));
    for (const href of hrefs) expect((await request.get(href!)).status()).toBe(200);
  });
});

for (const [name, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
  test.describe(`full home page at ${viewport.width} px`, () => {
    test.use({ viewport, ...(name === 'mobile' ? { isMobile: true, hasTouch: true } : {}) });

    test('axe finds nothing serious or critical; full-page screenshot', async ({ page }) => {
      const errors = consoleErrors(page);
      await page.goto('/');
      await carousel(page).scrollIntoViewIfNeeded();
      await islandReady(page, 'AwardsCarousel');
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `home-full-${name}`);
      expect(errors).toEqual([]);
    });
  });
}
