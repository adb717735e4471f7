import { expect, test, type Browser, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { LEAD_FORM_POSTS } from '../../core/lead-form-post.js';
import { ACCOUNTS, openSignedIn } from './admin-accounts.js';
import { query } from './db.js';
import { DESKTOP, MOBILE, screenshot, SCREENSHOTS, seriousViolations, uniqueEmail } from './helpers.js';
import { E2E_PORT } from './ports.js';

// The three lead forms as plain HTML forms (docs/product.md#45-forms-without-javascript): with script off,
// and with script on but the island not yet hydrated, the browser posts the form itself; the server answers
// 303 to the form's confirmation page, or the same page again with an error summary and the values kept.
// What the visitor sends ends as one lead on the admin desk.

/** The page's own wording of the server's e-mail refusal (the field's label, a sentence). */
const EMAIL_INVALID = 'E-mail must be a valid e-mail address.';
const HOME = LEAD_FORM_POSTS.home_quote;
const AGENT = LEAD_FORM_POSTS.freight_agent;
const CARRIER = LEAD_FORM_POSTS.carrier_application;

/**
 * A client address of this test's own (documentation range, only ever a header value): the recruitment
 * limit (5 per minute per address, both forms together) and the 10-minute repeat window never bite.
 */
let clientNumber = 0;
async function asClient(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${(clientNumber++ % 250) + 1}` });
}

/** The leads stored under an e-mail (the desk's table: every kind). */
const storedLeads = (email: string) => query<{ kind: string; source: string; name: string }>('select kind, source, name from lead where email = $1', [email]);

/**
 * The lead as the desk shows it: an admin signs in in a context of their own (script on) and searches the
 * inbox for the e-mail: exactly one row, under the visitor's name.
 */
async function deskShows(browser: Browser, email: string, name: string): Promise<void> {
  // The test runner gives new contexts the describe's options: script is turned back on here.
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, viewport: DESKTOP, javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    await openSignedIn(page, ACCOUNTS.noScriptAdmin, `/admin/leads?q=${encodeURIComponent(email)}`);
    const inbox = page.getByRole('main');
    await expect(inbox.getByRole('link', { name: `E-mail ${name} at ${email}`, exact: true })).toHaveCount(1);
    await expect(inbox.getByRole('link', { name, exact: true })).toHaveCount(1);
  } finally {
    await context.close();
  }
}

const homeForm = (page: Page) => page.locator('#contact form');
const applyForm = (page: Page) => page.locator('#apply form');

async function fillHome(form: Locator, who: { first: string; last: string; email: string }): Promise<void> {
  await form.getByLabel('First name').fill(who.first);
  await form.getByLabel('Last name').fill(who.last);
  await form.getByLabel('E-mail').fill(who.email);
  await form.getByLabel('Phone').fill('704-555-0100');
  await form.getByLabel('Service').selectOption('medical-transport');
  await form.getByLabel('Shipment details').fill('Two pallets, Charlotte NC to Dallas TX, liftgate at delivery.');
}

async function fillAgent(form: Locator, email: string): Promise<void> {
  await form.getByLabel('Company').fill('Mills Logistics');
  await form.getByLabel('Contact name').fill('Ana Mills');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('704.555.0101');
  await form.getByLabel('Years of experience').fill('12');
  await form.getByRole('group', { name: /^Do you bring a book of business/ }).getByRole('radio', { name: 'Yes' }).check();
  const states = form.getByRole('group', { name: /^States where you have shippers/ });
  await states.getByRole('checkbox', { name: 'AL (Alabama)' }).check();
  await states.getByRole('checkbox', { name: 'TX (Texas)' }).check();
  await form.getByLabel('Message').fill('Ten shippers in the Southeast.');
}

/** A carrier application as a visitor fills it; `usdot` and `insurance` can be left out to be refused. */
async function fillCarrier(form: Locator, email: string, { usdot = '3124567', insurance = true } = {}): Promise<void> {
  await form.getByLabel('Company').fill('Piedmont Hot Shot LLC');
  await form.getByLabel('Contact name').fill('Jordan Mills');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('(704) 555-0188');
  await form.getByLabel('MC number').fill('1098765');
  if (usdot) await form.getByLabel('USDOT number').fill(usdot);
  const equipment = form.getByRole('group', { name: /^Equipment types/ });
  await equipment.getByRole('checkbox', { name: 'Hot shot' }).check();
  await equipment.getByRole('checkbox', { name: 'Sprinter van' }).check();
  const states = form.getByRole('group', { name: /^States served/ });
  await states.getByRole('checkbox', { name: 'VA (Virginia)' }).check();
  await states.getByRole('checkbox', { name: 'NC (North Carolina)' }).check();
  if (insurance) await form.getByRole('checkbox', { name: /^I confirm we hold at least the cargo and liability insurance/ }).check();
  await form.getByLabel('Message').fill('Two 40 ft goosenecks.');
}

/** The confirmation page a stored lead is sent to: its URL, its heading, nothing of the visitor's in the URL. */
async function expectReceived(page: Page, path: string, title: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PORT}${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The error summary of a refused post: its heading, and the page opened with focus on it. */
async function expectSummaryFocused(page: Page, form: Locator): Promise<Locator> {
  const summary = form.locator('[data-error-summary]');
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  // The summary comes first in the form, before any field.
  expect(await summary.evaluate((el) => el.closest('form')!.querySelector('input:not([type="hidden"]), select, textarea')!.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING)).toBeTruthy();
  expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary') ?? false), 'the summary has focus as the page opens').toBe(true);
  // The answer opens at the form: the summary is on screen without scrolling.
  await expect(summary).toBeInViewport();
  return summary;
}

/** A field the server refused: marked invalid, its message under it and read with it. */
async function expectRefused(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ');
  const messages = await Promise.all(describedBy.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  expect(messages).toContain(message);
}

/** A summary link goes to its field: the fragment names the control, and the control is in view. */
async function followSummaryLink(page: Page, summary: Locator, message: string, field: Locator): Promise<void> {
  const link = summary.getByRole('link', { name: message, exact: true });
  const controlId = (await field.getAttribute('id'))!;
  await expect(link).toHaveAttribute('href', `#${controlId}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${controlId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(field).toBeInViewport();
}

/** Waits until the page stops scrolling (the site scrolls smoothly). */
async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const still = y === last;
      last = y;
      return still;
    }, { intervals: [150] })
    .toBe(true);
}

