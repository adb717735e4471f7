import { expect, test, type Locator, type Page } from '@playwright/test';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../client/tooltip-delay.js';
import { DESKTOP, islandReady } from './helpers.js';

// The floating quote button's tooltip: 700 ms of hover, or at once when the pointer comes back (or reaches
// another tooltip control) within 300 ms of leaving a tooltip that had shown; at once on keyboard focus.
// The page's clock is paused, so only the test moves client/tooltip-delay.ts's timers on, however slow the
// machine. What the visitor gets is read from the tooltip itself: the delay its CSS gives the fade-in now
// (the browser keeps to it; no elapsed time is measured here), and that it then shows.

const CONTROL = '[data-quote-source="floating_pallet"]';

/** The delay before the tooltip of `control` fades in, as its CSS gives it now (ms; the longest of its transitions). */
async function fadeInDelay(control: Locator): Promise<number> {
  return control.locator('span').evaluate((tip) => Math.max(...getComputedStyle(tip).transitionDelay.split(',').map((s) => parseFloat(s) * 1000)));
}

/** The tooltip of `control` is on screen, fully opaque. */
async function expectShown(control: Locator): Promise<void> {
  await expect(control.locator('span')).toHaveCSS('opacity', '1');
}

async function openHome(page: Page, before?: () => Promise<void>): Promise<{ x: number; y: number }> {
  await page.clock.install();
  await page.goto('/');
  await islandReady(page, 'FloatingQuoteButton');
  // Hydrated: from here only runFor moves the page's timers.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await before?.();
  const box = (await page.locator(CONTROL).first().boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x - 300, centre.y);
  return centre;
}

/** Hovers the control until its tooltip has shown: the fade-in waits the full delay, then the tooltip is there. */
async function hoverUntilShown(page: Page, control: Locator, at: { x: number; y: number }): Promise<void> {
  await page.mouse.move(at.x, at.y);
  expect(await fadeInDelay(control)).toBe(TOOLTIP_DELAY_MS);
  await expectShown(control);
  await page.clock.runFor(TOOLTIP_DELAY_MS);
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`tooltip delays, reduced motion: ${reducedMotion}`, () => {
    test.use({ viewport: DESKTOP, reducedMotion });

    test('700 ms on hover; at once when the pointer returns within 300 ms; 700 ms again after a longer absence', async ({ page }) => {
      const button = await openHome(page);
      const control = page.locator(CONTROL);
      await hoverUntilShown(page, control, button);
      await expect(page.getByText('Click to get a logistics quote')).toBeVisible();

      // Away, and back within 300 ms: it shows at once.
      await page.mouse.move(button.x - 200, button.y);
      await page.clock.runFor(TOOLTIP_SKIP_DELAY_MS - 50);
      await page.mouse.move(button.x, button.y);
      expect(await fadeInDelay(control)).toBe(0);
      await expectShown(control);

      // Away for twice the skip delay: the full delay again.
      await page.mouse.move(button.x - 200, button.y);
      await page.clock.runFor(2 * TOOLTIP_SKIP_DELAY_MS);
      await page.mouse.move(button.x, button.y);
      expect(await fadeInDelay(control)).toBe(TOOLTIP_DELAY_MS);
      await expectShown(control);
    });

    test('a quick pass that never showed the tooltip does not skip the next delay', async ({ page }) => {
      const button = await openHome(page);
      const control = page.locator(CONTROL);
      // A pass of a quarter of the delay, and back at once.
      await page.mouse.move(button.x, button.y);
      await page.clock.runFor(TOOLTIP_DELAY_MS / 4);
      await page.mouse.move(button.x - 200, button.y);
      await page.mouse.move(button.x, button.y);
      expect(await fadeInDelay(control)).toBe(TOOLTIP_DELAY_MS);
      await expectShown(control);
    });

    test('a pointer that reaches another tooltip control within 300 ms opens its tooltip at once', async ({ page }) => {
      // The site has one tooltip control today: a second one, the same button 120 px higher, stands in for the next.
      const button = await openHome(page, () =>
        page.locator(CONTROL).evaluate((el) => {
          const aside = el.closest('aside')!;
          const copy = aside.cloneNode(true) as HTMLElement;
          copy.setAttribute('aria-label', 'Quick quote copy');
          copy.style.top = 'calc(50% + 120px)';
          aside.after(copy);
        }),
      );
      const [first, next] = [page.locator(CONTROL).nth(0), page.locator(CONTROL).nth(1)];
      await hoverUntilShown(page, first, button);
      await page.mouse.move(button.x, button.y + 120);
      expect(await fadeInDelay(next)).toBe(0);
      await expectShown(next);
    });

    test('keyboard focus shows it at once', async ({ page }) => {
      await openHome(page);
      const button = page.locator(CONTROL);
      // Tab from the element just before the button, as a keyboard user reaches it.
      await button.evaluate((el) => {
        const before = document.createElement('button');
        before.textContent = 'before';
        el.before(before);
        before.focus();
      });
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      expect(await fadeInDelay(button)).toBe(0);
      await expectShown(button);
      await expect(page.getByText('Click to get a logistics quote')).toBeVisible();
    });
  });
}
