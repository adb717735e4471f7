import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../client/api.js';
import { track } from '../../client/analytics.js';
import { readFirstTouch } from '../../client/attribution.js';
import { markRecovered, QuoteAttempts } from '../../client/quote-api.js';
import { buildHomePayload, HOME_LIMITS, type HomeQuotePayload, type HomeQuoteValues } from '../../client/quote-payload.js';
import { toast } from '../../client/toast.js';
import { homeFormCopy as copy, homeServices, UNSAVED_CHANGES_MESSAGE } from '../content/quote-form.js';
import { button, buttonLarge } from '../theme/button.css.js';
import { Field, Honeypot } from '../forms/field.js';
import * as ff from '../forms/field.css.js';
import * as s from './home-quote-form.css.js';
import { HOME_REQUIRED_FIELDS, progressOf } from './home-quote-progress.js';
import { useAbandonment } from './use-abandonment.js';

/** Island props: none (the copy is data imported by the component). */
export type HomeQuoteFormProps = Record<string, never>;

const EMPTY: HomeQuoteValues = { firstName: '', lastName: '', email: '', phone: '', service: '', message: '' };

type FieldName = keyof HomeQuoteValues;

/** The home page quote form (#contact): required-field check with a toast, progress meter, toasts on the outcome. */
export function HomeQuoteForm(_props: HomeQuoteFormProps) {
  const id = useId();
  const [values, setValues] = useState<HomeQuoteValues>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [pending, setPending] = useState(false);
  // The server HTML cannot submit (the request is JSON from script): the button waits for hydration.
  const [hydrated, setHydrated] = useState(false);
  const [missing, setMissing] = useState<readonly FieldName[]>([]);
  const [attempts] = useState(() => new QuoteAttempts<HomeQuotePayload>());
  const formRef = useRef<HTMLFormElement>(null);
  const abandonment = useAbandonment('home_quote', values);
  const progress = progressOf(values);
  const dirty = Object.values(values).some((value) => value.trim() !== '');

  useEffect(() => setHydrated(true), []);

  // Leaving with unsent content asks first (the text is only shown by browsers that still show one).
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED_CHANGES_MESSAGE;
      return UNSAVED_CHANGES_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (value.trim()) setMissing((current) => current.filter((field) => field !== name));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const absent = HOME_REQUIRED_FIELDS.filter((name) => values[name].trim() === '');
    if (absent.length > 0) {
      setMissing(absent);
      toast({ title: copy.missingTitle, description: copy.missingText, variant: 'destructive' });
      formRef.current?.querySelector<HTMLElement>(`[name="${absent[0]}"]`)?.focus();
      return;
    }
    abandonment.submitting();
    setPending(true);
    const signature = JSON.stringify([values, honeypot]);
    try {
      const payload = await attempts.submit(signature, () => buildHomePayload(values, honeypot, readFirstTouch()));
      track('quote_submit', { form_type: 'home_quote', source: 'home_contact_form', success: true });
      track('form_complete', { form_type: 'home_quote' });
      markRecovered(payload.email, 'home_quote');
      toast({ title: copy.successTitle, description: copy.successText });
      setValues(EMPTY);
      setHoneypot('');
      abandonment.restart();
    } catch (error) {
      console.warn('[quote] home request failed', error);
      track('quote_submit', { form_type: 'home_quote', source: 'home_contact_form', success: false, status: error instanceof ApiError ? error.status : 0 });
      // The server's own words: what is wrong with the first bad field, else its summary.
      const message = error instanceof ApiError ? (Object.values(error.fieldErrors)[0] ?? error.serverMessage) : undefined;
      toast({ title: copy.errorTitle, description: message ?? copy.errorFallback, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const field = (name: FieldName) => ({
    id: `${id}${name}`,
    name,
    label: copy.labels[name],
    value: values[name],
    onChange: change,
    error: missing.includes(name) ? `${copy.labels[name]} is required.` : undefined,
    maxLength: (HOME_LIMITS as Partial<Record<FieldName, number>>)[name],
  });

  return (
    <div className={s.card}>
      <div>
        <h3 id={`${id}title`} className={s.title}>
          {copy.title}
        </h3>
        <p className={s.intro}>{copy.intro}</p>
      </div>
      <div className={s.progress}>
        <p className={s.progressRow} id={`${id}progress`}>
          <span>{progress.message}</span>
          <span>{progress.percent}%</span>
        </p>
        <div
          className={s.track}
          role="progressbar"
          aria-label={copy.progressLabel}
          aria-describedby={`${id}progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={`${progress.percent}% - ${progress.message}`}
        >
          <div className={`${s.fill} ${s.tone[progress.tone]}`} data-value={progress.percent} data-tone={progress.tone} />
        </div>
      </div>
      <form ref={formRef} method="post" className={s.form} noValidate onSubmit={submit} aria-labelledby={`${id}title`} aria-busy={pending}>
        <p className={ff.note}>{copy.requiredNote}</p>
        <div className={ff.grid}>
          <Field {...field('firstName')} required autoComplete="given-name" />
          <Field {...field('lastName')} required autoComplete="family-name" />
          <Field {...field('email')} kind="email" required autoComplete="email" />
          <Field {...field('phone')} kind="tel" autoComplete="tel" />
          <Field {...field('service')} kind="select" required wide choices={homeServices} emptyLabel={copy.chooseService} />
          <Field {...field('message')} kind="textarea" wide placeholder={copy.messagePlaceholder} />
        </div>
        <Honeypot id={`${id}website`} value={honeypot} onChange={setHoneypot} />
        <button type="submit" className={`${button.primary} ${buttonLarge} ${s.submit}`} disabled={pending || !hydrated}>
          {pending ? copy.submitting : copy.submit}
        </button>
      </form>
    </div>
  );
}
HomeQuoteForm.displayName = 'HomeQuoteForm' as const; // its island name (views/app/islands.ts)
