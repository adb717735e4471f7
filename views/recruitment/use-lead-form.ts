import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../client/api.js';
import { readFirstTouch, type FirstTouch } from '../../client/attribution.js';
import { LeadAttempts, type LeadPost } from '../../client/lead-api.js';
import type { FieldProblem } from '../../client/recruitment-payload.js';

/** Why the last submission did not go through, as the alert above the submit button tells it. */
export type Failure =
  | { kind: 'fields' }
  | { kind: 'throttled'; retryAfter?: number; message?: string }
  | { kind: 'generic' };

export type FormStatus = 'idle' | 'submitting' | 'success';

export interface LeadFormOptions<V extends object, P extends object> {
  empty: V;
  /** What the browser finds wrong before sending (client/recruitment-payload.ts). */
  problems: (values: V) => Partial<Record<keyof V, FieldProblem>>;
  /** Words a browser-found problem for the field it concerns. */
  describe: (field: keyof V, problem: FieldProblem) => string;
  build: (values: V, honeypot: string, touch?: FirstTouch) => P;
  post: LeadPost<P>;
}

/** A 400's per-field messages for the fields this form has (attribution fields have no control to show them under). */
function serverFieldErrors<V extends object>(error: unknown, empty: V): Partial<Record<keyof V, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: Partial<Record<keyof V, string>> = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (Object.hasOwn(empty, field)) errors[field as keyof V] = message;
  }
  return errors;
}

function failureOf(error: unknown, hasFieldErrors: boolean): Failure {
  if (hasFieldErrors) return { kind: 'fields' };
  if (error instanceof ApiError && error.status === 429) return { kind: 'throttled', retryAfter: error.retryAfter, message: error.serverMessage };
  return { kind: 'generic' };
}

/**
 * The state and submission of a recruitment form (docs/product.md#16-recruitment-leads), as the quote forms
 * do it: browser checks first, then the payload under an Idempotency-Key (client/lead-api.ts: the same data
 * reuses key and payload, a 422 is retried once under a new key), with the honeypot and the first touch.
 * A refused field shows the server's own message under its control and the first invalid control takes
 * focus; on success the form gives way to a confirmation whose heading takes focus.
 */
export function useLeadForm<V extends object, P extends object>({ empty, problems, describe, build, post }: LeadFormOptions<V, P>) {
  const [values, setValues] = useState<V>(empty);
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<FormStatus>('idle');
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  // Bumped on every failed attempt, so focus moves again even when the same failure repeats.
  const [failures, setFailures] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const [attempts] = useState(() => new LeadAttempts<P>(post));
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (status === 'success') successRef.current?.focus();
  }, [status]);

  useEffect(() => {
    if (failures === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? alertRef.current)?.focus();
  }, [failures]);

  const setValue = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _gone, ...rest } = current;
      return rest as Partial<Record<keyof V, string>>;
    });
  };

  const fail = (next: Failure, fieldErrors: Partial<Record<keyof V, string>>) => {
    setErrors(fieldErrors);
    setFailure(next);
    setFailures((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // Always: the form posts JSON from script, never natively (see the forms' comment on method="post").
    event.preventDefault();
    if (busy.current || !hydrated) return;
    const found = Object.entries(problems(values)) as [keyof V, FieldProblem][];
    if (found.length > 0) {
      fail({ kind: 'fields' }, Object.fromEntries(found.map(([field, problem]) => [field, describe(field, problem)])) as Partial<Record<keyof V, string>>);
      return;
    }
    busy.current = true;
    setStatus('submitting');
    setFailure(null);
    setErrors({});
    try {
      await attempts.submit(JSON.stringify([values, honeypot]), () => build(values, honeypot, readFirstTouch()));
      setStatus('success');
    } catch (error) {
      console.warn('[recruitment] request failed', error);
      const fieldErrors = serverFieldErrors(error, empty);
      setStatus('idle');
      fail(failureOf(error, Object.keys(fieldErrors).length > 0), fieldErrors);
    } finally {
      busy.current = false;
    }
  };

  return { values, setValue, honeypot, setHoneypot, status, errors, failure, hydrated, submit, formRef, alertRef, successRef };
}
