import type { SlideOutQuotePayload, SlideOutQuoteValues } from '../../client/quote-payload.js';
import { slideOutCopy as copy, slideOutServices, timeframes } from '../content/quote-form.js';
import { Field, Honeypot } from '../forms/field.js';
import * as ff from '../forms/field.css.js';
import { CheckIcon, CloseIcon } from '../layout/icons.js';
import { button, buttonLarge } from '../theme/button.css.js';
import { LocationCombobox } from './location-combobox.js';
import * as s from './quote-dialog.css.js';
import type { useQuoteForm } from './use-quote-form.js';

export type SlideOutForm = ReturnType<typeof useQuoteForm<SlideOutQuoteValues, SlideOutQuotePayload>>;

interface SlideOutQuoteFormProps {
  form: SlideOutForm;
  phone: string;
  phoneHref: string;
  /** Given the "Full name" input, which takes focus when the dialog opens. */
  firstFieldRef: (el: HTMLInputElement | null) => void;
  onClose: () => void;
}

/**
 * What the slide-out dialog shows (docs/product.md#42-slide-out-dialog-fields-and-outcomes): title and
 * close button, the outcome (success banner or alert), the fields and the dispatch phone. The state is
 * the dialog's, so typed values survive closing and reopening. The title and intro ids are the dialog's
 * accessible name and description.
 */
export function SlideOutQuoteForm({ form, phone, phoneHref, firstFieldRef, onClose }: SlideOutQuoteFormProps) {
  const { id, status, failure, field } = form;
  const busy = status === 'submitting';
  const callLink = (
    <a href={phoneHref} className={s.alertLink}>
      {phone}
    </a>
  );
  // A 429 or a 503 says what the server said; a 429 without its words is told like any other failure.
  const serverSays = failure?.kind === 'throttled' || failure?.kind === 'unavailable' ? failure.message : undefined;

  return (
    <>
      <div className={s.header}>
        <h2 id={`${id}title`} className={s.title}>
          {copy.title}
        </h2>
        <p id={`${id}intro`} className={s.intro}>
          {copy.intro}
        </p>
        <button type="button" className={s.close} aria-label={copy.close} onClick={onClose}>
          <CloseIcon size={22} />
        </button>
      </div>
      <div className={s.body}>
        <div role="status" aria-live="polite">
          {status === 'success' ? (
            <div ref={form.successRef} tabIndex={-1} className={s.banner}>
              <p className={s.bannerTitle}>
                <CheckIcon size={20} />
                {copy.successTitle}
              </p>
              <p>{copy.successText}</p>
            </div>
          ) : null}
        </div>
        {failure ? (
          <div ref={form.alertRef} role="alert" tabIndex={-1} className={s.alert}>
            {failure.kind === 'fields' || serverSays ? (
              <p>
                {serverSays ?? copy.fieldsInvalid} {copy.alsoCall} {callLink}.
              </p>
            ) : (
              <p>
                {copy.failure} {callLink}.
              </p>
            )}
          </div>
        ) : null}
        <form ref={form.formRef} className={s.form} onSubmit={form.submit} aria-busy={busy}>
          <p className={ff.note}>{copy.requiredNote}</p>
          <div className={ff.grid}>
            <Field {...field('name')} required autoComplete="name" inputRef={firstFieldRef} />
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
          <Honeypot id={`${id}website`} value={form.honeypot} onChange={form.setHoneypot} />
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
    </>
  );
}
