/** Vocabularies of form-abandonment reports (docs/product.md#6-abandoned-forms), shared by the API and the browser tracker. */
export const FORM_TYPES = ['home_quote', 'slide_out_quote'] as const;
export const ABANDONMENT_REASONS = ['inactivity', 'exit_intent', 'page_exit'] as const;
export type FormType = (typeof FORM_TYPES)[number];
export type AbandonmentReason = (typeof ABANDONMENT_REASONS)[number];

/** The words the leads desk shows for them (docs/product.md#21-leads-desk). */
export const FORM_TYPE_LABELS: Record<FormType, string> = { home_quote: 'Home page quote form', slide_out_quote: 'Quote dialog' };
export const ABANDONMENT_REASON_LABELS: Record<AbandonmentReason, string> = {
  inactivity: 'no typing for a while',
  exit_intent: 'about to leave the page',
  page_exit: 'left the page',
};
