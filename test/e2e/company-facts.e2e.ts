import { expect, test } from '@playwright/test';
import { ADMIN_FACTS_PATH, FACT_TEXTS } from '../../core/company-facts.js';
import { ACCOUNTS, openSignedIn } from './admin-accounts.js';
import { checkPage, consoleErrors, islandReady } from './helpers.js';

// The company facts in Chromium (docs/product.md#253-company-facts): an editor opens an award's editor,
// is told what a field lacks next to it, then confirms an unconfirmed award after ticking "I have checked
// this is true" and sees who confirmed it. Checked by axe and photographed at 1440 and 390 px.

const EDITOR = ACCOUNTS.factsEditor;

test('an editor confirms an award in the page, after saying it was checked', async ({ page }) => {
  // Axe on three states of the page at two widths: well over the default on a busy 2-core machine.
  test.setTimeout(240_000);
  const errors = consoleErrors(page);

  await openSignedIn(page, EDITOR, ADMIN_FACTS_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company facts');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Company facts' })).toHaveAttribute('aria-current', 'page');
  await islandReady(page, 'FactsDesk');
  await checkPage(page, 'facts-list');

  // An award without a unconfirmed badge is taken: the first one still unconfirmed.
  const awards = page.getByRole('region', { name: 'Awards' });
  const card = awards.getByRole('listitem').filter({ hasText: FACT_TEXTS.unconfirmed }).first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;

  // The editor: an emptied title is refused next to the field, which takes the focus.
  await card.getByRole('button', { name: `Edit: ${name}` }).click();
  const editor = page.getByRole('region', { name: `Edit: ${name}` });
  await editor.getByLabel('Title').fill('');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor.getByLabel('Title')).toBeFocused();
  await expect(editor.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByLabel('Title')).toHaveAccessibleDescription('title is required');
  await checkPage(page, 'facts-editor-errors');
  await editor.getByRole('button', { name: 'Cancel' }).click();

  const named = awards.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await named.getByRole('button', { name: `Confirm: ${name}` }).click();
  const checked = named.getByLabel(FACT_TEXTS.confirmQuestion);
  await expect(checked).toBeFocused();
  // Not ticked: it asks again.
  await named.getByRole('button', { name: `Confirm: ${name}` }).click();
  await expect(named.getByText('Tick the box once you have checked it')).toBeVisible();
  await checked.check();
  await checkPage(page, 'facts-confirm');
  await named.getByRole('button', { name: `Confirm: ${name}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Confirmed: ${name}.`);
  await expect(named).toContainText(`Confirmed by ${EDITOR.username} at`);

  // After a reload it is still confirmed: it is a row, not the island's state.
  await page.reload();
  await islandReady(page, 'FactsDesk');
  await expect(named).toContainText(`Confirmed by ${EDITOR.username} at`);
  await expect(named.getByRole('button', { name: `Confirm: ${name}` })).toHaveCount(0);
  expect(errors).toEqual([]);
});
