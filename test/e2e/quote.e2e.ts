import { expect, test, type Page, type Route } from '@playwright/test';
import { INTERNAL_ERROR_MESSAGE, invalidRequestMessage, TOO_MANY_REQUESTS_MESSAGE } from '../../core/error-messages.js';
import { EMAIL_INVALID_MESSAGE } from '../../core/error-messages.js';
import { IDEMPOTENCY_KEY_REUSED_CODE, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../core/idempotency-key.js';
import { isUuidV4 } from '../../core/uuid.js';
import { VISITS_API_PATH } from '../../core/visits.js';
import { SUCCESS_CLOSE_MS } from '../../client/quote-opener.js';
import { animationsDone, consoleErrors, DESKTOP, islandReady, MOBILE, screenshot, SCREENSHOTS, seriousViolations } from './helpers.js';

// The slide-out quote form, the one quote opener, the home quote form and the toasts, as a visitor sees
// them. /api/quotes is mocked where a test needs to force an outcome or see exactly what the browser
// sends; the mocked answers carry the server's own texts (imported from the server's constants), and the
// 400 and 429 states are also tested once against the real server. Rows in the database: leads.e2e.ts.

/** QUOTE_THROTTLE_LIMIT of the e2e server (playwright.config.ts). */
const QUOTE_LIMIT = 200;

interface Sent {
  body: Record<string, unknown>;
  key: string | undefined;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** Mocks POST /api/quotes with the given answers in turn (the last one repeats) and records the requests. */
async function mockQuotes(page: Page, ...answers: Answer[]): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route('**/api/quotes', async (route: Route) => {
    const request = route.request();
    sent.push({ body: request.postDataJSON() as Record<string, unknown>, key: await request.headerValue('idempotency-key') ?? undefined });
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!;
    await route.fulfill({ status: answer.status, contentType: 'application/json', headers: answer.headers, body: JSON.stringify(answer.body) });
  });
  return sent;
}

const created: Answer = { status: 201, body: { success: true, id: '2f9a4c1e-7d3b-4e8a-9c61-5b0d2e7f4a13' } };
const serverError: Answer = { status: 500, body: { success: false, error: INTERNAL_ERROR_MESSAGE, requestId: 'r1' } };
const throttled: Answer = { status: 429, body: { success: false, error: TOO_MANY_REQUESTS_MESSAGE, requestId: 'r2' }, headers: { 'Retry-After': '60' } };
const badEmail: Answer = {
  status: 400,
  body: { success: false, error: invalidRequestMessage(['email']), code: 'validation_failed', fields: { email: EMAIL_INVALID_MESSAGE }, requestId: 'r3' },
};
const keyReused: Answer = { status: 422, body: { success: false, error: IDEMPOTENCY_KEY_REUSED_MESSAGE, code: IDEMPOTENCY_KEY_REUSED_CODE, requestId: 'r4' } };

/** Mocks the abandonment endpoints (the API answers them for real elsewhere) and records what was sent: reports, and any mark-recovered. */
async function mockAbandonment(page: Page): Promise<{ captured: Record<string, unknown>[]; recovered: Record<string, unknown>[] }> {
  const captured: Record<string, unknown>[] = [];
  const recovered: Record<string, unknown>[] = [];
  await page.route('**/api/abandoned-forms/**', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    (route.request().url().endsWith('/mark-recovered') ? recovered : captured).push(body);
    await route.fulfill({ status: route.request().url().endsWith('/mark-recovered') ? 200 : 201, contentType: 'application/json', body: '{"success":true}' });
  });
  return { captured, recovered };
}

/** The home contact section as it is on screen (toasts included), for people to look at. */
async function contactShot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  const box = (await page.locator('#contact').boundingBox())!;
  const scrollY = await page.evaluate(() => window.scrollY);
  await screenshot(page, name, { clip: { ...box, y: box.y + scrollY } });
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Get a 15-Minute Quote' });

async function openReady(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await islandReady(page, 'QuoteDialog');
}

/**
 * openReady on a clock the test can move (it runs in real time until moved): the dialog's 3 s close after
 * a success is passed with fastForward, not waited for.
 */
async function openOnClock(page: Page, path = '/'): Promise<void> {
  await page.clock.install();
  await openReady(page, path);
}

