/** Vocabularies of form-abandonment reports (docs/product.md#6-abandoned-forms), shared by the API and the browser tracker. */
export const FORM_TYPES = ['home_quote', 'slide_out_quote'] as const;
export const ABANDONMENT_REASONS = ['inactivity', 'exit_intent', 'page_exit'] as const;
export type FormType = (typeof FORM_TYPES)[number];
export type AbandonmentReason = (typeof ABANDONMENT_REASONS)[number];
