import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, openSignedIn } from './admin-accounts.js';
import { postQuote } from './desk-leads.js';
import { checkPage, consoleErrors, islandReady, MOBILE, screenshot } from './helpers.js';

// The dashboard's figures by owner, in Chromium against the real API (docs/product.md#21-leads-desk): a
// dispatcher's row of today moves when they take a lead and answer it.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const D = ACCOUNTS.dispatcherD;
const tag = run.replace(/[^a-z]/g, '').slice(0, 6);
const FIRST = `Ada Owned${tag}`;
const SECOND = `Lin Owned${tag}`;
/** The dispatcher's row of today's table by owner, as its cells read: owner, leads, answered, median, 90th percentile, within 15 min. */
async function todaysRow(page: Page): Promise<string[]> {
  await page.goto('/content-optimizer');
  const row = page.getByRole('table', { name: 'By owner Today' }).getByRole('row').filter({ has: page.getByRole('link', { name: D.username, exact: true }) });
  await expect(row).toHaveCount(1);
  return (await row.locator('th, td').allInnerTexts()).map((cell) => cell.trim());
}

let leadIds: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  leadIds = [
    await postQuote(request, { first: FIRST.split(' ')[0]!, last: FIRST.split(' ')[1]!, email: `owned-1-${run}@example.test` }),
    await postQuote(request, { first: SECOND.split(' ')[0]!, last: SECOND.split(' ')[1]!, email: `owned-2-${run}@example.test` }),
  ];
});

test("a dispatcher's figures by owner move when they take a lead and answer it", async ({ page }) => {
  const errors = consoleErrors(page);
  await openSignedIn(page, D, '/admin/leads?owner=none');
  // One lead taken from the inbox, not answered yet: counted, nothing measured.
  const row = page.locator('tbody tr', { hasText: FIRST });
  await row.getByRole('button', { name: `Take the lead of ${FIRST}` }).click();
  await expect(row.getByRole('status')).toHaveText(`Yours now (${D.username})`);
  const before = await todaysRow(page);
  expect(before.slice(0, 4)).toEqual([D.username, '1', '0', '—']);

  // The second lead: taken on its page and answered (new -> contacted).
  await page.goto(`/admin/leads/${leadIds[1]}`);
  await islandReady(page, 'LeadWorkbench');
  const owner = page.getByRole('region', { name: 'Owner' });
  await owner.getByRole('button', { name: 'Take this lead' }).click();
  await expect(owner).toContainText(`Owner: ${D.username}`);
  await page.getByRole('button', { name: 'Contacted', exact: true }).click();
  await expect(page.getByText('Now: Contacted')).toBeVisible();

  const after = await todaysRow(page);
  expect(after.slice(0, 3)).toEqual([D.username, '2', '1']);
  // Answered within the promise: a median and a 90th percentile in minutes where a dash stood, the promise kept.
  expect(after[3]).toMatch(/^\d+ min$/);
  expect(after[4]).toBe(after[3]);
  expect(after[5]).toBe('100%');
  // The owner's name opens the inbox at their leads.
  await page.getByRole('table', { name: 'By owner Today' }).getByRole('link', { name: D.username, exact: true }).click();
  await page.waitForURL(`**/admin/leads?owner=${D.username}`);
  await expect(page.locator('tbody tr', { hasText: FIRST })).toHaveCount(1);
  await expect(page.locator('tbody tr', { hasText: SECOND })).toHaveCount(1);

  await page.goto('/content-optimizer');
  await expect(page.getByText('Escalated today')).toBeVisible();
  // axe and no sideways scroll at 1440 and 390 px; the tables scroll in their own boxes on a phone.
  await checkPage(page, 'dashboard-owners');
  await page.setViewportSize(MOBILE);
  const box = page.getByRole('region', { name: 'By owner Today' });
  await box.scrollIntoViewIfNeeded();
  await screenshot(page, 'dashboard-owners-table-390', { fullPage: false });
  const { x, width } = (await box.boundingBox())!;
  expect(x + width).toBeLessThanOrEqual(MOBILE.width);
  expect(errors).toEqual([]);
});
