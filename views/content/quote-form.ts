/**
 * Copy and choices of the two quote forms (docs/product.md#4-quote-forms). The choice values and their labels
 * are the API's own lists (core/quote-options.ts), which the leads desk shows too.
 */

import {
  HOME_SERVICES,
  SERVICE_LABELS,
  SLIDE_OUT_SERVICES,
  TIMEFRAME_LABELS,
  TIMEFRAMES,
  type HomeService,
  type SlideOutService,
  type Timeframe,
} from '../../core/quote-options.js';

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** The choices of a select: the values (and their order) from the shared list, a label for each. */
function choices<V extends string>(values: readonly V[], labels: Record<V, string>): readonly Choice<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const homeServices = choices<HomeService>(HOME_SERVICES, SERVICE_LABELS);

export const slideOutServices = choices<SlideOutService>(SLIDE_OUT_SERVICES, SERVICE_LABELS);

export const timeframes = choices<Timeframe>(TIMEFRAMES, TIMEFRAME_LABELS);

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Are you sure you want to leave?';

export const slideOutCopy = {
  title: 'Get a 15-Minute Quote',
  intro: 'Tell us what is moving and where. A dispatcher replies within 15 minutes, 24/7.',
  close: 'Close quote form',
  submit: 'Get My Quote',
  submitting: 'Submitting...',
  sent: 'Request Sent',
  successTitle: 'Quote Request Submitted!',
  successText: "We'll contact you within 15 minutes with your personalized quote.",
  failure: "We couldn't send your request. Please try again, or call us at",
  fieldsInvalid: 'Please correct the highlighted fields.',
  alsoCall: 'You can also call us at',
  requiredNote: 'Fields marked * are required.',
  callPrompt: 'Need it moving now? Call dispatch',
  labels: {
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone',
    company: 'Company',
    serviceType: 'Service type',
    pickupLocation: 'Pickup location',
    deliveryLocation: 'Delivery location',
    dimensions: 'Dimensions',
    weight: 'Weight',
    timeframe: 'Timeframe',
    description: 'Additional details',
  },
  placeholders: {
    pickupLocation: 'City, state or ZIP',
    deliveryLocation: 'City, state or ZIP',
    dimensions: 'e.g. 48 x 40 x 36 in',
    weight: 'e.g. 350 lb',
    description: 'Special handling, deadlines, anything we should know',
  },
  chooseService: 'Choose a service',
  chooseTimeframe: 'Choose a timeframe',
  required: 'required',
} as const;

export const homeFormCopy = {
  title: 'Request a quote',
  intro: 'Four fields and we take it from there.',
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    service: 'Service',
    message: 'Shipment details',
  },
  chooseService: 'Choose a service',
  messagePlaceholder: 'Pickup and delivery locations, dimensions, weight, deadline',
  submit: 'Request My Quote',
  submitting: 'Submitting...',
  progressLabel: 'Form progress',
  requiredNote: 'Fields marked * are required.',
  missingTitle: 'Please fill in all required fields',
  missingText: 'First name, last name, e-mail and service are required.',
  successTitle: 'Quote Request Submitted!',
  successText: "We'll contact you within a few minutes with a detailed quote.",
  errorTitle: 'Error',
  errorFallback: 'Failed to submit quote request. Please try again.',
} as const;