async function fillRequired(page: Page, name = 'Ada   King Lovelace'): Promise<void> {
  const d = dialog(page);
  await d.getByLabel('Full name').fill(name);
  await d.getByLabel('E-mail').fill('ada@example.com');
  await d.getByLabel('Phone').fill('704-555-0100');
  await d.getByLabel('Pickup location').fill('Charlotte, NC');
  await d.getByLabel('Delivery location').fill('Dallas, TX');
}

async function submitAndWaitForSuccess(page: Page): Promise<void> {
  await dialog(page).getByRole('button', { name: 'Get My Quote' }).click();
  await expect(dialog(page).getByText('Quote Request Submitted!')).toBeVisible();
  await page.clock.fastForward(SUCCESS_CLOSE_MS);
  await expect(dialog(page)).toBeHidden();
}

test.describe('slide-out quote form', () => {
  test.use({ viewport: DESKTOP });

  test('keyboard only: opens from the nav, traps focus, submits, shows the banner, closes after 3 s and returns focus', async ({ page }) => {
    const errors = consoleErrors(page);
    const sent = await mockQuotes(page, created);
    const { recovered } = await mockAbandonment(page);
    await openOnClock(page);

    const navQuote = page.locator('header [data-quote-source="navigation_desktop_header"]');
    await navQuote.focus();
    await page.keyboard.press('Enter');
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expect(d).toHaveAttribute('aria-modal', 'true');
    await expect(d.getByLabel('Full name')).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', '');

    // Focus stays inside: the browser's own containment (showModal); "the native modal dialog" test below
    // goes round both ways and checks the page behind is never reached.
    await page.keyboard.press('Shift+Tab');
    await expect(d.getByRole('button', { name: 'Close quote form' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(d.getByLabel('Full name')).toBeFocused();

    await page.keyboard.type('Ada   King Lovelace');
    await page.keyboard.press('Tab'); // company
    await page.keyboard.type('Analytical Engines');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('704-555-0100');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Charlotte, NC');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Dallas, TX');
    await page.keyboard.press('Tab'); // service type
    await page.keyboard.press('Tab'); // timeframe
    await page.keyboard.press('Tab'); // dimensions
    await page.keyboard.press('Tab'); // weight
    await page.keyboard.type('350 lb');
    await page.keyboard.press('Enter');

    await expect(d.getByText('Quote Request Submitted!')).toBeVisible();
    await expect(d.getByText("We'll contact you within 15 minutes with your personalized quote.")).toBeVisible();
    await expect(d.getByRole('button', { name: 'Request Sent' })).toBeDisabled();
    // Focus moves to the banner (the submit button it was on is now disabled).
    await expect(d.getByText('Quote Request Submitted!').locator('..')).toBeFocused();
    await expect(d.getByLabel('Full name')).toHaveValue('');
    await screenshot(page, 'quote-dialog-success-desktop', { fullPage: false });

    expect(sent).toHaveLength(1);
    expect(isUuidV4(sent[0]!.key)).toBe(true);
    expect(sent[0]!.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      email: 'ada@example.com',
      phone: '704-555-0100',
      company: 'Analytical Engines',
      pickup: 'Charlotte, NC',
      delivery: 'Dallas, TX',
      weight: '350 lb',
      source: 'slide_out_navigation_desktop_header',
      landingPage: '/',
    });
    // Fields left empty are not sent at all.
    for (const absent of ['service', 'timeframe', 'dimensions', 'message', 'website', 'referrer']) expect(sent[0]!.body).not.toHaveProperty(absent);
    expect(new Date(String(sent[0]!.body.timestamp)).toString()).not.toBe('Invalid Date');

    // Closes by itself 3 s later; focus goes back to the link that opened it.
    await page.clock.fastForward(SUCCESS_CLOSE_MS);
    await expect(d).toBeHidden();
    // The server recovered the abandoned forms with the quote: 3 s on, the browser has not asked it to.
    expect(recovered).toEqual([]);
    await expect(navQuote).toBeFocused();
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked');
    expect(errors).toEqual([]);
  });

  test('opens from the hero and the floating button with their sources', async ({ page }) => {
    const sent = await mockQuotes(page, created);
    await mockAbandonment(page);
    await openOnClock(page);
    await islandReady(page, 'FloatingQuoteButton');

    await page.locator('main [data-quote-source="hero_section"]').click();
    await expect(dialog(page)).toBeVisible();
    await fillRequired(page);
    await submitAndWaitForSuccess(page);

    await page.locator('[data-quote-source="floating_pallet"]').click();
    await expect(dialog(page)).toBeVisible();
    await fillRequired(page, 'Grace');
    await submitAndWaitForSuccess(page);

    expect(sent.map((s) => s.body.source)).toEqual(['slide_out_hero_section', 'slide_out_floating_pallet']);
    // One word: the whole name is the first name and the last name is empty.
    expect(sent[1]!.body).toMatchObject({ firstName: 'Grace', lastName: '' });
    expect(sent[0]!.key).not.toBe(sent[1]!.key);
    await expect(page).toHaveURL(/\/$/);
  });

  test('opens from ?quote= on the home page, removing the parameter', async ({ page }) => {
    const sent = await mockQuotes(page, created);
    await mockAbandonment(page);
    await page.clock.install();
    await page.goto('/?quote=white_glove_cta&utm_source=newsletter');
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/\?utm_source=newsletter$/);
    await fillRequired(page);
    await submitAndWaitForSuccess(page);
    expect(sent[0]!.body).toMatchObject({
      source: 'slide_out_white_glove_cta',
      landingPage: '/?quote=white_glove_cta&utm_source=newsletter',
      utm: { source: 'newsletter' },
    });
  });

  test('opens from a window message (default blog_article) and the window hook (default unknown)', async ({ page }) => {
    const sent = await mockQuotes(page, created);
    await mockAbandonment(page);
    await openOnClock(page, '/no-such-page');

    await page.evaluate(() => window.postMessage({ action: 'openQuoteForm' }, '*'));
    await expect(dialog(page)).toBeVisible();
    await fillRequired(page);
    await submitAndWaitForSuccess(page);

    await page.evaluate(() => window.postMessage({ action: 'openQuoteForm', source: 'hand-carry-cta' }, '*'));
    await fillRequired(page);
    await submitAndWaitForSuccess(page);

    await page.evaluate(() => window.openQuoteForm?.());
    await fillRequired(page);
    await submitAndWaitForSuccess(page);

    await page.evaluate(() => window.openQuoteForm?.('white_glove_page'));
    await fillRequired(page);
    await submitAndWaitForSuccess(page);

    // Messages of other shapes do nothing. Messages are handled in the order they are sent: once a later
    // one has arrived and two frames have been drawn since, the page has done what it does with the first.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('message', function probe(event) {
            if (event.data !== 'probe') return;
            window.removeEventListener('message', probe);
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          });
          window.postMessage({ action: 'somethingElse', source: 'x' }, '*');
          window.postMessage('probe', '*');
        }),
    );
    await expect(dialog(page)).toBeHidden();

    expect(sent.map((s) => s.body.source)).toEqual([
      'slide_out_blog_article',
      'slide_out_hand-carry-cta',
      'slide_out_unknown',
      'slide_out_white_glove_page',
    ]);
  });

  test('a failed request keeps the data, says so with a call link, and a retry reuses the idempotency key', async ({ page }) => {
    const sent = await mockQuotes(page, serverError, created);
    await mockAbandonment(page);
    await openReady(page);
    await page.locator('main [data-quote-source="hero_section"]').click();
    await fillRequired(page);
    const d = dialog(page);
    await d.getByRole('button', { name: 'Get My Quote' }).click();

    const alert = d.getByRole('alert');
    await expect(alert).toContainText("We couldn't send your request. Please try again, or call us at (800) 555-0199.");
    await expect(alert.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', /^tel:/);
    await expect(alert).toBeFocused();
    await expect(d.getByLabel('Full name')).toHaveValue('Ada   King Lovelace');
    await expect(d.getByLabel('Pickup location')).toHaveValue('Charlotte, NC');
    await expect(d.getByRole('button', { name: 'Get My Quote' })).toBeEnabled();
    await screenshot(page, 'quote-dialog-failure-desktop', { fullPage: false });

    await d.getByRole('button', { name: 'Get My Quote' }).click();
    await expect(d.getByText('Quote Request Submitted!')).toBeVisible();
    await expect(alert).toBeHidden();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
  });

  test('a throttled request shows the server message; a validation failure marks the fields', async ({ page }) => {
    await mockQuotes(page, throttled, badEmail);
    await mockAbandonment(page);
    await openReady(page);
    await page.locator('main [data-quote-source="hero_section"]').click();
    await fillRequired(page);
    const d = dialog(page);
    await d.getByRole('button', { name: 'Get My Quote' }).click();
    await expect(d.getByRole('alert')).toContainText(TOO_MANY_REQUESTS_MESSAGE);
    await expect(d.getByRole('alert').getByRole('link', { name: '(800) 555-0199' })).toBeVisible();

    await d.getByRole('button', { name: 'Get My Quote' }).click();
    await expect(d.getByRole('alert')).toContainText('Please correct the highlighted fields.');
    const email = d.getByLabel('E-mail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(EMAIL_INVALID_MESSAGE);
    await expect(d.getByText(EMAIL_INVALID_MESSAGE)).toBeVisible();
    await email.fill('ada@example.org');
    await expect(email).not.toHaveAttribute('aria-invalid');
  });

  test('a 422 (key already used for other data) is retried once under a new key and succeeds', async ({ page }) => {
    const sent = await mockQuotes(page, keyReused, created);
    await mockAbandonment(page);
    await openOnClock(page);
    await page.locator('main [data-quote-source="hero_section"]').click();
    await fillRequired(page);
    await submitAndWaitForSuccess(page);
    expect(sent).toHaveLength(2);
    expect(isUuidV4(sent[0]!.key)).toBe(true);
    expect(isUuidV4(sent[1]!.key)).toBe(true);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
  });

  test('the real server: an address it refuses marks the field with its own message', async ({ page }) => {
    await openReady(page);
    await page.locator('main [data-quote-source="hero_section"]').click();
    await fillRequired(page);
    const d = dialog(page);
    // The browser's own e-mail check accepts an address without a top-level domain; the server does not.
    await d.getByLabel('E-mail').fill('ada@example');
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/quotes'));
    await d.getByRole('button', { name: 'Get My Quote' }).click();
    expect((await answer).status()).toBe(400);
    await expect(d.getByRole('alert')).toContainText('Please correct the highlighted fields.');
    await expect(d.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByLabel('E-mail')).toHaveAccessibleDescription(EMAIL_INVALID_MESSAGE);
  });

  test('the real server: past the per-client limit the visitor reads its 429 message and a call link', async ({ page, request }) => {
    // A client address of this test's own (the e2e server trusts X-Forwarded-For), so the limit spent here
    // is nobody else's. Refused bodies count against the route limit too: nothing is stored while spending it.
    const client = { 'X-Forwarded-For': '198.51.100.77' };
    let status = 0;
    for (let i = 0; i < QUOTE_LIMIT && status !== 429; i++) {
      status = (await request.post('/api/quotes', { headers: client, data: {} })).status();
    }
    await page.setExtraHTTPHeaders(client);
    await openReady(page);
    await page.locator('main [data-quote-source="hero_section"]').click();
    await fillRequired(page);
    const d = dialog(page);
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/quotes'));
    await d.getByRole('button', { name: 'Get My Quote' }).click();
    const res = await answer;
    expect(res.status()).toBe(429);
    expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(d.getByRole('alert')).toContainText(TOO_MANY_REQUESTS_MESSAGE);
    await expect(d.getByRole('alert').getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', /^tel:/);
    await expect(d.getByLabel('Full name')).toHaveValue('Ada   King Lovelace');
  });

  test('closes on Escape, on the close button and on the backdrop; the browser enforces required fields', async ({ page }) => {
    const sent = await mockQuotes(page, created);
    await openReady(page);
    const hero = page.locator('main [data-quote-source="hero_section"]');

    await hero.click();
    await dialog(page).getByLabel('Full name').fill('Ada');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(hero).toBeFocused();

    await hero.click();
    // The data survives closing and reopening.
    await expect(dialog(page).getByLabel('Full name')).toHaveValue('Ada');
    await dialog(page).getByRole('button', { name: 'Get My Quote' }).click();
    await expect(dialog(page)).toBeVisible();
    expect(await dialog(page).getByLabel('E-mail').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await dialog(page).getByRole('button', { name: 'Close quote form' }).click();
    await expect(dialog(page)).toBeHidden();

    await hero.click();
    await page.mouse.click(20, 450);
    await expect(dialog(page)).toBeHidden();
    expect(sent).toHaveLength(0);
  });

  test('the native modal dialog: Tab and Shift+Tab never reach the page behind, Escape closes, focus returns, axe is clean', async ({ page }) => {
    await openReady(page);
    const navQuote = page.locator('header [data-quote-source="navigation_desktop_header"]');
    await navQuote.focus();
    await page.keyboard.press('Enter');
    const d = dialog(page);
    await expect(d.getByLabel('Full name')).toBeFocused();
    // Opened with showModal(): the browser keeps the page behind inert.
    expect(await page.locator('dialog[open]').evaluate((el) => el.matches(':modal'))).toBe(true);

    /** Where focus is: a control of the dialog (its name), "browser" (focus left the page for the browser's own UI) or "page". */
    const where = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!document.hasFocus()) return 'browser';
        if (!active || !document.querySelector('dialog')!.contains(active)) return 'page';
        return active.getAttribute('aria-label') ?? active.getAttribute('name') ?? active.textContent?.trim() ?? active.tagName;
      });
    for (const key of ['Tab', 'Shift+Tab']) {
      const seen: string[] = [];
      // Twice round the dialog's 14 stops and the browser's own stop.
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press(key);
        seen.push(await where());
      }
      expect(seen).not.toContain('page');
      expect(new Set(seen)).toEqual(new Set(['Close quote form', 'name', 'company', 'email', 'phone', 'pickupLocation', 'deliveryLocation', 'serviceType', 'timeframe', 'dimensions', 'weight', 'description', 'Get My Quote', '(800) 555-0199', 'browser']));
      // Leaving the page only ever hands focus back to the dialog's first (Tab) or last (Shift+Tab) control.
      const back = seen.filter((_, i) => seen[i - 1] === 'browser');
      expect(new Set(back)).toEqual(new Set([key === 'Tab' ? 'Close quote form' : '(800) 555-0199']));
    }

    // Colours are measured once the slide-in has finished.
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'quote-dialog-open-desktop', { fullPage: false });

    await d.getByLabel('Full name').focus();
    await page.keyboard.press('Escape');
    await expect(d).toBeHidden();
    await expect(navQuote).toBeFocused();
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked');
  });

  test('a slide-out form left with two fields filled is reported as abandoned on inactivity', async ({ page }) => {
    const { captured } = await mockAbandonment(page);
    await openOnClock(page);
    await page.locator('main [data-quote-source="hero_section"]').click();
    const d = dialog(page);
    await d.getByLabel('Full name').fill('Ada Lovelace');
    await d.getByLabel('E-mail').fill('ada@example.com');
    await d.getByLabel('Company').fill('  ');
    await page.clock.fastForward('00:31');
    await expect.poll(() => captured.length).toBe(1);
    expect(captured[0]).toMatchObject({
      formType: 'slide_out_quote',
      formData: { name: 'Ada Lovelace', email: 'ada@example.com' },
      abandonmentReason: 'inactivity',
      fieldsCompleted: 2,
    });
    expect(captured[0]!.timeOnForm).toEqual(expect.any(Number));
    expect(captured[0]!.formData).not.toHaveProperty('website');
  });

  test('leaving the page with a started form sends a page_exit beacon', async ({ page }) => {
    // Chromium does not surface beacons of a document being unloaded to Playwright: the page is kept and
    // only its pagehide is fired; sendBeacon is watched to check the transport.
    await page.addInitScript(() => {
      const original = navigator.sendBeacon.bind(navigator);
      const calls: { url: string; type: string }[] = [];
      (window as unknown as { beacons: typeof calls }).beacons = calls;
      navigator.sendBeacon = (url, data) => {
        calls.push({ url: String(url), type: data instanceof Blob ? data.type : typeof data });
        return original(url, data);
      };
    });
    const { captured } = await mockAbandonment(page);
    await openReady(page, '/no-such-page');
    await page.evaluate(() => window.openQuoteForm?.('blog_article'));
    await dialog(page).getByLabel('Full name').fill('Ada Lovelace');
    await dialog(page).getByLabel('Phone').fill('704-555-0100');
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await expect.poll(() => captured.length).toBe(1);
    expect(captured[0]).toMatchObject({
      formType: 'slide_out_quote',
      abandonmentReason: 'page_exit',
      formData: { name: 'Ada Lovelace', phone: '704-555-0100' },
      fieldsCompleted: 2,
    });
    // Besides the visit counting's own beacons (test/e2e/visits.e2e.ts), the abandonment goes as one text/plain beacon.
    const beacons = await page.evaluate(() => (window as unknown as { beacons: { url: string; type: string }[] }).beacons);
    expect(beacons.filter((beacon) => beacon.url !== VISITS_API_PATH)).toEqual([{ url: '/api/abandoned-forms/capture-abandonment', type: 'text/plain' }]);
  });
});

