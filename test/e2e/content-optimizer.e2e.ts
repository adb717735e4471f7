import { expect, test } from '@playwright/test';
import { ACCOUNTS, openSignedIn } from './admin-accounts.js';
import { consoleErrors, DESKTOP, islandReady, MOBILE, screenshot, seriousViolations } from './helpers.js';

// The content optimizer on the dashboard, in Chromium (docs/product.md#23-content-optimizer): an admin
// starts an audit of the whole site and sees its report without reloading; a viewer reads it without the
// button.

const ADMIN = ACCOUNTS.auditAdmin;
const VIEWER = ACCOUNTS.auditViewer;

test.describe.configure({ mode: 'serial' });

test('an admin starts an audit from the dashboard and sees its result without reloading', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, ADMIN, '/content-optimizer');
  const panel = page.locator('[data-island="AuditPanel"]');
  // The panel sits below the desk's figures and waiting leads: it hydrates when it comes into view.
  await panel.scrollIntoViewIfNeeded();
  await islandReady(page, 'AuditPanel');
  // A mark on the window survives only if the page is never loaded again.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await panel.getByRole('button', { name: 'Run audit now' }).click();
  await expect(panel.getByText(/Audit running/)).toBeVisible();
  // The finished run names who started it; its pages are listed worst first, each linking to the page.
  await expect(panel.getByText(/Audit finished/)).toBeVisible({ timeout: 90_000 });
  await expect(panel.getByText(ADMIN.username).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  const firstPage = panel.getByRole('link', { name: /^\/[a-z0-9\-/]*$/ }).first();
  await expect(firstPage).toBeVisible();
  expect(await firstPage.getAttribute('href')).toBe(await firstPage.textContent());

  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'content-optimizer-desktop');
  await page.setViewportSize(MOBILE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'content-optimizer-mobile');

  // The filter form works without script: warnings only.
  await page.setViewportSize(DESKTOP);
  await panel.getByLabel('Severity').selectOption('warning');
  await panel.getByRole('button', { name: 'Filter' }).click();
  await page.waitForURL(/severity=warning/);
  await expect(page.locator('[data-island="AuditPanel"]').getByLabel('Severity')).toHaveValue('warning');
  expect(errors).toEqual([]);
});

test('a viewer sees the results and no start button', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await openSignedIn(page, VIEWER, '/content-optimizer');
  const panel = page.locator('[data-island="AuditPanel"]');
  // On a phone the panel is below the desk's figures: it hydrates when it comes into view.
  await panel.scrollIntoViewIfNeeded();
  await islandReady(page, 'AuditPanel');
  await expect(panel.getByText(ADMIN.username).first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Run audit now' })).toHaveCount(0);
  await expect(panel.getByText('Only admins can start an audit.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'content-optimizer-viewer-mobile');
});
