import { expect, test } from '@playwright/test';
import { ADMIN_PERMISSIONS } from '../../core/admin.js';
import type { PageRecheckView } from '../../core/content-audit.js';
import { zonedWallTime } from '../../core/desk-days.js';
import { slugFromTitle, STUDIO_PATHS } from '../../core/studio-posts.js';
import { createAccount, signIn } from './admin-accounts.js';
import { islandReady } from './helpers.js';
import { advanceServerClock, serverNow } from './test-clock.js';

// The studio's whole journey in Chromium (docs/product.md#25-content-studio): an editor writes a post with
// a figure the approved claims do not hold, sees the warning in the checks, approves the figure, schedules
// the post an hour ahead and finds it on the blog once the server's clock has been moved past that hour
// (TEST_CLOCK: nothing waits for it); the optimizer's one-page check finds the post's long title, and the
// finding leads back to its editor; the inbox stays closed to an editor.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const EDITOR = { username: `journey-editor-${run}`, password: 'Lantern-Harbor-Kettle-42' };
const TITLE = `Trade Show Crates Moved Overnight ${run}`;
const SLUG = slugFromTitle(TITLE);
/** A count with what it counts, approved by no claim (a new number each run, so the approval is this run's). */
const FIGURE = `${100 + (Date.now() % 800)}+ crates`;
/** The desk's zone on the e2e server (DESK_TIME_ZONE's default). */
const DESK_ZONE = 'America/New_York';

const PARAGRAPH =
  'The booth was built, the lights were hung, and the crates with the demo units were still at the warehouse two states away. Dispatch booked a dedicated truck within the hour, the driver called the show office from the road, and the freight reached the marshalling yard before the doors opened the next morning. The exhibitor set up the demo on time, and nobody on the floor knew how close it had been.';
const BODY = [
  `Last spring one exhibitor shipped ${FIGURE} to a regional trade show on a single night's notice.`,
  '',
  PARAGRAPH,
  '',
  '## How the night went',
  '',
  PARAGRAPH,
  '',
  PARAGRAPH,
].join('\n');

test.beforeAll(() => {
  createAccount(EDITOR.username, 'editor', EDITOR.password);
});

test('an editor approves a figure the checks flag, schedules the post an hour ahead and finds it on the blog when the hour has passed; the finding leads back to the editor', async ({ page, request }) => {
  // A journey through eight pages: more than the default 45 s on a busy 2-core machine.
  test.setTimeout(120_000);
  await signIn(page, EDITOR);
  await page.waitForURL('**/content-optimizer');

  await page.goto(STUDIO_PATHS.newPost);
  await islandReady(page, 'PostEditor');
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByLabel('Category').selectOption('logistics-guide');
  await page.getByLabel('Excerpt').fill('A trade show booth, crates two states away and one night to close the gap: how dispatch planned the run.');
  await page.getByLabel('Author').fill('Dispatch Team');
  await page.getByLabel('Body (Markdown)').fill(BODY);
  // A meta title too long for a search result: a warning the optimizer will find on the live page too.
  await page.getByLabel('Meta title').fill(`${TITLE}: how dispatch moved a whole booth overnight`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  const editorUrl = page.url();

  // The checks flag the figure, with a way to approve it.
  const approve = page.getByRole('link', { name: `Approve “${FIGURE}” in Approved claims (opens in a new tab)` });
  await expect(approve).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`"${FIGURE}" is not a figure of the approved marketing claims.`)).toBeVisible();

  const [claims] = await Promise.all([page.waitForEvent('popup'), approve.click()]);
  await islandReady(claims, 'ClaimsDesk');
  const form = claims.getByRole('region', { name: 'Approve a claim' });
  await expect(form.getByLabel('Figures')).toHaveValue(FIGURE);
  await form.getByLabel('Claim').fill(`Trade show case: ${FIGURE} moved overnight`);
  await form.getByLabel('Why it may be said').fill('Checked against the bill of lading of that shipment');
  await form.getByRole('button', { name: 'Approve claim' }).click();
  await expect(claims.getByRole('status')).toHaveText(new RegExp(`^Approved: .*\\(${FIGURE.replace('+', '\\+')}\\)`));
  await claims.close();

  // Back in the editor the checks no longer flag it.
  await page.goto(editorUrl);
  await islandReady(page, 'PostEditor');
  await expect(page.frameLocator('iframe[title="Preview of the post page"]').getByRole('heading', { name: TITLE, level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /^Warnings \(\d+\)$/ })).toBeVisible();
  await expect(approve).toHaveCount(0);

  // Scheduled an hour ahead on the server's clock (to the minute), in the desk's zone.
  const publishAt = zonedWallTime(new Date((await serverNow(request)) + 3600_000), DESK_ZONE);
  await page.getByLabel(`Publish at (${DESK_ZONE})`).fill(publishAt);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const withWarnings = page.getByRole('button', { name: /^Schedule with \d+ warnings$/ });
  const scheduled = page.getByText(`Scheduled for ${publishAt.replace('T', ' ')} (${DESK_ZONE})`);
  await expect(withWarnings.or(scheduled)).toBeVisible({ timeout: 20_000 });
  if (await withWarnings.isVisible()) await withWarnings.click();
  await expect(scheduled).toBeVisible({ timeout: 20_000 });
  expect((await request.get(`/blog/${SLUG}`)).status()).toBe(404);

  // The hour passes on the server's clock, and the job publishes it: the page, and the blog's list.
  await advanceServerClock(request, 3600_000 + 60_000);
  await expect.poll(async () => (await request.get(`/blog/${SLUG}`)).status(), { timeout: 20_000, intervals: [250] }).toBe(200);
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: TITLE }).first()).toBeVisible();

  // The inbox stays closed to an editor.
  const inbox = await page.goto('/admin/leads');
  expect(inbox?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: ADMIN_PERMISSIONS['leads:read'].title })).toBeVisible();

  // The optimizer's check of the live post on its own (its one-page audit, as "Check this page again" asks
  // it) finds the long title; the finding's place to fix it is the post's editor, which opens.
  const checked = await page.request.post('/api/admin/audits/pages', { data: { path: `/blog/${SLUG}` }, headers: { Origin: new URL(editorUrl).origin } });
  expect(checked.status()).toBe(200);
  const { page: audited } = (await checked.json()) as { page: PageRecheckView };
  const longTitle = audited.findings.find((finding) => finding.check === 'title-length');
  expect(longTitle?.fixPlace).toEqual({ label: 'Open the post in the studio', href: new URL(editorUrl).pathname });
  await page.goto(longTitle!.fixPlace!.href);
  await islandReady(page, 'PostEditor');
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
});
