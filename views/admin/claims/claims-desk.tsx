import { useId, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { approveClaim, removeClaim } from '../../../client/admin-api/claims.js';
import { fieldErrorsOf } from '../../../client/admin-api/request.js';
import { CLAIM_LIMITS, CLAIM_MESSAGES, splitFigures, type ApprovedClaimView } from '../../../core/approved-claims.js';
import { deskTime } from '../../../core/desk-time-format.js';
import * as f from '../shared/admin-forms.css.js';
import { describedBy, FormFailure, FormField } from '../shared/form-field.js';
import { useFocusAfterRender } from '../shared/focus-after-render.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import * as a from '../accounts/accounts.css.js';
import * as s from './claims.css.js';
import { primaryButton, smallButton } from '../shared/admin-ui.css.js';

export interface ClaimsDeskProps {
  claims: ApprovedClaimView[];
  /** Admins and editors approve and remove claims; a viewer reads the list. */
  canChange: boolean;
  /** A phrase to start the approve form with (`?figure=`, from the optimizer's finding), or null. */
  figure: string | null;
  timeZone: string;
}

type Field = 'claim' | 'figures' | 'reason';
type FieldErrors = Partial<Record<Field, string>>;

const within = (text: string, { min, max }: { min: number; max: number }) => text.length >= min && text.length <= max;

/** The form's own check, in the API's words: what it would refuse, field by field. */
function formErrors(claim: string, figures: string[], reason: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!within(claim, CLAIM_LIMITS.claim)) errors.claim = CLAIM_MESSAGES.claim;
  if (figures.length < CLAIM_LIMITS.figures.min || figures.length > CLAIM_LIMITS.figures.max) errors.figures = CLAIM_MESSAGES.figures;
  else if (figures.some((phrase) => !within(phrase, CLAIM_LIMITS.figure) || !/\d/.test(phrase))) errors.figures = CLAIM_MESSAGES.figure;
  if (!within(reason, CLAIM_LIMITS.reason)) errors.reason = CLAIM_MESSAGES.reason;
  return errors;
}