/**
 * axe and no sideways scroll at 1440 and 390 px; with SCREENSHOTS=1, screenshots of the page as it opened
 * (viewport, at its scroll position) and at each width (at `at`, and the full page).
 */
async function shotsAndAxe(page: Page, name: string, at?: Locator): Promise<void> {
  // Where the page opened (the summary's autofocus scrolls a refused form into view, smoothly).
  await scrollSettled(page);
  await screenshot(page, `no-script-${name}-as-opened`, { fullPage: false });
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    if (SCREENSHOTS) {
      await scrollSettled(page);
      // Jump to just above the form (under the sticky header).
      if (at) await at.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 100, behavior: 'instant' }));
      await scrollSettled(page);
      await screenshot(page, `no-script-${name}-${viewport.width}`, { fullPage: false });
      await screenshot(page, `no-script-${name}-${viewport.width}-full`);
    }
    expect(await seriousViolations(page), `axe on ${name} at ${viewport.width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `sideways scroll on ${name} at ${viewport.width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(DESKTOP);
}

test.describe('lead forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test('the home quote form posts itself, lands on "Quote Request Submitted!" and the lead is on the desk', async ({ page, browser }) => {
    await asClient(page);
    const email = uniqueEmail('noscript-home');
    await page.goto('/');
    const form = homeForm(page);
    await expect(form).toHaveAttribute('method', 'post');
    // No fragment in the action: a page opened at a fragment never runs autofocus (the summary's focus).
    await expect(form).toHaveAttribute('action', HOME.path);
    await fillHome(form, { first: 'Grace', last: 'Hopper', email });
    const submit = form.getByRole('button', { name: 'Request My Quote' });
    await expect(submit).toBeEnabled();
    const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === HOME.path);
    await submit.click();
    expect((await post).headers()['content-type']).toBe('application/x-www-form-urlencoded');
    await expectReceived(page, HOME.receivedPath, 'Quote Request Submitted!');
    await expect(page.getByRole('main')).toContainText('within 15 minutes');
    await expect(page.getByRole('main').getByRole('link', { name: /^Call \(800\)/ }).first()).toHaveAttribute('href', /^tel:/);
    expect(await storedLeads(email)).toEqual([{ kind: 'quote', source: HOME.source, name: 'Grace Hopper' }]);
    await deskShows(browser, email, 'Grace Hopper');
  });

  test('the freight agent inquiry posts itself, lands on "Inquiry received" and the lead is on the desk', async ({ page, browser }) => {
    await asClient(page);
    const email = uniqueEmail('noscript-agent');
    await page.goto(AGENT.path);
    const form = applyForm(page);
    await fillAgent(form, email);
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expectReceived(page, AGENT.receivedPath, 'Inquiry received');
    const rows = await query<{ company: string; years_experience: number; has_book_of_business: boolean; states_served: string[] }>(
      'select company, years_experience, has_book_of_business, states_served from freight_agent_inquiry where email = $1',
      [email],
    );
    expect(rows).toEqual([{ company: 'Mills Logistics', years_experience: 12, has_book_of_business: true, states_served: ['AL', 'TX'] }]);
    expect(await storedLeads(email)).toEqual([{ kind: 'freight_agent', source: AGENT.source, name: 'Ana Mills' }]);
    await deskShows(browser, email, 'Ana Mills');
  });

  test('the carrier application posts itself, lands on "Application received" and the lead is on the desk', async ({ page, browser }) => {
    await asClient(page);
    const email = uniqueEmail('noscript-carrier');
    await page.goto(CARRIER.path);
    const form = applyForm(page);
    await fillCarrier(form, email);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expectReceived(page, CARRIER.receivedPath, 'Application received');
    const rows = await query<{ usdot_number: string; equipment_types: string[]; states_served: string[]; insurance_confirmed: boolean }>(
      'select usdot_number, equipment_types, states_served, insurance_confirmed from carrier_application where email = $1',
      [email],
    );
    expect(rows).toEqual([{ usdot_number: '3124567', equipment_types: ['sprinter-van', 'hot-shot'], states_served: ['NC', 'VA'], insurance_confirmed: true }]);
    expect(await storedLeads(email)).toEqual([{ kind: 'carrier', source: CARRIER.source, name: 'Jordan Mills' }]);
    await deskShows(browser, email, 'Jordan Mills');
  });

  test('a refused home form: the summary has focus and links to each field, the values stay, and the corrected form is stored once', async ({ page }) => {
    await asClient(page);
    const email = uniqueEmail('noscript-home-fix');
    await page.goto('/');
    const form = homeForm(page);
    await fillHome(form, { first: '', last: 'Hopper', email: 'grace@hopper' });
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === HOME.path);
    await form.getByRole('button', { name: 'Request My Quote' }).click();
    expect((await answer).status()).toBe(400);
    await expect(page).toHaveURL(`http://127.0.0.1:${E2E_PORT}${HOME.path}`);

    const summary = await expectSummaryFocused(page, form);
    const firstName = form.getByLabel('First name');
    const emailField = form.getByLabel('E-mail');
    await expect(summary.getByRole('link')).toHaveText(['First name is required.', EMAIL_INVALID]);
    // Everything typed is still there.
    await expect(firstName).toHaveValue('');
    await expect(form.getByLabel('Last name')).toHaveValue('Hopper');
    await expect(emailField).toHaveValue('grace@hopper');
    await expect(form.getByLabel('Phone')).toHaveValue('704-555-0100');
    await expect(form.getByLabel('Service')).toHaveValue('medical-transport');
    await expect(form.getByLabel('Shipment details')).toHaveValue('Two pallets, Charlotte NC to Dallas TX, liftgate at delivery.');
    await expectRefused(firstName, 'First name is required.');
    await expectRefused(emailField, EMAIL_INVALID);
    await expect(form.getByLabel('Last name')).not.toHaveAttribute('aria-invalid', 'true');

    await followSummaryLink(page, summary, EMAIL_INVALID, emailField);
    await followSummaryLink(page, summary, 'First name is required.', firstName);

    await firstName.fill('Grace');
    await emailField.fill(email);
    await form.getByRole('button', { name: 'Request My Quote' }).click();
    await expectReceived(page, HOME.receivedPath, 'Quote Request Submitted!');
    expect(await storedLeads(email)).toEqual([{ kind: 'quote', source: HOME.source, name: 'Grace Hopper' }]);
    expect(await storedLeads('grace@hopper')).toEqual([]);
  });

  test('a refused carrier application: the ticked boxes stay ticked, each refusal is linked, and the corrected application is stored once', async ({ page }) => {
    await asClient(page);
    const email = uniqueEmail('noscript-carrier-fix');
    await page.goto(CARRIER.path);
    const form = applyForm(page);
    await fillCarrier(form, email, { usdot: '', insurance: false });
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === CARRIER.path);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect((await answer).status()).toBe(400);
    await expect(page).toHaveURL(`http://127.0.0.1:${E2E_PORT}${CARRIER.path}`);

    const summary = await expectSummaryFocused(page, form);
    const usdot = form.getByLabel('USDOT number');
    const insurance = form.getByRole('checkbox', { name: /^I confirm we hold at least the cargo and liability insurance/ });
    await expect(summary.getByRole('link')).toHaveText(['USDOT number is required.', 'Please confirm your insurance to apply.']);
    await expectRefused(usdot, 'USDOT number is required.');
    await expectRefused(insurance, 'Please confirm your insurance to apply.');
    await expect(insurance).not.toBeChecked();
    // What was typed and ticked stays.
    await expect(form.getByLabel('Company')).toHaveValue('Piedmont Hot Shot LLC');
    await expect(form.getByLabel('E-mail')).toHaveValue(email);
    await expect(form.getByLabel('MC number')).toHaveValue('1098765');
    await expect(form.getByLabel('Message')).toHaveValue('Two 40 ft goosenecks.');
    const equipment = form.getByRole('group', { name: /^Equipment types/ });
    const states = form.getByRole('group', { name: /^States served/ });
    await expect(equipment.getByRole('checkbox', { name: 'Hot shot' })).toBeChecked();
    await expect(equipment.getByRole('checkbox', { name: 'Sprinter van' })).toBeChecked();
    await expect(equipment.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await expect(states.getByRole('checkbox', { name: 'VA (Virginia)' })).toBeChecked();
    await expect(states.getByRole('checkbox', { name: 'NC (North Carolina)' })).toBeChecked();
    await expect(states.getByRole('checkbox', { checked: true })).toHaveCount(2);

    await followSummaryLink(page, summary, 'Please confirm your insurance to apply.', insurance);
    await followSummaryLink(page, summary, 'USDOT number is required.', usdot);

    await usdot.fill('3124567');
    await insurance.check();
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expectReceived(page, CARRIER.receivedPath, 'Application received');
    const rows = await query<{ usdot_number: string; equipment_types: string[]; states_served: string[] }>(
      'select usdot_number, equipment_types, states_served from carrier_application where email = $1',
      [email],
    );
    expect(rows).toEqual([{ usdot_number: '3124567', equipment_types: ['sprinter-van', 'hot-shot'], states_served: ['NC', 'VA'] }]);
    expect(await storedLeads(email)).toHaveLength(1);
  });
});

