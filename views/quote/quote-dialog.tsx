import { useCallback, useEffect, useRef, useState } from 'react';
import { track } from '../../client/analytics.js';
import { DEFAULT_SOURCE, SUCCESS_CLOSE_MS } from '../../client/quote-opener.js';
import {
  buildSlideOutPayload,
  SLIDE_OUT_LIMITS,
  slideOutFieldOfPayload,
  type SlideOutQuotePayload,
  type SlideOutQuoteValues,
} from '../../client/quote-payload.js';
import { slideOutCopy as copy } from '../content/quote-form.js';
import { DialogShell } from './dialog-shell.js';
import * as s from './quote-dialog.css.js';
import { SlideOutQuoteForm, type SlideOutForm } from './slide-out-quote-form.js';
import { useQuoteForm } from './use-quote-form.js';
import { useQuoteOpeners } from './use-quote-openers.js';

/** Island props (serializable). */
export interface QuoteDialogProps {
  phone: string;
  phoneHref: string;
  /** Source used by window.openQuoteForm() when called without one (per page; "unknown" by default). */
  defaultSource?: string;
}

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

/**
 * The one quote-form opener and the global slide-out quote form (docs/product.md#4-quote-forms). Rendered once by
 * SiteLayout and hydrated at the first interaction; until opened it renders nothing. It holds what outlives
 * one opening (the form's state, the source, the opener) and the 3 s close after a success; the openers,
 * the native dialog and the form itself are use-quote-openers.ts, dialog-shell.tsx and slide-out-quote-form.tsx.
 */
export function QuoteDialog({ phone, phoneHref, defaultSource = DEFAULT_SOURCE }: QuoteDialogProps) {
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState(DEFAULT_SOURCE);
  const isOpen = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const firstField = useRef<HTMLInputElement | null>(null);
  const setFirstField = useCallback((el: HTMLInputElement | null) => {
    firstField.current = el;
  }, []);

  const form: SlideOutForm = useQuoteForm<SlideOutQuoteValues, SlideOutQuotePayload>({
    formType: 'slide_out_quote',
    source,
    context: source,
    empty: EMPTY,
    build: (values, honeypot, touch) => buildSlideOutPayload(values, { source, honeypot, touch }),
    labels: copy.labels,
    limits: SLIDE_OUT_LIMITS,
    fieldOf: slideOutFieldOfPayload,
    log: '[quote] slide-out',
    // A success that lands after the dialog was closed leaves the form ready for the next opening.
    onSuccess: () => {
      if (isOpen.current) closeTimer.current = setTimeout(hide, SUCCESS_CLOSE_MS);
      else form.clearOutcome();
    },
  });
  const { clearOutcome } = form;

  const show = useCallback((nextSource: string, from?: Element) => {
    if (isOpen.current) return;
    isOpen.current = true;
    clearTimeout(closeTimer.current);
    const active = from ?? document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setSource(nextSource);
    setOpen(true);
    track('quote_form_open', { source: nextSource });
  }, []);

  const hide = useCallback(() => {
    if (!isOpen.current) return;
    isOpen.current = false;
    clearTimeout(closeTimer.current);
    setOpen(false);
    clearOutcome();
  }, [clearOutcome]);

  useQuoteOpeners(show, defaultSource);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  if (!open) return null;
  return (
    <DialogShell
      className={s.panel}
      labelledBy={`${form.id}title`}
      describedBy={`${form.id}intro`}
      initialFocus={firstField}
      returnFocus={opener}
      onClose={hide}
    >
      <SlideOutQuoteForm form={form} phone={phone} phoneHref={phoneHref} firstFieldRef={setFirstField} onClose={hide} />
    </DialogShell>
  );
}
QuoteDialog.displayName = 'QuoteDialog' as const; // its island name (views/app/islands.ts)
