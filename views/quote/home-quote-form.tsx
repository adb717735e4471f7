import { useEffect } from 'react';
import { ApiError } from '../../client/api.js';
import { buildHomePayload, HOME_LIMITS, type HomeQuotePayload, type HomeQuoteValues } from '../../client/quote-payload.js';
import { toast } from '../../client/toast.js';
import { homeFormCopy as copy, homeServices, UNSAVED_CHANGES_MESSAGE } from '../content/quote-form.js';
import { leadFormAction, type LeadFormPostView } from '../../core/lead-form-post.js';
import { ErrorSummary, summaryErrors } from '../forms/error-summary.js';
import { Field, Honeypot } from '../forms/field.js';
import { FormPostFields } from '../forms/form-post-fields.js';
import * as ff from '../forms/field.css.js';
import { FormCardHeading } from '../forms/form-card.js';
import * as card from '../forms/form-card.css.js';
import { button, buttonLarge } from '../theme/button.css.js';
import * as s from './home-quote-form.css.js';
import { HOME_REQUIRED_FIELDS, progressOf } from './home-quote-progress.js';
import { useQuoteForm } from './use-quote-form.js';

/** Island props: the phone for the error summary, and the server's answer when the form was posted without script. */
export interface HomeQuoteFormProps {
  phone: string;
  phoneHref: string;
  posted?: LeadFormPostView;
}

const EMPTY: HomeQuoteValues = { firstName: '', lastName: '', email: '', phone: '', service: '', message: '' };

/** The required fields left blank, each with its message. */
function missingFields(values: HomeQuoteValues): Partial<Record<keyof HomeQuoteValues, string>> {
  const blank = HOME_REQUIRED_FIELDS.filter((name) => values[name].trim() === '');
  return Object.fromEntries(blank.map((name) => [name, `${copy.labels[name]} is required.`]));
}

/** The home page quote form (#contact): required-field check with a toast, progress meter, toasts on the outcome. */
export function HomeQuoteForm({ phone, phoneHref, posted }: HomeQuoteFormProps) {
  const form = useQuoteForm<HomeQuoteValues, HomeQuotePayload>({
    posted,
    formType: 'home_quote',
    source: 'home_contact_form',
    empty: EMPTY,
    build: buildHomePayload,
    labels: copy.labels,
    limits: HOME_LIMITS,
    check: missingFields,
    // A missing field's message stays until it holds something.
    clearsError: (value) => value.trim() !== '',
    // The server's words go in the failure toast, not under the fields.
    fieldOf: {},
    log: '[quote] home',
    onInvalid: () => toast({ title: copy.missingTitle, description: copy.missingText, variant: 'destructive' }),
    onSuccess: () => toast({ title: copy.successTitle, description: copy.successText }),
    onFailure: (error) => {
      // The server's own words: what is wrong with the first bad field, else its summary.
      const message = error instanceof ApiError ? (Object.values(error.fieldErrors)[0] ?? error.serverMessage) : undefined;
      toast({ title: copy.errorTitle, description: message ?? copy.errorFallback, variant: 'destructive' });
    },
  });
  const { id, values, field } = form;
  const pending = form.status === 'submitting';
  const progress = progressOf(values);
  const dirty = Object.values(values).some((value) => value.trim() !== '');

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

  return (
    <div className={card.card}>
      <FormCardHeading id={id} title={copy.title} intro={copy.intro} />
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
      <form
        ref={form.formRef}
        method="post"
        action={leadFormAction('home_quote')}
        className={card.form}
        noValidate
        onSubmit={form.submit}
        aria-labelledby={`${id}title`}
        aria-busy={pending}
      >
        {form.summary && form.failure ? (
          <ErrorSummary id={id} failure={form.failure} errors={summaryErrors(id, form.errors)} notes={form.summary.notes} phone={phone} phoneHref={phoneHref} />
        ) : null}
        <p className={ff.note}>{copy.requiredNote}</p>
        <div className={ff.grid}>
          <Field {...field('firstName')} required autoComplete="given-name" />
          <Field {...field('lastName')} required autoComplete="family-name" />
          <Field {...field('email')} kind="email" required autoComplete="email" />
          <Field {...field('phone')} kind="tel" autoComplete="tel" />
          <Field {...field('service')} kind="select" required wide choices={homeServices} emptyLabel={copy.chooseService} />
          <Field {...field('message')} kind="textarea" wide placeholder={copy.messagePlaceholder} />
        </div>
        <Honeypot id={`${id}website`} value={form.honeypot} onChange={form.setHoneypot} />
        <FormPostFields form="home_quote" />
        <button type="submit" className={`${button.primary} ${buttonLarge} ${card.submit}`} disabled={pending}>
          {pending ? copy.submitting : copy.submit}
        </button>
      </form>
    </div>
  );
}
HomeQuoteForm.displayName = 'HomeQuoteForm' as const; // its island name (views/app/islands.ts)
