import type { ReactNode } from 'react';
import { waitText } from '../recruitment/recruitment-copy.js';
import type { Failure } from './use-lead-form.js';
import * as s from './error-summary.css.js';

/** The summary's words (docs/product.md#45-forms-without-javascript). */
export const errorSummaryCopy = {
  title: 'There is a problem',
  throttled: (wait: string) => `Too many requests from your connection. Please try again in ${wait}, or call us at`,
  unavailable: 'We could not save your request just now. Everything you entered is still here: please try again in a minute, or call us at',
  unreadable: 'Your browser sent the form in a way we could not read. Please try again, or call us at',
} as const;

export interface ErrorSummaryProps {
  /** The form's id prefix (useLeadForm): the title's id. */
  id: string;
  failure: Failure;
  /** Each refused field's message with its control's id, in the form's order. */
  errors: readonly { controlId: string; message: string }[];
  /** Messages for fields the visitor cannot see (the form's hidden fields). */
  notes: readonly string[];
  phone: string;
  phoneHref: string;
}

/** What the summary says besides the fields: how long to wait, that the values are kept, the phone as a link. */
function problemText(failure: Failure, call: ReactNode): ReactNode {
  switch (failure.kind) {
    case 'throttled':
      return (
        <>
          {errorSummaryCopy.throttled(waitText(failure.retryAfter ?? 60))} {call}.
        </>
      );
    case 'unavailable':
      return (
        <>
          {errorSummaryCopy.unavailable} {call}.
        </>
      );
    case 'generic':
      return (
        <>
          {errorSummaryCopy.unreadable} {call}.
        </>
      );
    case 'fields':
      return null;
  }
}

/**
 * GOV.UK's error summary, at the top of a lead form the server answered (a post without script): "There is
 * a problem", a link to each refused field, and the wait or the outage with the phone. It takes focus as
 * the page opens (autofocus: no script needed), so a screen reader starts there.
 */
export function ErrorSummary({ id, failure, errors, notes, phone, phoneHref }: ErrorSummaryProps) {
  const call = <a href={phoneHref}>{phone}</a>;
  const text = problemText(failure, call);
  return (
    // React writes autoFocus into the server HTML but not on the client (it calls focus() instead), so hydration
    // would report the attribute as a mismatch: it is the one difference, and it is meant.
    <div className={s.summary} tabIndex={-1} autoFocus suppressHydrationWarning data-error-summary="">
      <div role="alert">
        <h4 id={`${id}summary`} className={s.title}>
          {errorSummaryCopy.title}
        </h4>
        {text ? <p className={s.text}>{text}</p> : null}
        {errors.length + notes.length > 0 ? (
          <ul className={s.list}>
            {errors.map(({ controlId, message }) => (
              <li key={controlId}>
                <a href={`#${controlId}`} className={s.link}>
                  {message}
                </a>
              </li>
            ))}
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** The summary's list: each refused field's message, linked to its control (`${id}${name}`, as useLeadForm names controls). */
export function summaryErrors(id: string, errors: Readonly<Record<string, string | undefined>>): { controlId: string; message: string }[] {
  return Object.entries(errors).flatMap(([name, message]) => (message ? [{ controlId: `${id}${name}`, message }] : []));
}
