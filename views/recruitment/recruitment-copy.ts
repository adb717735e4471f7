/**
 * Copy and choice labels of the two recruitment forms (docs/product.md#16-recruitment-leads). The choice
 * values are the API's own lists (core/recruitment-options.ts); a value without a label here
 * fails to compile. No promise of a reply time: the recruiting team contacts the applicant.
 */
import type { FieldProblem } from '../../client/recruitment-payload.js';
import { US_STATES } from '../../core/us-states.js';
import { EQUIPMENT_TYPES, US_STATE_CODES, type EquipmentType } from '../../core/recruitment-options.js';

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

const EQUIPMENT_LABELS: Record<EquipmentType, string> = {
  'sprinter-van': 'Sprinter van',
  'cargo-van': 'Cargo van',
  'box-truck': 'Box truck',
  'straight-truck': 'Straight truck',
  'hot-shot': 'Hot shot',
  flatbed: 'Flatbed',
  'dry-van': 'Dry van',
  reefer: 'Reefer (refrigerated)',
  'tractor-trailer': 'Tractor-trailer',
};

export const equipmentChoices: readonly Choice<EquipmentType>[] = EQUIPMENT_TYPES.map((value) => ({ value, label: EQUIPMENT_LABELS[value] }));

const STATE_NAMES = new Map(US_STATES.map((state) => [state.code, state.name]));

/** The state grid: the code is what shows, the full name is read out with it. */
export const stateChoices: readonly (Choice & { name: string })[] = US_STATE_CODES.map((code) => ({ value: code, label: code, name: STATE_NAMES.get(code) ?? code }));

/** Texts both forms share. */
export const commonCopy = {
  requiredNote: 'Fields marked * are required.',
  submitting: 'Submitting...',
  labels: {
    company: 'Company',
    contactName: 'Contact name',
    email: 'E-mail',
    phone: 'Phone',
    message: 'Message',
  },
  selectAllStates: 'Select all states',
  clearStates: 'Clear states',
  fieldsInvalid: 'Please correct the highlighted fields.',
  alsoCall: 'You can also call us at',
  /** 429 without a Retry-After: the server's own message is shown instead when it sent one. */
  tooManyFallback: 'Too many requests. Please wait a moment and try again.',
  tooMany: (wait: string) => `Too many requests from your connection. Please wait ${wait} and try again.`,
  failure: (what: string) => `We couldn't send your ${what}. Everything you entered is still here: please try again, or call us at`,
  orEmail: 'or e-mail',
  questions: 'Questions in the meantime? Call',
} as const;

/** "45 seconds", "1 second", "2 minutes" (rounded up): how long a 429's Retry-After asks the visitor to wait. */
export function waitText(seconds: number): string {
  if (seconds < 90) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `${whole} ${whole === 1 ? 'second' : 'seconds'}`;
  }
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** The browser's own message for a problem it finds before sending (client/recruitment-payload.ts). */
export function problemText(label: string, problem: FieldProblem): string {
  switch (problem) {
    case 'required':
      return `${label} is required.`;
    case 'digits':
      return `${label} must be 1 to 8 digits, numbers only.`;
    case 'whole_number':
      return `${label} must be a whole number.`;
    case 'choose_one':
      return `${label}: choose at least one.`;
    case 'confirm':
      return 'Please confirm this to continue.';
  }
}

/** The browser's message for each problem found: the form's own for that field (carrierCopy.problems), else problemText. */
export function problemMessages<F extends string>(
  found: Partial<Record<F, FieldProblem>>,
  labels: Record<F, string>,
  own: Partial<Record<F, string>> = {},
): Partial<Record<F, string>> {
  const entries = Object.entries(found) as [F, FieldProblem][];
  return Object.fromEntries(entries.map(([field, problem]) => [field, own[field] ?? problemText(labels[field], problem)])) as Partial<Record<F, string>>;
}

export const freightAgentCopy = {
  title: 'Freight agent inquiry',
  intro: 'Tell us about your business and the recruiting team will contact you.',
  submit: 'Send Inquiry',
  what: 'inquiry',
  labels: {
    yearsExperience: 'Years of experience',
    hasBookOfBusiness: 'Do you bring a book of business (shippers of your own)?',
    statesServed: 'States where you have shippers',
  },
  hints: {
    yearsExperience: 'Whole years in freight sales or brokerage.',
    statesServed: 'Optional: tick every state that applies.',
  },
  yes: 'Yes',
  no: 'No',
  messagePlaceholder: 'Your lanes, your customers, what you are looking for',
  successTitle: 'Inquiry received',
  successText: 'Thank you. Our recruiting team will review your inquiry and contact you by e-mail or phone.',
} as const;

export const carrierCopy = {
  title: 'Carrier application',
  intro: 'Tell us about your authority, fleet and lanes, and the recruiting team will contact you.',
  submit: 'Submit Application',
  what: 'application',
  labels: {
    mcNumber: 'MC number',
    usdotNumber: 'USDOT number',
    equipmentTypes: 'Equipment types',
    statesServed: 'States served',
    insuranceConfirmed: 'I confirm we hold at least the cargo and liability insurance the law requires.',
  },
  hints: {
    mcNumber: 'Digits only, if you have one.',
    usdotNumber: 'Digits only.',
    statesServed: 'Tick every state you run freight in.',
  },
  messagePlaceholder: 'Fleet size, team drivers, anything we should know',
  /** The browser's messages for the groups and the insurance box (the others come from problemText). */
  problems: {
    equipmentTypes: 'Choose at least one equipment type.',
    statesServed: 'Choose at least one state.',
    insuranceConfirmed: 'Please confirm your insurance to apply.',
  },
  successTitle: 'Application received',
  successText: 'Thank you. Our recruiting team will review your application and contact you by e-mail or phone.',
} as const;
