import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * Waits until React has hydrated the named island (the loader marks it data-hydrated). The page-wide
 * islands hydrate at the visitor's first interaction, so this first moves the pointer, as a visitor would.
 */
export async function islandReady(page: Page, name: string): Promise<void> {
  await page.mouse.move(5, 5);
  await expect(page.locator(`[data-island="${name}"][data-hydrated="true"]`).first()).toBeAttached({ timeout: 10_000 });
}

/** Screenshots are for people to look at, and taken only when asked: `SCREENSHOTS=1 npm run test:e2e`. */
export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

export interface ShotOptions {
  /** The whole page (the default), or only the viewport. */
  fullPage?: boolean;
  /** A part of the page, in page coordinates. */
  clip?: { x: number; y: number; width: number; height: number };
}

/**
 * With SCREENSHOTS=1, artifacts/screenshots/`name`.png: the full page, the viewport (`fullPage: false`), a
 * clip, or one element (a locator). Without it, nothing: nothing compares them.
 */
export async function screenshot(target: Page | Locator, name: string, options: ShotOptions = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync('artifacts/screenshots', { recursive: true });
  const path = `artifacts/screenshots/${name}.png`;
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage ?? true, ...(options.clip && { clip: options.clip }) });
  else await target.screenshot({ path });
}

/**
 * axe violations of serious or critical impact, as "rule: target" lines for a readable failure. `exclude`
 * leaves out parts checked elsewhere (the studio's preview frame holds a public page).
 */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  // Every rule runs and every violation comes back whole; passes and the other kinds of result come back
  // one node each (on the home page the answer from the page shrinks from 740 KB to 60 KB).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** No page may scroll sideways on a phone. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The page as it is now (islands keep their state: the viewport changes, nothing reloads), at 1440 and
 * 390 px: axe's serious and critical findings, no sideways scroll on a phone, and with SCREENSHOTS=1 a
 * full-page screenshot each (`name`-1440, `name`-390). Returns to 1440 px. `exclude`: parts axe leaves out
 * (see seriousViolations).
 */
export async function checkPage(page: Page, name: string, exclude: string[] = []): Promise<void> {
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${name}-${viewport.width}`);
    expect(await seriousViolations(page, exclude), `axe on ${name} at ${viewport.width} px`).toEqual([]);
    if (viewport === MOBILE) expect(await horizontalOverflow(page), `sideways scroll on ${name} at 390 px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(DESKTOP);
}

/** Waits until every finite animation and transition on the page has run to its end (a slide-in, a fade). */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** An e-mail address no earlier test used (the database may be reused between runs). */
export const uniqueEmail = (label: string) => `${label.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** Collects console errors and page errors for the test to assert on. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