test.describe('lead forms without their scripts, checked by axe', () => {
  test.use({ viewport: DESKTOP });

  test('axe finds nothing serious on a form with errors and on a confirmation page, at 1440 and 390 px', async ({ page }) => {
    test.setTimeout(90_000);
    await asClient(page);
    // axe needs script in the page; the site's own scripts are refused, so every page is the server's HTML
    // as a browser without JavaScript shows it, and the forms post themselves.
    await page.route(/\/assets\/.*\.js(\?|$)/, (route) => route.abort());
    // The home form refused: first name left out, an e-mail without a domain.
    await page.goto('/');
    await fillHome(homeForm(page), { first: '', last: 'Hopper', email: 'grace@hopper' });
    await homeForm(page).getByRole('button', { name: 'Request My Quote' }).click();
    await expect(homeForm(page).locator('[data-error-summary]')).toBeInViewport();
    await shotsAndAxe(page, 'home-form-errors', homeForm(page));

    // The carrier application refused: nothing filled in.
    await page.goto(CARRIER.path);
    await applyForm(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(applyForm(page).locator('[data-error-summary]')).toBeInViewport();
    await shotsAndAxe(page, 'carrier-form-errors', applyForm(page));

    // The confirmation pages.
    for (const [name, post] of [['quote-received', HOME], ['agent-received', AGENT], ['carrier-received', CARRIER]] as const) {
      const response = await page.goto(post.receivedPath);
      expect(response!.status()).toBe(200);
      await shotsAndAxe(page, name);
    }
  });
});

test.describe('a form sent before its island hydrates', () => {
  test.use({ viewport: DESKTOP });

  test('script on but the scripts held back: the browser posts the home form itself, and exactly one lead is stored', async ({ page }) => {
    await asClient(page);
    const email = uniqueEmail('prehydration-home');
    // Every script of the page is held until the test lets it go: the island cannot hydrate.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
      if (holding) held.push(route);
      else await route.continue();
    });
    const api: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/quotes')) api.push(r);
    });
    // The held module script keeps the page from finishing loading: wait for the form, not for the load event.
    await page.goto('/', { waitUntil: 'commit' });
    const form = homeForm(page);
    await expect(form.getByRole('button', { name: 'Request My Quote' })).toBeEnabled();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await fillHome(form, { first: 'Katherine', last: 'Johnson', email });
    await expect(page.locator('[data-island="HomeQuoteForm"]')).not.toHaveAttribute('data-hydrated', 'true');

    const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === HOME.path);
    await form.getByRole('button', { name: 'Request My Quote' }).click();
    expect((await post).headers()['content-type']).toBe('application/x-www-form-urlencoded');
    await expect(page).toHaveURL(new RegExp(`${HOME.receivedPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Request Submitted!' })).toBeVisible();

    holding = false;
    for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    expect(api).toEqual([]);
    expect(await storedLeads(email)).toEqual([{ kind: 'quote', source: HOME.source, name: 'Katherine Johnson' }]);
  });

  test('the page\'s script loaded but the form\'s island held back: the click on the submit button is not held for it, the browser posts, one lead', async ({ page }) => {
    await asClient(page);
    const email = uniqueEmail('island-held-home');
    // Only the home form's own chunk is held: the browser entry runs and holds early clicks for islands still loading.
    const held: Route[] = [];
    await page.route(/\/assets\/chunks\/home-quote-form-[^/]*\.js(\?|$)/, (route) => void held.push(route));
    const api: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/quotes')) api.push(r);
    });
    await page.goto('/');
    const form = homeForm(page);
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await fillHome(form, { first: 'Dorothy', last: 'Vaughan', email });
    await expect(page.locator('[data-island="HomeQuoteForm"]')).not.toHaveAttribute('data-hydrated', 'true');

    const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === HOME.path);
    await form.getByRole('button', { name: 'Request My Quote' }).click();
    expect((await post).headers()['content-type']).toBe('application/x-www-form-urlencoded');
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Request Submitted!' })).toBeVisible();
    for (const route of held.splice(0)) await route.abort().catch(() => undefined);
    expect(api).toEqual([]);
    expect(await storedLeads(email)).toEqual([{ kind: 'quote', source: HOME.source, name: 'Dorothy Vaughan' }]);
  });
});