/** The approve form: the claim, its phrases (one a line or comma separated) and why it may be said. */
function ApproveForm({ figure, onApproved }: { figure: string | null; onApproved: (claim: ApprovedClaimView) => void }) {
  const id = useId();
  const [claim, setClaim] = useState('');
  const [figures, setFigures] = useState(figure ?? '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy: pending, error, setError, run } = useAdminAction('Could not approve the claim');
  const refs: Record<Field, RefObject<HTMLInputElement | HTMLTextAreaElement | null>> = {
    claim: useRef<HTMLInputElement>(null),
    figures: useRef<HTMLTextAreaElement>(null),
    reason: useRef<HTMLTextAreaElement>(null),
  };
  const focusFirst = (found: FieldErrors) => {
    const first = (['claim', 'figures', 'reason'] as const).find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    const phrases = splitFigures(figures);
    const found = formErrors(claim.trim(), phrases, reason.trim());
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    await run(
      async () => {
        const approved = await approveClaim(claim.trim(), phrases, reason.trim());
        setClaim('');
        setFigures('');
        setReason('');
        onApproved(approved);
      },
      {
        refused: (failure) => {
          const byField = fieldErrorsOf(failure);
          const server: FieldErrors = { claim: byField.claim, figures: byField.figures, reason: byField.reason };
          if (!server.claim && !server.figures && !server.reason) return undefined;
          setErrors(server);
          focusFirst(server);
          return null;
        },
      },
    );
  };

  /** What each of the form's boxes shares: its name, value, required, and its hint and error for screen readers. */
  const control = (field: Field, value: string, set: (value: string) => void) => ({
    id: `${id}-${field}`,
    name: field,
    value,
    required: true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(`${id}-${field}`, true, errors[field]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(event.target.value),
  });

  const figuresHint =
    'One a line, or separated by commas. A count or a multiple with what it counts, as the copy writes it (300+ cities, 2-5 times faster); any other figure as written (99.8%, 2-4 hours, $1M).';
  return (
    <section className={a.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={a.heading}>
        Approve a claim
      </h2>
      <form className={f.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormField id={`${id}-claim`} label="Claim" hint="What the pages may say, in words." error={errors.claim}>
          <input ref={refs.claim as RefObject<HTMLInputElement>} {...control('claim', claim, setClaim)} className={f.input} autoComplete="off" maxLength={CLAIM_LIMITS.claim.max} />
        </FormField>
        <FormField id={`${id}-figures`} label="Figures" hint={figuresHint} error={errors.figures}>
          <textarea ref={refs.figures as RefObject<HTMLTextAreaElement>} {...control('figures', figures, setFigures)} className={f.textarea} rows={3} spellCheck={false} />
        </FormField>
        <FormField id={`${id}-reason`} label="Why it may be said" hint="The evidence or the decision: the audit trail keeps it." error={errors.reason}>
          <textarea ref={refs.reason as RefObject<HTMLTextAreaElement>} {...control('reason', reason, setReason)} className={f.textarea} rows={3} maxLength={CLAIM_LIMITS.reason.max} />
        </FormField>
        <FormFailure error={error} />
        <div className={a.buttons}>
          <button type="submit" className={`${primaryButton} ${a.busy}`} disabled={pending} aria-busy={pending || undefined}>
            {pending ? 'Approving…' : 'Approve claim'}
          </button>
        </div>
      </form>
    </section>
  );
}

interface ClaimCardProps {
  claim: ApprovedClaimView;
  canChange: boolean;
  timeZone: string;
  /** Removes the claim; rejects with the call's failure, which the card shows by the reason. */
  onRemove: (claim: ApprovedClaimView, reason: string) => Promise<void>;
}

/** One approved claim: what it says, its phrases, why, who approved it and when; Remove asks first and wants a reason. */
function ClaimCard({ claim, canChange, timeZone, onRemove }: ClaimCardProps) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  // The reason's own check and the removal's refusal are both said by the reason.
  const { busy: pending, error, setError: setReasonError, run } = useAdminAction('Could not remove the claim');
  const reasonError = error ?? undefined;
  const reasonRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const ask = () => {
    setConfirming(true);
    focusAfterRender(reasonRef);
  };
  const cancel = () => {
    setConfirming(false);
    setReason('');
    setReasonError(null);
    focusAfterRender(removeRef);
  };
  const remove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const typed = reason.trim();
    if (!within(typed, CLAIM_LIMITS.reason)) {
      setReasonError(CLAIM_MESSAGES.reason);
      reasonRef.current?.focus();
      return;
    }
    await run(() => onRemove(claim, typed), {
      refused: (failure, message) => {
        reasonRef.current?.focus();
        return fieldErrorsOf(failure).reason ?? message;
      },
    });
  };

  return (
    <li className={s.claimCard}>
      <h3 className={a.cardTitle}>{claim.claim}</h3>
      <dl className={a.facts}>
        <div className={a.factRow}>
          <dt className={a.term}>Approved phrases</dt>
          <dd className={a.definition}>
            {claim.figures.length > 0 ? (
              <ul className={s.phrases}>
                {claim.figures.map((phrase) => (
                  <li key={phrase} className={s.phrase}>
                    {phrase}
                  </li>
                ))}
              </ul>
            ) : (
              'None (the claim is stated in words)'
            )}
          </dd>
        </div>
        <div className={a.factRow}>
          <dt className={a.term}>Why</dt>
          <dd className={a.definition}>{claim.reason}</dd>
        </div>
        <div className={a.factRow}>
          <dt className={a.term}>Approved by</dt>
          <dd className={a.definition}>{claim.approvedBy}</dd>
        </div>
        <div className={a.factRow}>
          <dt className={a.term}>When</dt>
          <dd className={a.definition}>
            <time dateTime={claim.approvedAt}>{deskTime(claim.approvedAt, timeZone)}</time>
          </dd>
        </div>
      </dl>
      {!canChange ? null : confirming ? (
        <form className={a.confirm} onSubmit={(event) => void remove(event)} noValidate>
          <p>Remove this claim? The next audit reports its phrases wherever no other claim approves them.</p>
          <FormField id={`${id}-reason`} label="Why it is removed" error={reasonError}>
            <input
              ref={reasonRef}
              id={`${id}-reason`}
              name="reason"
              className={f.input}
              autoComplete="off"
              required
              maxLength={CLAIM_LIMITS.reason.max}
              value={reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={describedBy(`${id}-reason`, false, reasonError)}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <div className={a.buttons}>
            <button type="submit" className={`${primaryButton} ${a.busy}`} disabled={pending} aria-busy={pending || undefined} aria-label={`Remove claim: ${claim.claim}`}>
              {pending ? 'Removing…' : 'Remove claim'}
            </button>
            <button type="button" className={smallButton} disabled={pending} aria-label={`Cancel removing: ${claim.claim}`} onClick={cancel}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className={a.buttons}>
          <button ref={removeRef} type="button" className={smallButton} aria-label={`Remove: ${claim.claim}`} onClick={ask}>
            Remove
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * /admin/claims (docs/product.md#231-approved-marketing-claims): the approved marketing claims the content
 * audit holds the copy to. Admins and editors approve a claim with its phrases and remove one with a
 * reason; the next audit run reads the list as changed. A viewer reads the list.
 */
export function ClaimsDesk({ claims, canChange, figure, timeZone }: ClaimsDeskProps) {
  const id = useId();
  const [rows, setRows] = useState(claims);
  const [said, setSaid] = useState('');
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const approved = (claim: ApprovedClaimView) => {
    setRows((current) => [claim, ...current]);
    setSaid(`Approved: ${claim.claim} (${claim.figures.join(', ')}). The next audit reads it.`);
  };

  const remove = async (claim: ApprovedClaimView, reason: string) => {
    setSaid('');
    await removeClaim(claim.id, reason);
    setRows((current) => current.filter((row) => row.id !== claim.id));
    setSaid(`Removed: ${claim.claim}.`);
    focusAfterRender(listHeadingRef);
  };

  return (
    <div className={canChange ? s.layout : undefined}>
      {canChange ? <ApproveForm figure={figure} onApproved={approved} /> : null}
      <section className={a.panel} aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} ref={listHeadingRef} tabIndex={-1} className={a.heading}>
          Approved claims
        </h2>
        <div className={a.body}>
          <p className={a.hint}>
            {rows.length} claim{rows.length === 1 ? '' : 's'}, the newest first. Times in {timeZone}.
          </p>
          <p role="status" className={said ? a.success : undefined}>
            {said}
          </p>
          <ul className={s.claimList} aria-labelledby={`${id}-list`}>
            {rows.map((claim) => (
              <ClaimCard key={claim.id} claim={claim} canChange={canChange} timeZone={timeZone} onRemove={remove} />
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
ClaimsDesk.displayName = 'ClaimsDesk' as const;
