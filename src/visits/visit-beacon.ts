import { isURL } from 'class-validator';
import { unknownFieldMessage } from '../../core/error-messages.js';
import { isPlainText, plainTextMessage } from '../../core/plain-text.js';
import { VISIT_EVENTS, VISIT_FIELD_LIMITS, type VisitEvent } from '../../core/visits.js';
import { prototypeKeyFields, RequestValidationError } from '../common/request-validation.js';

// The page beacon's fields (docs/product.md#26-visit-counting), checked by hand: the beacon comes on every
// page view and is answered before Nest's router, so the class-validator pipe the other endpoints use would
// be a tenth of its cost. The rule and its messages are those of every other endpoint's fields (the lead
// forms' Referrer and Utm in common/lead-fields.ts): unknown fields are refused, prototype keys too at any
// depth, one message per field, and the first failing check of a field is the one reported.

/** A beacon as the recorder reads it: trimmed; an empty optional value is absent. */
export interface VisitBeacon {
  /** The page's path on this site. */
  path: string;
  /** document.referrer: only its host is kept. */
  referrer?: string;
  /** The visit's first-touch utm_* values. */
  utm?: VisitUtm;
  event?: VisitEvent;
}

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type VisitUtm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

const FIELDS = new Set(['path', 'referrer', 'utm', 'event']);
const UTM_FIELDS = new Set<string>(UTM_KEYS);
/** Skipped as unknown fields: prototypeKeyFields reports them, after the others, at any depth. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor']);
const EVENTS = new Set<unknown>(VISIT_EVENTS);
const EVENT_MESSAGE = `event must be one of: ${VISIT_EVENTS.join(', ')}`;
const URL_OPTIONS = { require_protocol: true, require_tld: false, protocols: ['http', 'https'] };

const isMissing = (value: unknown) => value === undefined || value === null;
const tooLong = (field: string, max: number) => `${field} must be shorter than or equal to ${max} characters`;

/** Optional text: blank is absent, else trimmed. */
const trimmedOptional = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** The error of an optional one-line text of at most `max` characters, if any (its type, plain text, length). */
function optionalTextError(value: unknown, property: string, label: string, max: number): string | undefined {
  if (isMissing(value)) return undefined;
  if (typeof value !== 'string') return `${property} must be a string`;
  if (!isPlainText(value)) return plainTextMessage(label);
  if (value.length > max) return tooLong(property, max);
  return undefined;
}

function pathError(path: unknown): string | undefined {
  if (typeof path !== 'string') return isMissing(path) ? 'path is required' : 'path must be a string';
  if (!isPlainText(path)) return plainTextMessage('path');
  if (path === '') return 'path is required';
  if (path.length > VISIT_FIELD_LIMITS.path) return tooLong('path', VISIT_FIELD_LIMITS.path);
  if (path[0] !== '/') return 'path must be a site path starting with /';
  return undefined;
}

function referrerError(referrer: unknown): string | undefined {
  const error = optionalTextError(referrer, 'referrer', 'referrer', VISIT_FIELD_LIMITS.referrer);
  if (error !== undefined || isMissing(referrer)) return error;
  return isURL(referrer as string, URL_OPTIONS) ? undefined : 'referrer must be a URL';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The beacon a parsed body (a JSON object) holds, or a RequestValidationError (400) naming each refused field:
 * "path is required", "property visitorId should not exist", "utm.source must not contain control characters
 * or line breaks"...
 */
export function readVisitBeacon(body: Record<string, unknown>): VisitBeacon {
  const fields: Record<string, string> = {};
  let refused = false;
  const refuse = (field: string, message: string) => {
    fields[field] = message;
    refused = true;
  };
  for (const key of Object.keys(body)) if (!FIELDS.has(key) && !PROTOTYPE_KEYS.has(key)) refuse(key, unknownFieldMessage(key));

  const path = typeof body.path === 'string' ? body.path.trim() : body.path;
  const pathRefused = pathError(path);
  if (pathRefused) refuse('path', pathRefused);

  const referrer = trimmedOptional(body.referrer);
  const referrerRefused = referrerError(referrer);
  if (referrerRefused) refuse('referrer', referrerRefused);

  let utm: VisitUtm | undefined;
  const rawUtm = body.utm;
  if (!isMissing(rawUtm)) {
    if (!isObject(rawUtm)) refuse('utm', 'utm must be an object');
    else {
      utm = {};
      for (const key of Object.keys(rawUtm)) if (!UTM_FIELDS.has(key) && !PROTOTYPE_KEYS.has(key)) refuse(`utm.${key}`, unknownFieldMessage(key));
      for (const key of UTM_KEYS) {
        const value = trimmedOptional(rawUtm[key]);
        const error = optionalTextError(value, key, `utm.${key}`, VISIT_FIELD_LIMITS.utm);
        if (error) refuse(`utm.${key}`, error);
        else if (typeof value === 'string') utm[key] = value;
      }
    }
  }

  const event = body.event;
  if (!isMissing(event) && !EVENTS.has(event)) refuse('event', EVENT_MESSAGE);

  const prototypeKeys = prototypeKeyFields(body);
  if (refused || Object.keys(prototypeKeys).length > 0) throw new RequestValidationError({ ...fields, ...prototypeKeys });
  const beacon: VisitBeacon = { path: path as string };
  if (referrer !== undefined && referrer !== null) beacon.referrer = referrer as string;
  if (utm !== undefined) beacon.utm = utm;
  if (event !== undefined && event !== null) beacon.event = event as VisitEvent;
  return beacon;
}
