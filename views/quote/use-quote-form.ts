import type { AbandonmentFormType } from '../../client/abandonment.js';
import { track } from '../../client/analytics.js';
import { ApiError } from '../../client/api.js';
import { postQuote } from '../../client/quote-api.js';
import { useLeadForm, type LeadFormOptions } from '../forms/use-lead-form.js';
import { useAbandonment } from './use-abandonment.js';

export interface QuoteFormOptions<V extends { [K in keyof V]: string }, P extends object>
  extends Omit<LeadFormOptions<V, P>, 'post' | 'onSending'> {
  formType: AbandonmentFormType;
  /** The quote_submit source (docs/product.md#11-analytics-and-tracking). */
  source: string;
}

/**
 * A quote form (docs/product.md#4-quote-forms): the lead form posting to /api/quotes, with what both quote
 * forms add: the abandonment tracker (ended when a request goes out, a fresh session after a success), the
 * quote_submit and form_complete events. The server marks the visitor's abandoned forms recovered in the
 * quote's own transaction (and not for a honeypot hit), so the browser sends nothing more after a success.
 */
export function useQuoteForm<V extends { [K in keyof V]: string }, P extends object>(options: QuoteFormOptions<V, P>) {
  const { formType, source, onSuccess, onFailure, ...lead } = options;
  const form = useLeadForm<V, P>({
    ...lead,
    post: postQuote,
    onSending: () => abandonment.submitting(),
    onSuccess: (payload) => {
      track('quote_submit', { form_type: formType, source, success: true });
      // Only the dialog names its source here (docs/product.md#11-analytics-and-tracking).
      track('form_complete', formType === 'slide_out_quote' ? { form_type: formType, source } : { form_type: formType });
      abandonment.restart();
      onSuccess?.(payload);
    },
    onFailure: (error) => {
      track('quote_submit', { form_type: formType, source, success: false, status: error instanceof ApiError ? error.status : 0 });
      onFailure?.(error);
    },
  });
  const abandonment = useAbandonment(formType, form.values);
  return form;
}
