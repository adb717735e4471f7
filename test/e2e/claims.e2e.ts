import { expect, test } from '@playwright/test';
import { approveFigurePath, CLAIM_MESSAGES } from '../../core/approved-claims.js';
import { ACCOUNTS, openSignedIn } from './admin-accounts.js';
import { checkPage, consoleErrors, islandReady } from './helpers.js';

// The approved claims in Chromium (docs/product.md#231-approved-marketing-claims): an editor follows an
// unapproved figure's link to the approve form, is told what a field lacks next to it, approves the
// figure and sees it listed, then removes it with a reason. Checked by axe and photographed at 1440 and 390 px.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const EDITOR = ACCOUNTS.claimsEditor;
const FIGURE = '15+ states';
const CLAIM = `Ground network in 15+ states (${run})`;

test('an editor approves a figure through the page, sees it listed, and removes it with a reason', async ({ page }) => {
  // Axe on a list of 50-odd claims, twice at two widths: well over the default on a busy 2-core machine.
  test.setTimeout(240_000);
  const errors = consoleErrors(page);

  await openSignedIn(page, EDITOR, approveFigurePath(FIGURE));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approved claims');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Approved claims' })).toHaveAttribute('aria-current', 'page');
  await islandReady(page, 'ClaimsDesk');
  const form = page.getByRole('region', { name: 'Approve a claim' });
  await expect(form.getByLabel('Figures')).toHaveValue(FIGURE);

  // Sent without a claim or a reason: each field says what it lacks, next to it, and the first takes the focus.
  await form.getByRole('button', { name: 'Approve claim' }).click();
  await expect(form.getByLabel('Claim')).toBeFocused();
  await expect(form.getByLabel('Claim')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Claim')).toHaveAccessibleDescription(`What the pages may say, in words. ${CLAIM_MESSAGES.claim}`);
  await expect(form.getByText(CLAIM_MESSAGES.reason)).toBeVisible();
  await checkPage(page, 'claims-form-errors');

  await form.getByLabel('Claim').fill(CLAIM);
  await form.getByLabel('Why it may be said').fill('Checked against the carrier contracts this month');
  await form.getByRole('button', { name: 'Approve claim' }).click();
  await expect(page.getByRole('status')).toHaveText(`Approved: ${CLAIM} (${FIGURE}). The next audit reads it.`);
  await expect(form.getByLabel('Figures')).toHaveValue('');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CLAIM, exact: true }) });
  await expect(card.getByRole('listitem')).toHaveText([FIGURE]);
  await expect(card).toContainText(`Approved by${EDITOR.username}`);
  await expect(page.getByRole('list', { name: 'Approved claims' }).getByRole('heading', { level: 3 }).first()).toHaveText(CLAIM);

  // After a reload the claim is still there: it is a row, not the island's state.
  await page.reload();
  await islandReady(page, 'ClaimsDesk');
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: `Remove: ${CLAIM}` }).click();
  const reason = card.getByLabel('Why it is removed');
  await expect(reason).toBeFocused();
  await card.getByRole('button', { name: `Remove claim: ${CLAIM}` }).click();
  await expect(card.getByText(CLAIM_MESSAGES.reason)).toBeVisible();
  await checkPage(page, 'claims-remove');
  await reason.fill('The contracts end this year');
  await card.getByRole('button', { name: `Remove claim: ${CLAIM}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Removed: ${CLAIM}.`);
  await expect(card).toHaveCount(0);
  expect(errors).toEqual([]);
});
