import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOCATION_SEARCH_DEBOUNCE_MS } from '../../client/location-search.js';
import { query } from './db.js';
import { consoleErrors, DESKTOP, islandReady, MOBILE, screenshot, seriousViolations, uniqueEmail } from './helpers.js';

// The pickup and delivery autocomplete of the slide-out quote form, against the real location search
// (the cities, airports and ZIP codes are seeded when the server starts).

const DALLAS = 'Dallas, TX, USA';
const JFK = 'JFK - John F. Kennedy International Airport, NY, USA';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Get a 15-Minute Quote' });
const suggestions = (page: Page) => dialog(page).getByRole('listbox', { name: 'Suggested places' });
const suggestion = (page: Page, name: string) => suggestions(page).getByRole('option', { name, exact: true });

async function openDialog(page: Page): Promise<void> {
  await page.goto('/');
  await islandReady(page, 'QuoteDialog');
  await page.locator('main [data-quote-source="hero_section"]').click();
  await expect(dialog(page)).toBeVisible();
}

/** The q of every location search the page makes, in order. */
function searches(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/location-search') asked.push(url.searchParams.get('q') ?? '');
  });
  return asked;
}

/** The open list lies inside the viewport and is what the visitor sees there: nothing clips or covers it. */
async function expectUnclipped(page: Page, list: Locator): Promise<void> {
  const box = (await list.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  const onTop = await list.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + 6],
      [r.left + r.width / 2, r.bottom - 6],
      [r.left + 6, r.top + r.height / 2],
      [r.right - 6, r.top + r.height / 2],
    ];
    return points.every(([x, y]) => element.contains(document.elementFromPoint(x!, y!)));
  });
  expect(onTop).toBe(true);
}

