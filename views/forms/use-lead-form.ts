import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../client/api.js';
import { readFirstTouch, type FirstTouch } from '../../client/attribution.js';
import { LeadAttempts, type LeadPost } from '../../client/lead-api.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../core/error-messages.js';
import type { LeadFormPostView } from '../../core/lead-form-post.js';

/** Why the last submission did not go through; each form words it its own way. */
export type Failure =
  | { kind: 'fields' }
  | { kind: 'throttled'; retryAfter?: number; message?: string }
  /** 503: the server cannot store leads just now (its database is away); `message` is its own words. */
  | { kind: 'unavailable'; message: string }
  | { kind: 'generic' };

export type FormStatus = 'idle' | 'submitting' | 'success';

type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** The fields of V that hold text (the ones a Field edits). */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
/** The fields of V that hold a list of choices (a group of checkboxes). */
type ListField<V> = { [K in keyof V]: V[K] extends readonly string[] ? K : never }[keyof V] & string;

export interface LeadFormOptions<V extends object, P extends object> {
  empty: V;
  /** Sends the payload (client/lead-api.ts leadPoster): the one lead API. */
  post: LeadPost<P>;
  build: (values: V, honeypot: string, touch?: FirstTouch) => P;
  /** What else goes into the payload besides the values (the dialog's source): a change gets a new idempotency key. */
  context?: string;
  labels: { readonly [K in keyof V]: string };
  /** maxLength of the text fields (the API's limits). */
  limits?: Partial<Record<keyof V, number>>;
  /** What the browser itself finds wrong before sending, worded per field; nothing is sent while there is any. */
  check?: (values: V) => FieldErrors<V>;
  /**
   * Which field shows a 400's message for an API field (by default the field of the same name, if the form
   * has one). An API field without one (attribution) has no control to show it under.
   */
  fieldOf?: Readonly<Record<string, keyof V>>;
  /**
   * The server's answer to this form posted without script (docs/product.md#45-forms-without-javascript):
   * the form starts with its values, messages and problem, and the error summary shows until the next send.
   */
  posted?: LeadFormPostView;
  /** Whether typing `value` clears the field's message (by default any change does). */
  clearsError?: (value: string) => boolean;
  /** Prefix of the console warning a failed request leaves ("[quote] home"). */
  log: string;
  onInvalid?: () => void;
  /** Once the browser's checks pass, just before the request. */
  onSending?: () => void;
  onSuccess?: (payload: P) => void;
  onFailure?: (error: unknown) => void;
}

/** A 400's per-field messages, on the form's own fields (two API fields may share one: their messages join). */
function serverFieldErrors<V extends object>(error: unknown, empty: V, fieldOf: Readonly<Record<string, keyof V>> | undefined): FieldErrors<V> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: FieldErrors<V> = {};
  for (const [apiField, message] of Object.entries(error.fieldErrors)) {
    const field = fieldOf ? fieldOf[apiField] : Object.hasOwn(empty, apiField) ? (apiField as keyof V) : undefined;
    if (field) errors[field] = errors[field] ? `${errors[field]} ${message}` : message;
  }
  return errors;
}

function failureOf(error: unknown, hasFieldErrors: boolean): Failure {
  if (hasFieldErrors) return { kind: 'fields' };
  if (error instanceof ApiError && error.status === 429) return { kind: 'throttled', retryAfter: error.retryAfter, message: error.serverMessage };
  if (error instanceof ApiError && error.status === 503) return { kind: 'unavailable', message: error.serverMessage ?? DATABASE_UNAVAILABLE_MESSAGE };
  return { kind: 'generic' };
}

/** The posted values in the form's shape: text as text, a group's choices as a list, a checkbox ticked when sent. */
export function postedValues<V extends object>(empty: V, sent: LeadFormPostView['values']): V {
  const values: Record<string, unknown> = { ...(empty as Record<string, unknown>) };
  for (const [name, blank] of Object.entries(empty)) {
    const value = sent[name];
    if (Array.isArray(blank)) values[name] = value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
    else if (typeof blank === 'boolean') values[name] = value !== undefined;
    else values[name] = typeof value === 'string' ? value : (value?.[0] ?? '');
  }
  return values as V;
}

/** A server message in the visitor's words: the field's name at its start becomes its label, and it ends as a sentence. */
export function visitorMessage(message: string, field: string, label: string | undefined): string {
  const worded = label !== undefined && message.startsWith(`${field} `) ? `${label}${message.slice(field.length)}` : message;
  return /[.!?]$/.test(worded) ? worded : `${worded}.`;
}

/** What the server refused, as the form shows it: a field's message under it, in the words the browser's own check uses where it has them. */
function postedErrors<V extends object>(posted: LeadFormPostView, values: V, labels: { readonly [K in keyof V]: string }, check?: (values: V) => FieldErrors<V>) {
  const own: FieldErrors<V> = check?.(values) ?? {};
  const errors: FieldErrors<V> = {};
  const notes: string[] = [];
  for (const [name, message] of Object.entries(posted.errors)) {
    if (Object.hasOwn(labels, name)) errors[name as keyof V] = own[name as keyof V] ?? visitorMessage(message, name, labels[name as keyof V]);
    else notes.push(visitorMessage(message, name, undefined));
  }
  return { errors, notes };
}

function postedFailure(posted: LeadFormPostView, refusedFields: boolean): Failure | null {
  switch (posted.problem?.kind) {
    case 'throttled':
      return { kind: 'throttled', retryAfter: posted.problem.retryAfterSeconds };
    case 'unavailable':
      return { kind: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE };
    case 'unreadable':
      return { kind: 'generic' };
    default:
      return refusedFields ? { kind: 'fields' } : null;
  }
}

