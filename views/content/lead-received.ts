import type { LeadFormName } from '../../core/lead-form-post.js';
import type { DescribedLink } from './types.js';

/**
 * The confirmation pages a lead form posted without script lands on (docs/product.md#45-forms-without-javascript):
 * what was received, the 15-minute promise and the phone. Nothing of the visitor's own is shown or in the URL.
 */
export interface ReceivedCopy {
  eyebrow: string;
  title: string;
  text: string;
  note: string;
  metaTitle: string;
}

const QUOTE_PROMISE = "We'll contact you within 15 minutes with your personalized quote.";

export const receivedCopy: Readonly<Record<LeadFormName, ReceivedCopy>> = {
  home_quote: {
    eyebrow: 'Quote request received',
    title: 'Quote Request Submitted!',
    text: `Thank you: your quote request has reached our dispatch team. ${QUOTE_PROMISE}`,
    note: 'Shipment already waiting? Call dispatch now and mention your quote request.',
    metaTitle: 'Quote request received',
  },
  freight_agent: {
    eyebrow: 'Freight agent inquiry received',
    title: 'Inquiry received',
    text: 'Thank you. Our recruiting team will review your freight agent inquiry and contact you by e-mail or phone.',
    note: `Have a shipment to move in the meantime? Request a quote: ${QUOTE_PROMISE}`,
    metaTitle: 'Freight agent inquiry received',
  },
  carrier_application: {
    eyebrow: 'Carrier application received',
    title: 'Application received',
    text: 'Thank you. Our recruiting team will review your carrier application and contact you by e-mail or phone.',
    note: `Have a shipment to move in the meantime? Request a quote: ${QUOTE_PROMISE}`,
    metaTitle: 'Carrier application received',
  },
};

export const receivedHomeLabel = 'Return Home';

export const receivedLinks: { title: string; items: readonly DescribedLink[] } = {
  title: 'While you wait',
  items: [
    { label: 'Hand-Carry On-Board Courier', href: '/hand-carry-on-board-courier', description: 'A dedicated courier travels with your shipment door to door.' },
    { label: 'Same-Day Freight Delivery', href: '/same-day-freight-delivery', description: 'Urgent freight picked up and delivered the same day.' },
    { label: 'FAQ', href: '/faq', description: 'Answers on timing, insurance, tracking and quotes.' },
  ],
};
