export const FORM_TYPES = ['home_quote', 'slide_out_quote'] as const;
export const ABANDONMENT_REASONS = ['inactivity', 'exit_intent', 'page_exit'] as const;
export type FormType = (typeof FORM_TYPES)[number];
