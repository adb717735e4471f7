import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../client/api.js';
import { track } from '../../client/analytics.js';
import { readFirstTouch } from '../../client/attribution.js';
import { markRecovered, QuoteAttempts } from '../../client/quote-api.js';
import {
  DEFAULT_SOURCE,
  normalizeSource,
  QUOTE_FROM_URL_DELAY_MS,
  quoteClickParams,
  sourceOfOpenMessage,
  takeQuoteParam,
} from '../../client/quote-opener.js';
import {
  buildSlideOutPayload,
  SLIDE_OUT_LIMITS,
  slideOutFieldOfPayload,
  type SlideOutQuotePayload,
  type SlideOutQuoteValues,
} from '../../client/quote-payload.js';
import { slideOutCopy as copy, slideOutServices, timeframes } from '../content/quote-form.js';
import { CheckIcon, CloseIcon } from '../layout/icons.js';
import { button, buttonLarge } from '../theme/button.css.js';
import { trapTab } from './focus-trap.js';
import { Field, Honeypot } from '../forms/field.js';
import * as ff from '../forms/field.css.js';
import { LocationCombobox } from './location-combobox.js';
import * as s from './quote-dialog.css.js';
import { useAbandonment } from './use-abandonment.js';

/** Island props (serializable). */
export interface QuoteDialogProps {
  phone: string;
  phoneHref: string;
  /** Source used by window.openQuoteForm() when called without one (per page; "unknown" by default). */
  defaultSource?: string;
}

declare global {
  interface Window {
    /** Opens the slide-out quote form (for blog content and other pages' scripts). */
    openQuoteForm?: (source?: string) => void;
  }
}

/** docs/product.md#13-business-constants: the slide-out closes 3 s after a successful request. */
export const SUCCESS_CLOSE_MS = 3000;

const EMPTY: SlideOutQuoteValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  serviceType: '',
  pickupLocation: '',
  deliveryLocation: '',
  dimensions: '',
  weight: '',
  timeframe: '',
  description: '',
};

type FieldName = keyof SlideOutQuoteValues;
type Status = 'idle' | 'submitting' | 'success' | 'error';
type Failure = { kind: 'generic' } | { kind: 'fields' } | { kind: 'throttled'; message: string };

/** Still in the page and shown (not inside display: none or visibility: hidden). */
function canFocus(element: HTMLElement): boolean {
  return element.isConnected && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

function fieldErrorsOf(error: unknown): Partial<Record<FieldName, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: Partial<Record<FieldName, string>> = {};
  for (const [apiField, message] of Object.entries(error.fieldErrors)) {
    const field = slideOutFieldOfPayload[apiField];
    if (field) errors[field] = errors[field] ? `${errors[field]} ${message}` : message;
  }
  return errors;
}

function failureOf(error: unknown, fieldErrors: Partial<Record<FieldName, string>>): Failure {
  if (error instanceof ApiError && error.status === 429 && error.serverMessage) return { kind: 'throttled', message: error.serverMessage };
  if (Object.keys(fieldErrors).length > 0) return { kind: 'fields' };
  return { kind: 'generic' };
}

/**
 * The one quote-form opener and the global slide-out quote form (docs/product.md#4-quote-forms). Rendered once by
 * SiteLayout and hydrated at idle; until opened it renders nothing. It opens from any
 * [data-quote-source] link, a same-origin `{action: 'openQuoteForm'}` message, window.openQuoteForm()
 * and, on the home page, ?quote=SOURCE.
 */
