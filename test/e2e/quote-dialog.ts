import { expect, type Page } from '@playwright/test';

// The slide-out quote dialog as the end-to-end tests fill it in (docs/product.md#4-quote-forms).

export const quoteDialog = (page: Page) => page.getByRole('dialog', { name: 'Get a 15-Minute Quote' });

/** Who sends a quote and between where: the dialog's required fields. */
export interface QuoteSender {
  name: string;
  email: string;
  phone: string;
  pickup: string;
  delivery: string;
}

/** Fills in the open dialog's required fields, sends it, and waits for its confirmation. */
export async function sendQuoteDialog(page: Page, sender: QuoteSender): Promise<void> {
  const dialog = quoteDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full name').fill(sender.name);
  await dialog.getByLabel('E-mail').fill(sender.email);
  await dialog.getByLabel('Phone').fill(sender.phone);
  await dialog.getByLabel('Pickup location').fill(sender.pickup);
  await dialog.getByLabel('Delivery location').fill(sender.delivery);
  await dialog.getByRole('button', { name: 'Get My Quote' }).click();
  await expect(dialog.getByText('Quote Request Submitted!')).toBeVisible();
}
