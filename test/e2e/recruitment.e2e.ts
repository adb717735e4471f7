import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { EMAIL_INVALID_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from '../../core/error-messages.js';
import { query } from './db.js';
import { consoleErrors, DESKTOP, islandReady, MOBILE, screenshot, uniqueEmail } from './helpers.js';

// The two recruitment forms (docs/product.md#16-recruitment-leads) against the real API: what a visitor
// does in Chromium ends as a row in PostgreSQL, a value the browser lets through comes back with the
// server's own message under its field, the honeypot is stored as spam, the shared per-IP limit shows its
// wait, and without JavaScript the form posts to its page (test/e2e/no-script-forms.e2e.ts sends it). The recruitment limit of the e2e server is the default
// (5 per 60 s per IP, both forms together), so every test that posts is a client address of its own (the
// e2e server trusts X-Forwarded-For from loopback).

const CARRIER_PATH = '/carrier-partner-application';
const AGENT_PATH = '/freight-agent-recruitment';
/** RECRUITMENT_THROTTLE_LIMIT of the e2e server (the default). */
const RECRUITMENT_LIMIT = 5;
const PHONE = '(800) 555-0199';

/** A client address of this test's own (documentation range: only ever a header value, never a destination). */
async function asClient(page: Page, address: string): Promise<Record<string, string>> {
  const headers = { 'X-Forwarded-For': address };
  await page.setExtraHTTPHeaders(headers);
  return headers;
}

/** Opens a recruitment page, brings its #apply section into view and waits for the form island. */
async function openForm(page: Page, path: string, island: 'CarrierApplicationForm' | 'FreightAgentForm'): Promise<Locator> {
  await page.goto(path);
  const apply = page.locator('#apply');
  await apply.scrollIntoViewIfNeeded();
  await islandReady(page, island);
  return apply;
}

/** The serious and critical axe violations inside #apply only (the rest of the page is its authors' to test). */
async function applyViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('#apply').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

async function fillCarrier(apply: Locator, email: string): Promise<void> {
  const form = apply.locator('form');
  // A pasted tab in a one-line field becomes a space.
  await form.getByLabel('Company').fill('Piedmont\tHot Shot LLC');
  await form.getByLabel('Contact name').fill('Jordan Mills');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('(704) 555-0188');
  await form.getByLabel('MC number').fill('1098765');
  await form.getByLabel('USDOT number').fill('3124567');
  const equipment = form.getByRole('group', { name: /^Equipment types/ });
  await equipment.getByRole('checkbox', { name: 'Hot shot' }).check();
  await equipment.getByRole('checkbox', { name: 'Sprinter van' }).check();
  const states = form.getByRole('group', { name: /^States served/ });
  await states.getByRole('checkbox', { name: 'VA (Virginia)' }).check();
  await states.getByRole('checkbox', { name: 'NC (North Carolina)' }).check();
  await form.getByRole('checkbox', { name: /^I confirm we hold at least the cargo and liability insurance/ }).check();
  await form.getByLabel('Message').fill('Two 40 ft goosenecks.\nTeam drivers on request.');
}

async function storedCarrier(email: string) {
  return query<{
    company: string;
    contact_name: string;
    phone: string;
    mc_number: string | null;
    usdot_number: string;
    equipment_types: string[];
    states_served: string[];
    insurance_confirmed: boolean;
    message: string | null;
    landing_page: string | null;
    utm_source: string | null;
    is_spam: boolean;
  }>(
    `select company, contact_name, phone, mc_number, usdot_number, equipment_types, states_served, insurance_confirmed, message,
            landing_page, utm_source, is_spam
       from carrier_application where email = $1`,
    [email],
  );
}

test.describe('carrier application form', () => {
  test.use({ viewport: DESKTOP });

  test('a complete application is stored and the form gives way to "Application received"', async ({ page }) => {
    const errors = consoleErrors(page);
    await asClient(page, '198.51.100.31');
    const email = uniqueEmail('carrier');
    const apply = await openForm(page, `${CARRIER_PATH}?utm_source=dat`, 'CarrierApplicationForm');
    const form = apply.locator('form');
    for (const label of ['MC number', 'USDOT number']) await expect(form.getByLabel(label)).toHaveAttribute('inputmode', 'numeric');
    expect(await applyViolations(page)).toEqual([]);

    await fillCarrier(apply, email);
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/carrier-applications'));
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect((await answer).status()).toBe(201);

    const heading = apply.getByRole('heading', { name: 'Application received' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(apply.getByRole('status')).toContainText('Our recruiting team will review your application and contact you by e-mail or phone.');
    await expect(apply.locator('form')).toHaveCount(0);

    const rows = await storedCarrier(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({
      company: 'Piedmont Hot Shot LLC',
      contact_name: 'Jordan Mills',
      phone: '(704) 555-0188',
      mc_number: '1098765',
      usdot_number: '3124567',
      equipment_types: ['sprinter-van', 'hot-shot'],
      states_served: ['NC', 'VA'],
      insurance_confirmed: true,
      message: 'Two 40 ft goosenecks.\nTeam drivers on request.',
      landing_page: `${CARRIER_PATH}?utm_source=dat`,
      utm_source: 'dat',
      is_spam: false,
    });
    expect(errors).toEqual([]);
  });

  test('the browser marks what is missing before sending anything', async ({ page }) => {
    await asClient(page, '198.51.100.32');
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/carrier-applications')) posted++;
    });
    const apply = await openForm(page, CARRIER_PATH, 'CarrierApplicationForm');
    const form = apply.locator('form');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByLabel('Company')).toBeFocused();
    await expect(form.getByLabel('Company')).toHaveAccessibleDescription('Company is required.');
    await expect(form.getByLabel('USDOT number')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('group', { name: /^Equipment types/ })).toHaveAccessibleDescription('Choose at least one equipment type.');
    await expect(form.getByRole('checkbox', { name: /^I confirm we hold/ })).toHaveAccessibleDescription('Please confirm your insurance to apply.');
    await expect(form.getByRole('alert')).toHaveText(`Please correct the highlighted fields. You can also call us at ${PHONE}.`);
    expect(await applyViolations(page)).toEqual([]);
    expect(posted).toBe(0);
  });

  test("the real server: an e-mail the browser lets through is refused, and its own message sits under the field", async ({ page }) => {
    await asClient(page, '198.51.100.33');
    const apply = await openForm(page, CARRIER_PATH, 'CarrierApplicationForm');
    // The e-mail input's own check accepts an address without a top-level domain; the server does not.
    await fillCarrier(apply, 'jordan@piedmont');
    const form = apply.locator('form');
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/carrier-applications'));
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect((await answer).status()).toBe(400);
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription(EMAIL_INVALID_MESSAGE);
    await expect(form.getByLabel('E-mail')).toBeFocused();
    await expect(form.getByRole('alert')).toContainText('Please correct the highlighted fields.');
    // Everything typed stays.
    await expect(form.getByLabel('USDOT number')).toHaveValue('3124567');
    await expect(form.getByRole('checkbox', { name: 'NC (North Carolina)' })).toBeChecked();
    expect(await storedCarrier('jordan@piedmont')).toHaveLength(0);
  });

  test('a filled honeypot is stored flagged as spam and answered like any other application', async ({ page }) => {
    await asClient(page, '198.51.100.34');
    const email = uniqueEmail('carrier-bot');
    const apply = await openForm(page, CARRIER_PATH, 'CarrierApplicationForm');
    await fillCarrier(apply, email);
    // People never see or reach the trap; a bot that fills every input does.
    await apply.locator('input[name="website"]').fill('http://spam.test', { force: true });
    await apply.getByRole('button', { name: 'Submit Application' }).click();
    await expect(apply.getByRole('heading', { name: 'Application received' })).toBeVisible();
    const rows = await storedCarrier(email);
    expect(rows.map((row) => row.is_spam)).toEqual([true]);
  });

  test('past the shared recruitment limit the visitor is asked to wait, with the values kept', async ({ page, request }) => {
    const client = await asClient(page, '198.51.100.35');
    // Refused bodies count against the route limit too: nothing is stored while spending it.
    for (let i = 0; i < RECRUITMENT_LIMIT; i++) await request.post('/api/freight-agent-inquiries', { headers: client, data: {} });
    const apply = await openForm(page, CARRIER_PATH, 'CarrierApplicationForm');
    await fillCarrier(apply, uniqueEmail('carrier-throttled'));
    const form = apply.locator('form');
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/carrier-applications'));
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const res = await answer;
    expect(res.status()).toBe(429);
    const seconds = Number(res.headers()['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect((await res.json()).error).toBe(TOO_MANY_REQUESTS_MESSAGE);
    await expect(form.getByRole('alert')).toContainText(/Please wait \d+ (seconds?|minutes) and try again\./);
    await expect(form.getByRole('alert').getByRole('link', { name: PHONE })).toHaveAttribute('href', /^tel:/);
    await expect(form.getByLabel('Contact name')).toHaveValue('Jordan Mills');
  });
});

test.describe('freight agent inquiry form', () => {
  test.use({ viewport: MOBILE, isMobile: true, hasTouch: true });

  test('at 390 px, by keyboard for the states: stored with years as a number, the answer as a boolean and the states in order', async ({ page }) => {
    const errors = consoleErrors(page);
    await asClient(page, '198.51.100.41');
    const email = uniqueEmail('agent');
    const apply = await openForm(page, AGENT_PATH, 'FreightAgentForm');
    const form = apply.locator('form');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    await form.getByLabel('Company').fill('Mills Logistics');
    await form.getByLabel('Contact name').fill('Ana Mills');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Phone').fill('704.555.0101');
    await form.getByLabel('Years of experience').fill('12');
    await form.getByRole('group', { name: /^Do you bring a book of business/ }).getByRole('radio', { name: 'Yes' }).check();
    const states = form.getByRole('group', { name: /^States where you have shippers/ });
    // Keyboard: focus a state's box and press Space; Tab moves on to the next state.
    await states.getByRole('checkbox', { name: 'AL (Alabama)' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(states.getByRole('checkbox', { name: 'AK (Alaska)' })).toBeFocused();
    await states.getByRole('checkbox', { name: 'TX (Texas)' }).focus();
    await page.keyboard.press('Space');
    await expect(states.getByRole('checkbox', { name: 'AL (Alabama)' })).toBeChecked();
    await expect(states.getByRole('checkbox', { name: 'TX (Texas)' })).toBeChecked();
    // The state grid fits the phone's width.
    const grid = (await states.boundingBox())!;
    expect(grid.x + grid.width).toBeLessThanOrEqual(MOBILE.width);
    await form.getByLabel('Message').fill('Ten shippers in the Southeast.');
    await screenshot(form, 'freight-agent-form-mobile');

    const answer = page.waitForResponse((res) => res.url().endsWith('/api/freight-agent-inquiries'));
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    expect((await answer).status()).toBe(201);
    const heading = apply.getByRole('heading', { name: 'Inquiry received' });
    await expect(heading).toBeFocused();
    await expect(apply.getByRole('status')).toContainText('Our recruiting team will review your inquiry and contact you by e-mail or phone.');

    const rows = await query<{ company: string; contact_name: string; years_experience: number; has_book_of_business: boolean; states_served: string[]; landing_page: string }>(
      'select company, contact_name, years_experience, has_book_of_business, states_served, landing_page from freight_agent_inquiry where email = $1',
      [email],
    );
    expect(rows).toEqual([
      { company: 'Mills Logistics', contact_name: 'Ana Mills', years_experience: 12, has_book_of_business: true, states_served: ['AL', 'TX'], landing_page: AGENT_PATH },
    ]);
    expect(errors).toEqual([]);
  });
});

test.describe('recruitment forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  for (const [path, address] of [[CARRIER_PATH, '198.51.100.51'], [AGENT_PATH, '198.51.100.52']] as const) {
    test(`${path}: the form posts to its page, which answers what is missing with the error summary and keeps what was typed`, async ({ page }) => {
      await asClient(page, address);
      await page.goto(path);
      const form = page.locator('#apply form');
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', path);
      await expect(form.locator('button[type="submit"]')).toBeEnabled();
      await form.getByLabel('Company').fill('Mills Logistics');
      await form.getByLabel('Company').press('Enter');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const summary = page.locator('#apply [data-error-summary]');
      await expect(summary).toContainText('There is a problem');
      await expect(summary.getByRole('link', { name: 'Contact name is required.' })).toBeVisible();
      await expect(page.locator('#apply form').getByLabel('Company')).toHaveValue('Mills Logistics');
    });
  }
});