export function QuoteDialog({ phone, phoneHref, defaultSource = DEFAULT_SOURCE }: QuoteDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState(DEFAULT_SOURCE);
  const [values, setValues] = useState<SlideOutQuoteValues>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [attempts] = useState(() => new QuoteAttempts<SlideOutQuotePayload>());
  const isOpen = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelRef = useRef<HTMLDivElement>(null);
  const firstField = useRef<HTMLInputElement | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const setFirstField = useCallback((el: HTMLInputElement | null) => {
    firstField.current = el;
  }, []);
  const alertRef = useRef<HTMLDivElement>(null);
  const abandonment = useAbandonment('slide_out_quote', values);

  const show = useCallback((nextSource: string, from?: Element | null) => {
    if (isOpen.current) return;
    isOpen.current = true;
    clearTimeout(closeTimer.current);
    const active = from ?? document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setSource(nextSource);
    setStatus((current) => (current === 'success' ? 'idle' : current));
    setOpen(true);
    track('quote_form_open', { source: nextSource });
  }, []);

  const hide = useCallback(() => {
    if (!isOpen.current) return;
    isOpen.current = false;
    clearTimeout(closeTimer.current);
    setOpen(false);
    setFailure(null);
    setStatus((current) => (current === 'submitting' ? current : 'idle'));
  }, []);

  // The openers: quote links, window messages and the global hook.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('[data-quote-source]') : null;
      if (!(link instanceof HTMLElement)) return;
      event.preventDefault();
      const linkSource = normalizeSource(link.dataset.quoteSource, DEFAULT_SOURCE);
      track('get_quote_click', quoteClickParams(linkSource, link.getAttribute('aria-label') ?? link.textContent ?? ''));
      show(linkSource, link);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const messageSource = sourceOfOpenMessage(event.data);
      if (messageSource) show(messageSource);
    };
    const hook = (hookSource?: string) => show(normalizeSource(hookSource, defaultSource));
    document.addEventListener('click', onClick);
    window.addEventListener('message', onMessage);
    window.openQuoteForm = hook;
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('message', onMessage);
      if (window.openQuoteForm === hook) delete window.openQuoteForm;
    };
  }, [show, defaultSource]);

  // Home page ?quote=X: drop the parameter, open 500 ms after navigation start (or now, if later).
  useEffect(() => {
    const request = takeQuoteParam(window.location.href);
    if (!request) return;
    window.history.replaceState(window.history.state, '', request.cleanUrl);
    const timer = setTimeout(() => show(request.source), Math.max(0, QUOTE_FROM_URL_DELAY_MS - performance.now()));
    return () => clearTimeout(timer);
  }, [show]);

  // While open: scroll lock, focus inside, Escape and the Tab trap; on close, focus back to the opener.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.dataset.scrollLocked = '';
    firstField.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // A control that used the key itself (a location field closing its suggestions) keeps it.
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        hide();
      } else if (event.key === 'Tab') {
        trapTab(event, panelRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      delete root.dataset.scrollLocked;
      document.removeEventListener('keydown', onKeyDown);
      const back = opener.current;
      opener.current = null;
      // An opener that has gone (a closed mobile menu) hands focus to the main content instead of the body.
      if (back && canFocus(back)) back.focus();
      else if (back) document.getElementById('main')?.focus({ preventScroll: true });
    };
  }, [open, hide]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // The outcome appears at the top of a form that may be scrolled: bring it (or the first bad field) to the
  // visitor, and keep focus inside the dialog when the submit button becomes disabled.
  useEffect(() => {
    if (status === 'success') bannerRef.current?.focus();
    if (status !== 'error' || !failure) return;
    const invalid = panelRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? alertRef.current)?.focus();
  }, [status, failure]);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (fieldErrors[name as FieldName]) setFieldErrors(({ [name as FieldName]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    abandonment.submitting();
    setStatus('submitting');
    setFailure(null);
    setFieldErrors({});
    const signature = JSON.stringify([values, honeypot, source]);
    try {
      const payload = await attempts.submit(signature, () => buildSlideOutPayload(values, { source, honeypot, touch: readFirstTouch() }));
      track('quote_submit', { form_type: 'slide_out_quote', source, success: true });
      track('form_complete', { form_type: 'slide_out_quote', source });
      markRecovered(payload.email, 'slide_out_quote');
      setValues(EMPTY);
      setHoneypot('');
      setStatus('success');
      abandonment.restart();
      closeTimer.current = setTimeout(hide, SUCCESS_CLOSE_MS);
    } catch (error) {
      console.warn('[quote] slide-out request failed', error);
      track('quote_submit', { form_type: 'slide_out_quote', source, success: false, status: error instanceof ApiError ? error.status : 0 });
      const errors = fieldErrorsOf(error);
      setFieldErrors(errors);
      setFailure(failureOf(error, errors));
      setStatus('error');
    }
  };

  if (!open) return null;

  const field = (name: FieldName) => ({
    id: `${id}${name}`,
    name,
    label: copy.labels[name],
    value: values[name],
    onChange: change,
    error: fieldErrors[name],
    maxLength: (SLIDE_OUT_LIMITS as Partial<Record<FieldName, number>>)[name],
  });
  const callLink = (
    <a href={phoneHref} className={s.alertLink}>
      {phone}
    </a>
  );
  const busy = status === 'submitting';

  return (
    <div className={s.overlay}>
      <div className={s.backdrop} aria-hidden="true" onClick={hide} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}title`}
        aria-describedby={`${id}intro`}
        className={s.panel}
        tabIndex={-1}
      >
        <div className={s.header}>
          <h2 id={`${id}title`} className={s.title}>
            {copy.title}
          </h2>
          <p id={`${id}intro`} className={s.intro}>
            {copy.intro}
          </p>
          <button type="button" className={s.close} aria-label={copy.close} onClick={hide}>
            <CloseIcon size={22} />
          </button>
        </div>
        <div className={s.body}>
          <div role="status" aria-live="polite">
            {status === 'success' ? (
              <div ref={bannerRef} tabIndex={-1} className={s.banner}>
                <p className={s.bannerTitle}>
                  <CheckIcon size={20} />
                  {copy.successTitle}
                </p>
                <p>{copy.successText}</p>
              </div>
            ) : null}
          </div>
          {failure ? (
            <div ref={alertRef} role="alert" tabIndex={-1} className={s.alert}>
              {failure.kind === 'generic' ? (
                <p>
                  {copy.failure} {callLink}.
                </p>
              ) : (
                <p>
                  {failure.kind === 'throttled' ? failure.message : copy.fieldsInvalid} {copy.alsoCall} {callLink}.
                </p>
              )}
            </div>
          ) : null}
          <form className={s.form} onSubmit={submit} aria-busy={busy}>
            <p className={ff.note}>{copy.requiredNote}</p>
            <div className={ff.grid}>
              <Field {...field('name')} required autoComplete="name" inputRef={setFirstField} />
              <Field {...field('company')} autoComplete="organization" />
              <Field {...field('email')} kind="email" required autoComplete="email" />
              <Field {...field('phone')} kind="tel" required autoComplete="tel" />
              <LocationCombobox {...field('pickupLocation')} required placeholder={copy.placeholders.pickupLocation} />
              <LocationCombobox {...field('deliveryLocation')} required placeholder={copy.placeholders.deliveryLocation} />
              <Field {...field('serviceType')} kind="select" choices={slideOutServices} emptyLabel={copy.chooseService} />
              <Field {...field('timeframe')} kind="select" choices={timeframes} emptyLabel={copy.chooseTimeframe} />
              <Field {...field('dimensions')} placeholder={copy.placeholders.dimensions} />
              <Field {...field('weight')} placeholder={copy.placeholders.weight} />
              <Field {...field('description')} kind="textarea" wide placeholder={copy.placeholders.description} />
            </div>
            <Honeypot id={`${id}website`} value={honeypot} onChange={setHoneypot} />
            <button type="submit" className={`${button.primary} ${buttonLarge} ${s.submit}`} disabled={busy || status === 'success'}>
              {busy ? copy.submitting : status === 'success' ? copy.sent : copy.submit}
            </button>
          </form>
          <p className={s.call}>
            {copy.callPrompt}
            <a href={phoneHref} className={s.callLink}>
              {phone}
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}
QuoteDialog.displayName = 'QuoteDialog' as const; // its island name (views/app/islands.ts)
