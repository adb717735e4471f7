import { expect, test } from '@playwright/test';
import { AUDIT_CHECKS } from '../../core/content-audit.js';
import { ACCOUNTS, openSignedIn } from './admin-accounts.js';
import { checkPage, consoleErrors, islandReady } from './helpers.js';

// The studio's titles and descriptions of pages in Chromium (docs/product.md#252-titles-and-descriptions-of-pages):
// an editor finds a page, sees the live warning for a title that is too long, saves a good one, and the
// public page shows it; then goes back to the default. The list and the editor pass axe at 1440 and 390 px.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const EDITOR = ACCOUNTS.metaEditor;
const PAGE = '/case-studies';
const TITLE = `Expedite Case Studies: Urgent Freight Saved ${run.slice(-4)}`;

test('an editor overrides a page title with live checks, and the public page shows it', async ({ page }) => {
  // The first look at the list makes the index of every sitemap page's title (seconds on a busy machine).
  test.setTimeout(150_000);
  const errors = consoleErrors(page);
  await openSignedIn(page, EDITOR, '/admin/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' })).toHaveAttribute('aria-current', 'page');

  await page.getByLabel('Search by path or title').fill('case-studies');
  await page.getByLabel('Search by path or title').press('Enter');
  await page.waitForURL('**/admin/pages?q=case-studies');
  await checkPage(page, 'page-meta-list');
  await page.getByRole('link', { name: PAGE, exact: true }).click();
  await page.waitForURL(`**/admin/pages/meta?path=${encodeURIComponent(PAGE)}`);
  await islandReady(page, 'PageMetaEditor');

  const title = page.getByLabel('Title', { exact: true });
  await title.fill('Expedite case studies: how urgent freight got there on time, every time');
  await expect(page.getByText(AUDIT_CHECKS['title-length'].label)).toBeVisible();
  await expect(page.getByText(/The title is \d+ characters; at most 60 show in search results\./)).toBeVisible();
  await checkPage(page, 'page-meta-editor-warning');

  await title.fill(TITLE);
  await expect(page.getByText(AUDIT_CHECKS['title-length'].label)).toHaveCount(0);
  await expect(page.getByText(`${[...TITLE].length} characters; 30-60 wanted`)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. The page shows it now.' })).toBeVisible();
  await checkPage(page, 'page-meta-editor-saved');

  const publicPage = await page.context().newPage();
  await publicPage.goto(PAGE);
  await expect(publicPage).toHaveTitle(TITLE);
  await expect(publicPage.locator('meta[property="og:title"]')).toHaveAttribute('content', TITLE);
  await publicPage.close();

  // Back to the default asks first, with the keyboard alone.
  await page.getByRole('button', { name: 'Back to the default' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Go back to the default?', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, back to the default' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Back to the default' })).toBeVisible();
  await expect(title).toHaveValue('');
  const restored = await page.context().newPage();
  await restored.goto(PAGE);
  await expect(restored).not.toHaveTitle(TITLE);
  await restored.close();
  expect(errors).toEqual([]);
});
