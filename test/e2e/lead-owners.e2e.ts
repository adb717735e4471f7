import { expect, test } from '@playwright/test';
import { leadTakenMessage } from '../../core/lead-desk.js';
import { ownerChangeText } from '../../core/lead-timeline-text.js';
import { ACCOUNTS, openSignedIn } from './admin-accounts.js';
import { postQuote } from './desk-leads.js';
import { checkPage, consoleErrors, DESKTOP, islandReady } from './helpers.js';

// Who works a lead, in Chromium (docs/product.md#21-leads-desk): dispatcher A takes a lead from the inbox;
// dispatcher B sees A as its owner in the inbox and on its page, and is told A has it when B tries to take it.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const A = ACCOUNTS.dispatcherA;
const B = ACCOUNTS.dispatcherB;
const PERSON = `Grace Owner${run.replace(/[^a-z]/g, '').slice(0, 6)}`;

let leadId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  leadId = await postQuote(request, { first: PERSON.split(' ')[0]!, last: PERSON.split(' ').slice(1).join(' '), email: `owner-${run}@example.test` });
});

test('dispatcher A takes a lead from the inbox; B sees who has it and is told so when taking it', async ({ browser }) => {
  // Two dispatchers' browser contexts and six axe runs (three pages at two widths): more than the default on a busy 2-core machine.
  test.setTimeout(90_000);
  // Two dispatchers, each in a browser context of their own (axe needs a context made by newContext).
  const aContext = await browser.newContext({ viewport: DESKTOP });
  const bContext = await browser.newContext({ viewport: DESKTOP });
  const a = await aContext.newPage();
  const aErrors = consoleErrors(a);
  await openSignedIn(a, A, '/admin/leads?owner=none');
  const row = a.locator('tbody tr', { hasText: PERSON });
  await expect(row).toContainText('Unassigned');
  await checkPage(a, 'lead-owners-inbox-unassigned');
  await row.getByRole('button', { name: `Take the lead of ${PERSON}` }).click();
  await expect(row.getByRole('status')).toHaveText(`Yours now (${A.username})`);
  // Mine now: the owner filter finds it.
  await a.goto('/admin/leads?owner=me');
  await expect(a.locator('tbody tr', { hasText: PERSON })).toContainText(A.username);
  expect(aErrors).toEqual([]);

  const b = await bContext.newPage();
  const bErrors = consoleErrors(b);
  await openSignedIn(b, B, '/admin/leads');
  const seen = b.locator('tbody tr', { hasText: PERSON });
  await expect(seen).toContainText(A.username);
  await expect(seen.getByRole('button', { name: /Take/ })).toHaveCount(0);
  await checkPage(b, 'lead-owners-inbox');

  await b.goto(`/admin/leads/${leadId}`);
  await islandReady(b, 'LeadWorkbench');
  const owner = b.getByRole('region', { name: 'Owner' });
  await expect(owner).toContainText(`Owner: ${A.username}`);
  await expect(b.getByText(ownerChangeText(A.username, A.username))).toBeVisible();
  await owner.getByRole('button', { name: 'Take this lead' }).click();
  await expect(owner.getByRole('alert')).toHaveText(leadTakenMessage(A.username));
  await checkPage(b, 'lead-owners-lead');
  // Nothing was taken from A.
  await b.reload();
  await expect(b.getByRole('region', { name: 'Owner' })).toContainText(`Owner: ${A.username}`);
  // The 409 is the answer the page shows, not a script error.
  expect(bErrors.filter((error) => !error.includes('409'))).toEqual([]);
  await aContext.close();
  await bContext.close();
});
