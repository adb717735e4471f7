import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PERMISSIONS } from '../../core/admin.js';
import { slugFromTitle, STUDIO_PATHS } from '../../core/studio-posts.js';
import { ACCOUNTS, openSignedIn } from './admin-accounts.js';
import { checkPage as checkPageAt, DESKTOP, islandReady, MOBILE, screenshot } from './helpers.js';

// The content studio in Chromium (docs/product.md#25-content-studio): an editor writes a post, sees the
// page it makes in the preview with its checks, saves, publishes it and finds it on the blog; the same
// editor is kept out of the inbox. The list and the editor are checked by axe and photographed at 1440
// and 390 px.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const EDITOR = ACCOUNTS.studioEditor;
const TITLE = `Hot Shot Freight Across the Carolinas ${run}`;
const PREVIEW_FRAME = 'iframe[title="Preview of the post page"]';
const COVER_ALT = 'A box truck at a loading dock at dawn';

const PARAGRAPH =
  'A hot shot truck leaves within the hour with one load and one driver, straight from the dock to the door. Shippers call it when a line is down, a part is missing, or a clinic waits on a sample: every hour of waiting costs more than the run itself. The driver calls ahead, the dispatcher watches the route, and the receiver knows the time the freight will arrive.';

const BODY = `${PARAGRAPH}\n\n## When a hot shot is the right call\n\n${PARAGRAPH}\n\n${PARAGRAPH}\n\n## What to have ready\n\n${PARAGRAPH}\n\n${PARAGRAPH}`;

/**
 * The page at 1440 and 390 px: screenshots, axe, no sideways scroll. The preview frame holds a public post
 * page, which the blog's own tests check.
 */
const checkPage = (page: Page, name: string) => checkPageAt(page, `studio-${name}`, [PREVIEW_FRAME]);

test('an editor writes a post, previews it with its checks, saves, publishes it and finds it on the blog', async ({ page }) => {
  test.setTimeout(150_000);
  await openSignedIn(page, EDITOR, '/content-optimizer');

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Posts' }).click();
  await page.waitForURL(`**${STUDIO_PATHS.posts}`);
  await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible();
  await checkPage(page, 'list');

  await page.getByRole('link', { name: 'New post' }).click();
  await page.waitForURL(`**${STUDIO_PATHS.newPost}`);
  await islandReady(page, 'PostEditor');
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await expect(page.getByLabel('Slug')).toHaveValue(slugFromTitle(TITLE));
  await page.getByLabel('Category').selectOption('expedited-freight');
  await page.getByLabel('Excerpt').fill('When a line is down or a clinic waits, a hot shot truck leaves within the hour: what it costs and what to have ready.');
  await page.getByLabel('Author').fill('Dana Reyes');
  await page.getByLabel('Body (Markdown)').fill(BODY);

  await page.getByLabel('Upload an image').setInputFiles('views/assets/og-default.png');
  await page.getByLabel('Alt text of the image to upload (required)').fill(COVER_ALT);
  await page.getByRole('button', { name: 'Upload the cover' }).click();
  await expect(page.getByRole('img', { name: COVER_ALT })).toBeVisible();
  await expect(page.getByLabel('Cover alt text')).toHaveValue(COVER_ALT);

  const preview = page.frameLocator(PREVIEW_FRAME);
  await expect(preview.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Checks' })).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const withWarnings = page.getByRole('button', { name: /^Publish with \d+ warnings$/ });
  const published = page.getByRole('status').filter({ hasText: /Published at/ });
  await expect(withWarnings.or(published)).toBeVisible({ timeout: 20_000 });
  if (await withWarnings.isVisible()) await withWarnings.click();
  await expect(published).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();

  await page.reload();
  await islandReady(page, 'PostEditor');
  await expect(preview.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Update the live page' })).toBeDisabled();
  await page.getByText('Revisions', { exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `by ${EDITOR.username}` }).first()).toBeVisible();
  await checkPage(page, 'editor');
  // A frame of another origin off screen is not painted in a full-page shot: the preview on a phone, in view.
  await page.setViewportSize(MOBILE);
  await page.getByTitle('Preview of the post page').scrollIntoViewIfNeeded();
  await expect(preview.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await screenshot(page, 'studio-editor-preview-390', { fullPage: false });
  await page.setViewportSize(DESKTOP);

  const blog = await page.goto(`/blog/${slugFromTitle(TITLE)}`);
  expect(blog?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'When a hot shot is the right call', level: 2 })).toBeVisible();
  await expect(page.getByRole('img', { name: COVER_ALT })).toBeVisible();

  const inbox = await page.goto('/admin/leads');
  expect(inbox?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: ADMIN_PERMISSIONS['leads:read'].title })).toBeVisible();
});
