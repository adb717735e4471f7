import { expect, test, type Page } from '@playwright/test';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../client/tooltip-delay.js';
import { DESKTOP, islandReady } from './helpers.js';

// The floating quote button's tooltip: 700 ms of hover, or at once when the pointer comes back (or reaches
// another tooltip control) within 300 ms of leaving a tooltip that had shown; at once on keyboard focus.
// The page measures what a user sees: from the pointer entering the button (or focus) to the first frame
// in which the tooltip is fully opaque (its fade-in is 150 ms, so "at once" is well under half the delay),
// and how long the pointer was away before it entered. Fully opaque, because a tooltip left a moment ago
// is still fading out when the pointer returns.

const CONTROL = '[data-quote-source="floating_pallet"]';
/** A CSS transition cannot start before its delay; the page's clock and the frame may round by a few ms. */
const SLACK_MS = 10;
/** Shown at once: the fade-in and a frame or two, nowhere near the hover delay. */
const AT_ONCE_MS = TOOLTIP_DELAY_MS / 2;

interface Showing {
  /** Which tooltip control, in document order. */
  control: number;
  trigger: 'pointer' | 'focus';
  awayMs: number | null;
  shownAfterMs: number | null;
}

async function measureTooltips(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const log: Showing[] = [];
    (window as unknown as { tooltipLog: Showing[] }).tooltipLog = log;
    let leftAt: number | null = null;
    document.querySelectorAll<HTMLElement>(selector).forEach((control, index) => {
      const tip = control.querySelector('span')!;
      const watch = (trigger: Showing['trigger'], stillOn: () => boolean) => {
        const start = performance.now();
        const entry: Showing = { control: index, trigger, awayMs: trigger === 'pointer' && leftAt !== null ? start - leftAt : null, shownAfterMs: null };
        log.push(entry);
        const check = () => {
          if (getComputedStyle(tip).opacity === '1') entry.shownAfterMs = performance.now() - start;
          else if (stillOn() && performance.now() - start < 5_000) requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      };
      control.addEventListener('pointerenter', () => watch('pointer', () => control.matches(':hover')));
      control.addEventListener('pointerleave', () => (leftAt = performance.now()));
      control.addEventListener('focus', () => watch('focus', () => control.matches(':focus')));
    });
  }, CONTROL);
}

const log = (page: Page) => page.evaluate(() => (window as unknown as { tooltipLog: Showing[] }).tooltipLog);

/** Waits for the nth showing to be seen and returns it. */
async function showing(page: Page, n: number): Promise<Showing> {
  await expect.poll(async () => (await log(page))[n]?.shownAfterMs ?? null, { timeout: 5_000 }).not.toBeNull();
  return (await log(page))[n]!;
}

async function openHome(page: Page, before?: () => Promise<void>): Promise<{ x: number; y: number }> {
  await page.goto('/');
  await islandReady(page, 'FloatingQuoteButton');
  // The page settles first: every island not waiting to be scrolled to hydrated, the fonts in, two frames drawn.
  await page.waitForFunction(() => !document.querySelector('[data-island]:not([data-hydrate="visible"]):not([data-hydrated="true"])'));
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await before?.();
  const box = (await page.locator(CONTROL).first().boundingBox())!;
  await measureTooltips(page);
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x - 300, centre.y);
  return centre;
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`tooltip delays, reduced motion: ${reducedMotion}`, () => {
    test.use({ viewport: DESKTOP, reducedMotion });

    test('700 ms on hover; at once when the pointer returns within 300 ms; 700 ms again after a longer absence', async ({ page }) => {
      const button = await openHome(page);
      const tooltip = page.getByText('Click to get a logistics quote');

      await page.mouse.move(button.x, button.y);
      const first = await showing(page, 0);
      expect(first.shownAfterMs, JSON.stringify(await log(page))).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS - SLACK_MS);
      await expect(tooltip).toBeVisible();

      // Off the button until the tooltip has faded out, and back within 300 ms: it shows at once. A try in
      // which this process was too slow to come back within 300 ms does not count; the next one does.
      let back: Showing | undefined;
      for (let attempt = 0; attempt < 3 && !(back && back.awayMs! < TOOLTIP_SKIP_DELAY_MS); attempt++) {
        await page.mouse.move(button.x - 200, button.y);
        await page.waitForFunction((selector) => getComputedStyle(document.querySelector(`${selector} span`)!).opacity === '0', CONTROL, { polling: 'raf', timeout: 1_000 });
        await page.mouse.move(button.x, button.y);
        back = await showing(page, (await log(page)).length - 1);
      }
      expect(back!.awayMs).toBeLessThan(TOOLTIP_SKIP_DELAY_MS);
      expect(back!.shownAfterMs).toBeLessThan(AT_ONCE_MS);

      // Away for twice the skip delay: the full delay again.
      await page.mouse.move(button.x - 200, button.y);
      await page.waitForTimeout(2 * TOOLTIP_SKIP_DELAY_MS);
      await page.mouse.move(button.x, button.y);
      const later = await showing(page, (await log(page)).length - 1);
      expect(later.awayMs).toBeGreaterThanOrEqual(2 * TOOLTIP_SKIP_DELAY_MS);
      expect(later.shownAfterMs).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS - SLACK_MS);
    });

    test('a quick pass that never showed the tooltip does not skip the next delay', async ({ page }) => {
      const button = await openHome(page);
      // A try in which this process stalled long enough for the pass to show the tooltip, or to come back
      // late, does not count; the next one starts after any skip window is over.
      let pass: Showing | undefined;
      let second: Showing | undefined;
      for (let attempt = 0; attempt < 3 && !(pass?.shownAfterMs === null && second!.awayMs! < TOOLTIP_SKIP_DELAY_MS); attempt++) {
        await page.mouse.move(button.x - 200, button.y);
        await page.waitForTimeout(2 * TOOLTIP_SKIP_DELAY_MS);
        await page.mouse.move(button.x, button.y);
        await page.waitForTimeout(TOOLTIP_DELAY_MS / 4);
        await page.mouse.move(button.x - 200, button.y);
        await page.mouse.move(button.x, button.y);
        const entries = await log(page);
        pass = entries.at(-2);
        second = await showing(page, entries.length - 1);
      }
      expect(pass!.shownAfterMs).toBeNull();
      expect(second!.awayMs).toBeLessThan(TOOLTIP_SKIP_DELAY_MS);
      expect(second!.shownAfterMs).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS - SLACK_MS);
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
      await page.mouse.move(button.x, button.y);
      expect((await showing(page, 0)).shownAfterMs, JSON.stringify(await log(page))).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS - SLACK_MS);
      await page.mouse.move(button.x, button.y + 120);
      const next = await showing(page, 1);
      expect(next.control).toBe(1);
      expect(next.awayMs).toBeLessThan(TOOLTIP_SKIP_DELAY_MS);
      expect(next.shownAfterMs).toBeLessThan(AT_ONCE_MS);
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
      const focused = await showing(page, 0);
      expect(focused.trigger).toBe('focus');
      expect(focused.shownAfterMs).toBeLessThan(AT_ONCE_MS);
      await expect(page.getByText('Click to get a logistics quote')).toBeVisible();
    });
  });
}