/** How the form starts: empty, or as the server answered its post. */
function initialState<V extends object>(options: Pick<LeadFormOptions<V, object>, 'empty' | 'posted' | 'labels' | 'check'>) {
  const { empty, posted, labels, check } = options;
  if (!posted) return { values: empty, honeypot: '', errors: {} as FieldErrors<V>, notes: [] as string[], failure: null };
  const values = postedValues(empty, posted.values);
  const { errors, notes } = postedErrors(posted, values, labels, check);
  const website = posted.values.website;
  return { values, honeypot: typeof website === 'string' ? website : '', errors, notes, failure: postedFailure(posted, Object.keys(posted.errors).length > 0) };
}

/**
 * The state and submission of every lead form: both quote forms and both recruitment forms
 * (docs/product.md#4-quote-forms, #16-recruitment-leads). Browser checks first (if the form has any), then
 * the payload under an Idempotency-Key (client/lead-api.ts: the same data reuses key and payload, a 422 is
 * retried once under a new key), with the honeypot and the first touch. A refused field shows the server's
 * own message under its control and the first invalid control (else the alert) takes focus; on success the
 * values are cleared and the element given `successRef` takes focus. What the form adds (toasts, tracking)
 * comes through the callbacks.
 */
export function useLeadForm<V extends object, P extends object>(options: LeadFormOptions<V, P>) {
  const { empty, post, build, context, labels, limits, check, fieldOf, clearsError, log, onInvalid, onSending, onSuccess, onFailure } = options;
  const id = useId();
  const [initial] = useState(() => initialState(options));
  const [values, setValues] = useState<V>(initial.values);
  const [honeypot, setHoneypot] = useState(initial.honeypot);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [errors, setErrors] = useState<FieldErrors<V>>(initial.errors);
  const [failure, setFailure] = useState<Failure | null>(initial.failure);
  // The server's answer to a post without script stays summarised at the top until the next send.
  const [summary, setSummary] = useState(initial.failure !== null);
  // Bumped on every failed attempt, so focus moves again even when the same failure repeats.
  const [failures, setFailures] = useState(0);
  const [attempts] = useState(() => new LeadAttempts<P>(post));
  // A ref, not the status: two submits in one tick must still send once.
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const alertRef = useRef<HTMLElement | null>(null);
  const successRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (status === 'success') successRef.current?.focus();
  }, [status]);

  useEffect(() => {
    if (failures === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? alertRef.current)?.focus();
  }, [failures]);

  const dropError = (name: keyof V) =>
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _gone, ...rest } = current;
      return rest as FieldErrors<V>;
    });

  const setValue = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    dropError(name);
  };

  /** A Field's onChange. */
  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (!clearsError || clearsError(value)) dropError(name as keyof V);
  };

  /** The props a Field (or a location field) of this form takes for `name`. */
  const field = (name: TextField<V>) => ({
    id: `${id}${name}`,
    name,
    label: labels[name],
    value: values[name] as string,
    onChange: change,
    error: errors[name],
    maxLength: limits?.[name],
  });

  /** The props a group of checkboxes of this form takes for `name`. */
  const choices = (name: ListField<V>) => ({
    id: `${id}${name}`,
    name,
    legend: labels[name],
    selected: values[name] as readonly string[],
    onChange: (selected: string[]) => setValue(name, selected as V[typeof name]),
    error: errors[name],
  });

  const fail = (next: Failure, fieldErrors: FieldErrors<V>) => {
    setErrors(fieldErrors);
    setFailure(next);
    setFailures((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // Once hydrated, the form posts JSON from script; before that (or without script) the browser posts it to its page.
    event.preventDefault();
    if (busy.current) return;
    setSummary(false);
    const found = check?.(values) ?? {};
    if (Object.keys(found).length > 0) {
      fail({ kind: 'fields' }, found);
      onInvalid?.();
      return;
    }
    busy.current = true;
    onSending?.();
    setStatus('submitting');
    setFailure(null);
    setErrors({});
    try {
      const payload = await attempts.submit(JSON.stringify([values, honeypot, context]), () => build(values, honeypot, readFirstTouch()));
      setValues(empty);
      setHoneypot('');
      setStatus('success');
      onSuccess?.(payload);
    } catch (error) {
      console.warn(`${log} request failed`, error);
      const fieldErrors = serverFieldErrors(error, empty, fieldOf);
      setStatus('idle');
      fail(failureOf(error, Object.keys(fieldErrors).length > 0), fieldErrors);
      onFailure?.(error);
    } finally {
      busy.current = false;
    }
  };

  /** The outcome is no longer shown (the dialog closed): no alert, and the form is ready again unless still sending. */
  const clearOutcome = useCallback(() => {
    setFailure(null);
    setStatus((current) => (current === 'submitting' ? current : 'idle'));
  }, []);

  // Callback refs, so each form may put them on the element it has (a heading, a div).
  const setFormRef = useCallback((el: HTMLFormElement | null) => void (formRef.current = el), []);
  const setAlertRef = useCallback((el: HTMLElement | null) => void (alertRef.current = el), []);
  const setSuccessRef = useCallback((el: HTMLElement | null) => void (successRef.current = el), []);

  return {
    id,
    values,
    setValue,
    change,
    field,
    choices,
    honeypot,
    setHoneypot,
    status,
    errors,
    failure,
    summary: summary ? { notes: initial.notes } : null,
    submit,
    clearOutcome,
    formRef: setFormRef,
    alertRef: setAlertRef,
    successRef: setSuccessRef,
  };
}
