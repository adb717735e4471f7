import { expect, test, type Page } from '@playwright/test';
import { sourceLabel } from '../../core/lead-labels.js';
import { ACCOUNTS, openSignedIn } from './admin-accounts.js';
import { query } from './db.js';
import { DESKTOP, islandReady, uniqueEmail } from './helpers.js';
import { quoteDialog, sendQuoteDialog } from './quote-dialog.js';

// The whole journey against the real API: what the visitor does in Chromium ends as rows in PostgreSQL.

const dialog = quoteDialog;

const fillAndSend = (page: Page, email: string) => sendQuoteDialog(page, { name: 'Ada King Lovelace', email, phone: '704-555-0100', pickup: 'Charlotte, NC', delivery: 'Dallas, TX' });

async function storedQuote(email: string) {
  const rows = await query<{ form: string; source: string; first_name: string; last_name: string; pickup: string; landing_page: string | null }>(
    'select form, source, first_name, last_name, pickup, landing_page from quote_request where email = $1',
    [email],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

test.describe('leads reach the database', () => {
  test.use({ viewport: DESKTOP });

  const openers: [string, string, (page: Page) => Promise<void>][] = [
    ['the desktop navigation', 'navigation_desktop_header', async (page) => {
      await page.locator('header [data-quote-source="navigation_desktop_header"]').click();
    }],
    ['the hero', 'hero_section', async (page) => {
      await page.locator('main [data-quote-source="hero_section"]').click();
    }],
    ['the floating button', 'floating_pallet', async (page) => {
      await islandReady(page, 'FloatingQuoteButton');
      await page.locator('[data-quote-source="floating_pallet"]').click();
    }],
    ['a window message without a source', 'blog_article', async (page) => {
      await page.evaluate(() => window.postMessage({ action: 'openQuoteForm' }, window.location.origin));
    }],
    ['the window hook', 'white_glove_page', async (page) => {
      await page.evaluate(() => (window as unknown as { openQuoteForm(source: string): void }).openQuoteForm('white_glove_page'));
    }],
  ];

  for (const [label, source, open] of openers) {
    test(`opened from ${label}, the stored row carries source slide_out_${source}`, async ({ page }) => {
      const email = uniqueEmail(source);
      await page.goto('/');
      await islandReady(page, 'QuoteDialog');
      await open(page);
      await fillAndSend(page, email);
      expect(await storedQuote(email)).toMatchObject({
        form: 'slide_out',
        source: `slide_out_${source}`,
        first_name: 'Ada',
        last_name: 'King Lovelace',
        pickup: 'Charlotte, NC',
      });
    });
  }

  test('opened from ?quote=, the stored row carries that source and the first-touch landing page', async ({ page }) => {
    const email = uniqueEmail('url');
    await page.goto('/?quote=hand-carry-2025&utm_source=newsletter');
    await fillAndSend(page, email);
    expect(await storedQuote(email)).toMatchObject({ source: 'slide_out_hand-carry-2025', landing_page: '/?quote=hand-carry-2025&utm_source=newsletter' });
    const [utm] = await query<{ utm_source: string }>('select utm_source from quote_request where email = $1', [email]);
    expect(utm!.utm_source).toBe('newsletter');
  });

  test('a lead from /?quote=NewsLetter is stored lower-cased and found on the desk: the inbox filter, the API and the export', async ({ page }) => {
    const email = uniqueEmail('newsletter');
    await page.goto('/?quote=NewsLetter');
    await fillAndSend(page, email);
    expect(await storedQuote(email)).toMatchObject({ source: 'slide_out_newsletter' });

    await openSignedIn(page, ACCOUNTS.sourcesAdmin, '/admin/leads');
    const filters = page.getByRole('form', { name: 'Filter leads' });
    await filters.getByText('More filters').click();
    await filters.getByLabel('Source').selectOption({ label: sourceLabel('slide_out_newsletter') });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/[?&]source=slide_out_newsletter(&|$)/);
    const inbox = page.getByRole('main');
    await expect(inbox.getByRole('link', { name: 'Ada King Lovelace', exact: true })).toHaveCount(1);
    await expect(inbox.getByRole('link', { name: `E-mail Ada King Lovelace at ${email}`, exact: true })).toHaveCount(1);

    // The API and the export take the source as the link spelled it, by the page's own rule.
    const api = await page.request.get('/api/admin/leads?source=slide_out_NewsLetter');
    expect(api.status()).toBe(200);
    expect(((await api.json()) as { leads: { email: string }[] }).leads.map((lead) => lead.email)).toEqual([email]);
    const exportHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(exportHref).toContain('source=slide_out_newsletter');
    const csv = await page.request.get('/api/admin/leads/export.csv?source=slide_out_NewsLetter');
    expect(csv.status()).toBe(200);
    const rows = (await csv.text()).trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`,${email},`);
  });

  test('the home form stores a home quote and shows the success toast', async ({ page }) => {
    const email = uniqueEmail('home');
    await page.goto('/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await islandReady(page, 'HomeQuoteForm');
    const form = page.locator('#contact form');
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Service').selectOption('medical-transport');
    await form.getByRole('button', { name: /quote/i }).click();
    await expect(page.getByText('Quote Request Submitted!')).toBeVisible();
    await expect(page.getByText("We'll contact you within a few minutes with a detailed quote.")).toBeVisible();
    expect(await storedQuote(email)).toMatchObject({ form: 'home', source: null, first_name: 'Grace', last_name: 'Hopper' });
  });

  test('a slide-out form left idle is stored as abandoned, and the later quote marks it recovered', async ({ page }) => {
    const email = uniqueEmail('abandon');
    await page.clock.install();
    await page.goto('/');
    await islandReady(page, 'QuoteDialog');
    await page.locator('main [data-quote-source="hero_section"]').click();
    await dialog(page).getByLabel('Full name').fill('Ada Lovelace');
    await dialog(page).getByLabel('E-mail').fill(email);
    await page.clock.fastForward('00:31');
    const abandoned = () => query<{ reason: string; recovered_at: Date | null }>('select reason, recovered_at from abandoned_form where email = $1', [email]);
    await expect.poll(async () => (await abandoned()).length).toBe(1);
    expect((await abandoned())[0]).toMatchObject({ reason: 'inactivity', recovered_at: null });

    await dialog(page).getByLabel('Phone').fill('704-555-0100');
    await dialog(page).getByLabel('Pickup location').fill('Charlotte, NC');
    await dialog(page).getByLabel('Delivery location').fill('Dallas, TX');
    await dialog(page).getByRole('button', { name: 'Get My Quote' }).click();
    await expect(dialog(page).getByText('Quote Request Submitted!')).toBeVisible();
    await expect.poll(async () => (await abandoned())[0]!.recovered_at).not.toBeNull();
  });
});
