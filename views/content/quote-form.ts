/** Copy and choices of the two quote forms (docs/product.md#4-quote-forms). */

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

export const homeServices = [
  { value: 'hand-carry', label: 'Hand-Carry Courier' },
  { value: 'medical-transport', label: 'Medical Transport' },
  { value: 'air-expedite', label: 'Air Expedite' },
  { value: 'ground-expedite', label: 'Ground Expedite' },
  { value: 'custom', label: 'Custom Solution' },
] as const satisfies readonly Choice[];
export type HomeService = (typeof homeServices)[number]['value'];

export const slideOutServices = [
  { value: 'same-day', label: 'Same-Day Delivery' },
  { value: 'next-day', label: 'Next-Day Delivery' },
  { value: 'expedited', label: 'Expedited Freight' },
  { value: 'hot-shot', label: 'Hot Shot Trucking' },
  { value: 'air-expedite', label: 'Air Expedite' },
  { value: 'ground-expedite', label: 'Ground Expedite' },
  { value: 'medical', label: 'Medical Transport' },
  { value: 'hand-carry', label: 'Hand-Carry Courier' },
  { value: 'emergency', label: 'Emergency Logistics' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Choice[];
export type SlideOutService = (typeof slideOutServices)[number]['value'];

export const timeframes = [
  { value: 'asap', label: 'ASAP (emergency)' },
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'this-week', label: 'This week' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Choice[];
export type Timeframe = (typeof timeframes)[number]['value'];

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
