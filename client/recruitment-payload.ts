import { FIELD_LIMITS } from '../core/field-limits.js';
import { CARRIER_NUMBER_PATTERN, EQUIPMENT_TYPES, US_STATE_CODES, type EquipmentType } from '../core/recruitment-options.js';
import type { FirstTouch } from './attribution.js';
import { leadAttribution, multiLine, singleLine, type LeadAttribution } from './lead-payload.js';

// The two recruitment forms' payloads (docs/product.md#16-recruitment-leads) and the few checks the browser
// makes before sending: required fields, at least one choice in a required group, the insurance box, and
// the digits-only shape of the number fields (the payload's types depend on it). Everything else (e-mail and
// phone formats, lengths, ranges) is the server's to judge; its own message is shown under the field.

/** Fields both forms share (every input is a string; empty means not given). */
interface ContactValues {
  company: string;
  contactName: string;
  email: string;
  phone: string;
  message: string;
}

/** Form state of the freight agent inquiry. */
export interface FreightAgentValues extends ContactValues {
  yearsExperience: string;
  /** The radio choice: '' when not answered. */
  hasBookOfBusiness: '' | 'yes' | 'no';
  statesServed: readonly string[];
}

/** Form state of the carrier application. */
export interface CarrierValues extends ContactValues {
  mcNumber: string;
  usdotNumber: string;
  equipmentTypes: readonly string[];
  statesServed: readonly string[];
  insuranceConfirmed: boolean;
}

interface ContactPayload extends LeadAttribution {
  company: string;
  contactName: string;
  email: string;
  phone: string;
  message?: string;
}

export interface FreightAgentPayload extends ContactPayload {
  yearsExperience?: number;
  hasBookOfBusiness?: boolean;
  statesServed?: string[];
}

export interface CarrierPayload extends ContactPayload {
  mcNumber?: string;
  usdotNumber: string;
  equipmentTypes: EquipmentType[];
  statesServed: string[];
  insuranceConfirmed: boolean;
}

export type FreightAgentField = keyof FreightAgentValues;
export type CarrierField = keyof CarrierValues;

/** What the browser itself finds wrong with a field before sending (the views word each one). */
export type FieldProblem = 'required' | 'digits' | 'whole_number' | 'choose_one' | 'confirm';

/** Longest values the API takes (core/field-limits.ts), as maxLength on the inputs. */
export const RECRUITMENT_LIMITS = {
  company: FIELD_LIMITS.company,
  contactName: FIELD_LIMITS.contactName,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  yearsExperience: FIELD_LIMITS.yearsExperience,
  mcNumber: FIELD_LIMITS.carrierNumber,
  usdotNumber: FIELD_LIMITS.carrierNumber,
  message: FIELD_LIMITS.message,
} as const;

const WHOLE_NUMBER = /^\d+$/;

/** An MC or USDOT number as typed: one line, spaces removed (people write "312 4567"). */
export function carrierNumber(value: string): string {
  return singleLine(value).replace(/\s+/g, '');
}

/** The chosen items of a vocabulary, in the vocabulary's order (the order the API stores). */
function inOrder<V extends string>(vocabulary: readonly V[], chosen: readonly string[]): V[] {
  return vocabulary.filter((value) => chosen.includes(value));
}

function contact(values: ContactValues): ContactPayload {
  const message = multiLine(values.message);
  return {
    company: singleLine(values.company),
    contactName: singleLine(values.contactName),
    email: singleLine(values.email),
    phone: singleLine(values.phone),
    ...(message ? { message } : {}),
  };
}

function contactProblems(values: ContactValues): Partial<Record<keyof ContactValues, FieldProblem>> {
  const problems: Partial<Record<keyof ContactValues, FieldProblem>> = {};
  for (const name of ['company', 'contactName', 'email', 'phone'] as const) {
    if (!singleLine(values[name])) problems[name] = 'required';
  }
  return problems;
}

/** Problems the browser finds in a freight agent inquiry, in form order; empty when it may be sent. */
export function freightAgentProblems(values: FreightAgentValues): Partial<Record<FreightAgentField, FieldProblem>> {
  const years = singleLine(values.yearsExperience);
  return { ...contactProblems(values), ...(years && !WHOLE_NUMBER.test(years) ? { yearsExperience: 'whole_number' as const } : {}) };
}

/** Problems the browser finds in a carrier application, in form order; empty when it may be sent. */
export function carrierProblems(values: CarrierValues): Partial<Record<CarrierField, FieldProblem>> {
  const problems: Partial<Record<CarrierField, FieldProblem>> = contactProblems(values);
  const mc = carrierNumber(values.mcNumber);
  if (mc && !CARRIER_NUMBER_PATTERN.test(mc)) problems.mcNumber = 'digits';
  const usdot = carrierNumber(values.usdotNumber);
  if (!usdot) problems.usdotNumber = 'required';
  else if (!CARRIER_NUMBER_PATTERN.test(usdot)) problems.usdotNumber = 'digits';
  if (inOrder(EQUIPMENT_TYPES, values.equipmentTypes).length === 0) problems.equipmentTypes = 'choose_one';
  if (inOrder(US_STATE_CODES, values.statesServed).length === 0) problems.statesServed = 'choose_one';
  if (!values.insuranceConfirmed) problems.insuranceConfirmed = 'confirm';
  return problems;
}

/**
 * The inquiry as POST /api/freight-agent-inquiries takes it (after freightAgentProblems found none): years
 * as a JSON number, the book-of-business answer as a boolean, states in the API's order; optional fields
 * left unanswered are left out.
 */
export function buildFreightAgentPayload(values: FreightAgentValues, honeypot: string, touch?: FirstTouch): FreightAgentPayload {
  const years = singleLine(values.yearsExperience);
  const states = inOrder(US_STATE_CODES, values.statesServed);
  return {
    ...contact(values),
    ...(WHOLE_NUMBER.test(years) ? { yearsExperience: Number(years) } : {}),
    ...(values.hasBookOfBusiness ? { hasBookOfBusiness: values.hasBookOfBusiness === 'yes' } : {}),
    ...(states.length > 0 ? { statesServed: states } : {}),
    ...leadAttribution(honeypot, touch),
  };
}

/** The application as POST /api/carrier-applications takes it: carrier numbers as digit text, lists in the API's order. */
export function buildCarrierPayload(values: CarrierValues, honeypot: string, touch?: FirstTouch): CarrierPayload {
  const mcNumber = carrierNumber(values.mcNumber);
  return {
    ...contact(values),
    ...(mcNumber ? { mcNumber } : {}),
    usdotNumber: carrierNumber(values.usdotNumber),
    equipmentTypes: inOrder(EQUIPMENT_TYPES, values.equipmentTypes),
    statesServed: inOrder(US_STATE_CODES, values.statesServed),
    insuranceConfirmed: values.insuranceConfirmed,
    ...leadAttribution(honeypot, touch),
  };
}