test.describe('home quote form', () => {
  test.use({ viewport: DESKTOP });

  async function form(page: Page) {
    await page.goto('/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await islandReady(page, 'HomeQuoteForm');
    await islandReady(page, 'Toaster');
    return page.locator('#contact form');
  }

  test('missing fields: error toast; the progress meter follows the four required fields', async ({ page }) => {
    const errors = consoleErrors(page);
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    const sent = await mockQuotes(page, created);
    const f = await form(page);
    const progress = page.getByRole('progressbar', { name: 'Form progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText('Just getting started')).toBeVisible();

    await f.getByRole('button', { name: 'Request My Quote' }).click();
    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('alert');
    await expect(toast).toContainText('Please fill in all required fields');
    await expect(f.getByLabel('First name')).toBeFocused();
    expect(sent).toHaveLength(0);

    await f.getByLabel('First name').fill('Ada');
    await f.getByLabel('Last name').fill('Lovelace');
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByText('Great progress - keep going!')).toBeVisible();
    await f.getByLabel('E-mail').fill('ada@example.com');
    await expect(progress).toHaveAttribute('aria-valuenow', '75');
    await expect(page.getByText('Almost done - just a few more fields')).toBeVisible();
    await f.getByLabel('Service').selectOption('medical-transport');
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('Complete! Ready to submit')).toBeVisible();
    await contactShot(page, 'home-form-filled-desktop');
    // Hydration matched the server HTML (a mismatch is reported as a recoverable error warning).
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.includes('[islands]'))).toEqual([]);
  });

  test('keyboard submission: success toast, fields reset, the body carries only filled fields', async ({ page }) => {
    const sent = await mockQuotes(page, created);
    const { recovered } = await mockAbandonment(page);
    const f = await form(page);
    await f.getByLabel('First name').focus();
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // first service
    await page.keyboard.press('Tab');
    await page.keyboard.type('Two pallets, Charlotte to Dallas');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status');
    await expect(toast).toContainText('Quote Request Submitted!');
    await expect(toast).toContainText("We'll contact you within a few minutes with a detailed quote.");
    await expect(f.getByLabel('First name')).toHaveValue('');
    expect(sent).toHaveLength(1);
    expect(isUuidV4(sent[0]!.key)).toBe(true);
    expect(sent[0]!.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      service: 'hand-carry',
      message: 'Two pallets, Charlotte to Dallas',
      landingPage: '/',
    });
    await contactShot(page, 'home-form-success-desktop');
    // The server recovered the abandoned forms with the quote; the browser never asks it to. A request the
    // test sends now is seen after any the page sent while handling the answer.
    await page.evaluate(() => fetch('/api/abandoned-forms/mark-recovered', { method: 'POST', body: '{"probe":true}' }));
    expect(recovered).toEqual([{ probe: true }]);
  });

  test('what is typed and chosen before the form hydrates is kept and sent (views/app/early-input.ts)', async ({ page }) => {
    const sent = await mockQuotes(page, created);
    // The form's code waits until the fields are filled, as on a busy phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/home-quote-form-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const f = page.locator('#contact form');
    await f.scrollIntoViewIfNeeded();
    await f.getByLabel('First name').fill('Ada');
    await f.getByLabel('Service').selectOption('medical-transport');
    await expect(page.locator('[data-island="HomeQuoteForm"]')).not.toHaveAttribute('data-hydrated', 'true');
    release();
    await islandReady(page, 'HomeQuoteForm');
    await islandReady(page, 'Toaster');
    // Typing elsewhere renders the form again: the early values stay, in the fields and in what is sent.
    await f.getByLabel('Last name').fill('Lovelace');
    await f.getByLabel('E-mail').fill('ada@example.com');
    await expect(f.getByLabel('First name')).toHaveValue('Ada');
    await expect(f.getByLabel('Service')).toHaveValue('medical-transport');
    await expect(page.getByRole('progressbar', { name: 'Form progress' })).toHaveAttribute('aria-valuenow', '100');
    await f.getByRole('button', { name: 'Request My Quote' }).click();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status')).toContainText('Quote Request Submitted!');
    expect(sent.map((s) => s.body)).toEqual([{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', service: 'medical-transport', landingPage: '/' }]);
  });

  test('failure: "Error" toast with the server message or the fallback; the data stays', async ({ page }) => {
    await mockQuotes(page, badEmail, { status: 502, body: '' });
    const f = await form(page);
    await f.getByLabel('First name').fill('Ada');
    await f.getByLabel('Last name').fill('Lovelace');
    await f.getByLabel('E-mail').fill('ada@example');
    await f.getByLabel('Service').selectOption('custom');
    await f.getByRole('button', { name: 'Request My Quote' }).click();
    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('alert');
    await expect(toast).toContainText('Error');
    // The field's own message from the server, not the summary "Invalid request: check email".
    await expect(toast).toContainText(EMAIL_INVALID_MESSAGE);
    await expect(f.getByLabel('E-mail')).toHaveValue('ada@example');
    await contactShot(page, 'home-form-failure-desktop');

    await f.getByRole('button', { name: 'Request My Quote' }).click();
    await expect(toast).toContainText('Failed to submit quote request. Please try again.');
    await expect(f.getByLabel('First name')).toHaveValue('Ada');
  });

  test('toasts: one at a time, close button, F8 focuses the region, swipe right dismisses, 5 s lifetime', async ({ page }) => {
    await page.clock.install();
    const f = await form(page);
    // Islands are hydrated; pause the clock so only fastForward ages the toasts, however slow the machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    await f.getByRole('button', { name: 'Request My Quote' }).click();
    await f.getByRole('button', { name: 'Request My Quote' }).click();
    await expect(region.getByRole('alert')).toHaveCount(1);

    await page.keyboard.press('F8');
    await expect(region).toBeFocused();
    await region.getByRole('button', { name: 'Close notification' }).click();
    await expect(region.getByRole('alert')).toHaveCount(0);

    await f.getByRole('button', { name: 'Request My Quote' }).click();
    const toast = region.getByRole('alert');
    // Swipe the toast where the visitor sees it: once its slide-in has finished, not mid-animation.
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);

    await f.getByRole('button', { name: 'Request My Quote' }).click();
    await page.mouse.move(5, 5);
    await expect(region.getByRole('alert')).toHaveCount(1);
    await page.clock.fastForward(4_000);
    await expect(region.getByRole('alert')).toHaveCount(1);
    await page.clock.fastForward(1_500);
    await expect(region.getByRole('alert')).toHaveCount(0);
  });

  test('leaving with unsent content asks for confirmation', async ({ page }) => {
    const f = await form(page);
    await f.getByLabel('First name').fill('Ada');
    const dialogs: string[] = [];
    // Accepting lets the page really close, so nothing is left pending when the test ends.
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(dialogs).toEqual(['beforeunload']);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: MOBILE, isMobile: true, hasTouch: true });

  test('the mobile menu opens the slide-out; screenshots of open, failure, success and the home form', async ({ page }) => {
    const sent = await mockQuotes(page, serverError, created);
    await mockAbandonment(page);
    await openOnClock(page);
    await islandReady(page, 'SiteNav');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('[data-quote-source="navigation_mobile_header"]').click();
    const d = dialog(page);
    await expect(d).toBeVisible();
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'quote-dialog-open-mobile', { fullPage: false });

    await fillRequired(page);
    await d.getByRole('button', { name: 'Get My Quote' }).click();
    await expect(d.getByRole('alert')).toBeVisible();
    await d.getByRole('alert').scrollIntoViewIfNeeded();
    await screenshot(page, 'quote-dialog-failure-mobile', { fullPage: false });
    await d.getByRole('button', { name: 'Get My Quote' }).click();
    await expect(d.getByText('Quote Request Submitted!')).toBeVisible();
    await screenshot(page, 'quote-dialog-success-mobile', { fullPage: false });
    expect(sent[1]!.body.source).toBe('slide_out_navigation_mobile_header');
    await page.clock.fastForward(SUCCESS_CLOSE_MS);
    await expect(d).toBeHidden();
    // The link that opened it sat in the mobile menu, which closed: focus goes to the main content.
    await expect(page.locator('#main')).toBeFocused();

    await page.locator('#contact').scrollIntoViewIfNeeded();
    await islandReady(page, 'HomeQuoteForm');
    await page.locator('#contact form').getByRole('button', { name: 'Request My Quote' }).click();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('alert')).toBeVisible();
    await screenshot(page.locator('#contact form'), 'home-form-mobile');
    await screenshot(page, 'home-form-toast-mobile', { fullPage: false });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('quote links still lead to the home contact section and its form', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.locator('header [data-quote-source="navigation_desktop_header"]').click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact form').getByLabel('First name')).toBeVisible();
  });
});