test.describe('location autocomplete in the slide-out form', () => {
  test('at 1440 px: one debounced search, the list passes axe, ArrowDown + Enter chooses without submitting', async ({ page }) => {
    test.slow(); // axe and a full-page screenshot of a long page
    await page.setViewportSize(DESKTOP);
    const errors = consoleErrors(page);
    const asked = searches(page);
    await openDialog(page);
    const d = dialog(page);
    const pickup = d.getByRole('combobox', { name: 'Pickup location' });
    await expect(pickup).toHaveAttribute('aria-expanded', 'false');

    await pickup.pressSequentially('dal');
    await expect(suggestions(page)).toBeVisible();
    await expect(suggestion(page, DALLAS)).toBeVisible();
    await expect(suggestions(page).getByRole('option').first()).toHaveText(DALLAS);
    await expect(pickup).toHaveAttribute('aria-expanded', 'true');
    await expect(pickup).toBeFocused();
    // Under 3 characters nothing is asked: one search, for the whole text.
    expect(asked).toEqual(['dal']);
    await expect(d.getByRole('status').filter({ hasText: /suggestions? available/ })).toHaveText(/^\d suggestions? available/);

    await expectUnclipped(page, suggestions(page));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'autocomplete-open-desktop');
    await screenshot(page, 'autocomplete-open-desktop-viewport', { fullPage: false });

    await page.keyboard.press('ArrowDown');
    const firstId = await suggestion(page, DALLAS).getAttribute('id');
    await expect(pickup).toHaveAttribute('aria-activedescendant', firstId!);
    await expect(suggestion(page, DALLAS)).toHaveAttribute('aria-selected', 'true');
    await screenshot(page, 'autocomplete-active-desktop-viewport', { fullPage: false });
    await page.keyboard.press('Enter');
    await expect(pickup).toHaveValue(DALLAS);
    await expect(suggestions(page)).toBeHidden();
    await expect(pickup).toHaveAttribute('aria-expanded', 'false');
    // Enter chose; it did not submit (the browser would have flagged the empty required fields) or close.
    await expect(d).toBeVisible();
    await expect(d.getByText('Quote Request Submitted!')).toHaveCount(0);
    await expect(pickup).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('under 3 characters asks nothing; "jfk" finds the airport; Escape closes the list, a second one the dialog', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    // The page's timers on a clock the test moves on, besides real time: past the typing pause at once.
    await page.clock.install();
    const errors = consoleErrors(page);
    const asked = searches(page);
    await openDialog(page);
    const d = dialog(page);
    const pickup = d.getByRole('combobox', { name: 'Pickup location' });
    await pickup.click();
    await pickup.pressSequentially('dal');
    await suggestion(page, DALLAS).click();
    await expect(pickup).toHaveValue(DALLAS);

    const delivery = d.getByRole('combobox', { name: 'Delivery location' });
    await delivery.click();
    await delivery.pressSequentially('jf');
    await page.clock.runFor(2 * LOCATION_SEARCH_DEBOUNCE_MS);
    await expect(suggestions(page)).toHaveCount(0);
    await expect(delivery).toHaveAttribute('aria-expanded', 'false');

    await delivery.press('k');
    await expect(suggestion(page, JFK)).toBeVisible();
    // The page's requests are seen in the order it sends them: none for "jf" came before "jfk".
    expect(asked).toEqual(['dal', 'jfk']);

    await page.keyboard.press('Escape');
    await expect(suggestions(page)).toHaveCount(0);
    await expect(delivery).toHaveAttribute('aria-expanded', 'false');
    await expect(delivery).toHaveValue('jfk');
    await expect(d).toBeVisible();
    // A second Escape is the dialog's: it closes, and the values survive for the next opening.
    await page.keyboard.press('Escape');
    await expect(d).toBeHidden();
    await page.locator('main [data-quote-source="hero_section"]').click();
    await expect(d.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(DALLAS);
    await expect(d.getByRole('combobox', { name: 'Delivery location' })).toHaveValue('jfk');
    expect(errors).toEqual([]);
  });

  test('at 390 px: the list fits the screen, passes axe, and a tap chooses; an outside click closes it', async ({ page }) => {
    test.slow(); // axe and a full-page screenshot of a long page
    await page.setViewportSize(MOBILE);
    const errors = consoleErrors(page);
    await openDialog(page);
    const d = dialog(page);
    const delivery = d.getByRole('combobox', { name: 'Delivery location' });
    await delivery.click();
    await delivery.pressSequentially('dal');
    await expect(suggestion(page, DALLAS)).toBeVisible();
    await expectUnclipped(page, suggestions(page));
    const box = (await suggestions(page).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(15 * 16 + 1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'autocomplete-open-mobile');
    await screenshot(page, 'autocomplete-open-mobile-viewport', { fullPage: false });

    await suggestion(page, DALLAS).click();
    await expect(delivery).toHaveValue(DALLAS);
    await expect(delivery).toBeFocused();
    await expect(suggestions(page)).toHaveCount(0);

    await delivery.fill('');
    await delivery.pressSequentially('hou');
    await expect(suggestions(page)).toBeVisible();
    await d.getByText('Fields marked * are required.').click();
    await expect(suggestions(page)).toHaveCount(0);
    await expect(delivery).toHaveValue('hou');
    await expect(d).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a quote sent with chosen suggestions stores them', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const email = uniqueEmail('autocomplete');
    await openDialog(page);
    const d = dialog(page);
    await d.getByLabel('Full name').fill('Ada King Lovelace');
    await d.getByLabel('E-mail').fill(email);
    await d.getByLabel('Phone').fill('704-555-0100');

    const pickup = d.getByRole('combobox', { name: 'Pickup location' });
    await pickup.click();
    await pickup.pressSequentially('dal');
    await suggestion(page, DALLAS).click();
    await expect(pickup).toHaveValue(DALLAS);

    const delivery = d.getByRole('combobox', { name: 'Delivery location' });
    await delivery.click();
    await delivery.pressSequentially('jfk');
    await expect(suggestion(page, JFK)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(delivery).toHaveValue(JFK);

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/quotes') && request.method() === 'POST');
    await d.getByRole('button', { name: 'Get My Quote' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ pickup: DALLAS, delivery: JFK });
    await expect(d.getByText('Quote Request Submitted!')).toBeVisible();

    const rows = await query<{ pickup: string; delivery: string }>('select pickup, delivery from quote_request where email = $1', [email]);
    expect(rows).toEqual([{ pickup: DALLAS, delivery: JFK }]);
  });
});
