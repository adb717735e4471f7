import { useId, useRef, useState, type FormEvent } from 'react';
import { FACT_TEXTS, type CompanyFactView } from '../../../core/company-facts.js';
import { deskTime } from '../../../core/desk-time-format.js';
import * as a from '../accounts/accounts.css.js';
import * as f from '../shared/admin-forms.css.js';
import { useFocusAfterRender } from '../shared/focus-after-render.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import { rulesOf } from './fact-fields.js';
import * as s from './facts.css.js';
import { primaryButton, smallButton } from '../shared/admin-ui.css.js';

/** Confirmed "by X at T", or Unconfirmed. */
function ConfirmedBadge({ fact, timeZone }: { fact: CompanyFactView; timeZone: string }) {
  if (!fact.confirmedAt) return <span className={a.warn}>{FACT_TEXTS.unconfirmed}</span>;
  return (
    <span className={a.on}>
      Confirmed by {fact.confirmedBy} at <time dateTime={fact.confirmedAt}>{deskTime(fact.confirmedAt, timeZone)}</time>
    </span>
  );
}

export interface FactCardProps {
  fact: CompanyFactView;
  canChange: boolean;
  opened: boolean;
  timeZone: string;
  onEdit: (fact: CompanyFactView) => void;
  /** Confirms or removes the fact; rejects with the call's failure, which the card shows. */
  onConfirm: (fact: CompanyFactView) => Promise<void>;
  onRemove: (fact: CompanyFactView) => Promise<void>;
}

/** One fact: its fields, its picture, whether someone confirmed it; Confirm and Remove ask first. */
export function FactCard({ fact, canChange, opened, timeZone, onEdit, onConfirm, onRemove }: FactCardProps) {
  const id = useId();
  const [asking, setAsking] = useState<'confirm' | 'remove' | null>(null);
  const [checked, setChecked] = useState(false);
  // The box's own check and the call's refusal are both said under the question.
  const { busy: pending, error, setError: setProblem, run } = useAdminAction('Could not confirm the fact');
  const problem = error ?? undefined;
  const firstRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const fields = fact.fields as unknown as Record<string, unknown>;

  const ask = (what: 'confirm' | 'remove') => {
    setAsking(what);
    setChecked(false);
    setProblem(null);
    if (what === 'confirm') focusAfterRender(firstRef);
    else focusAfterRender(removeRef);
  };
  const act = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (asking === 'confirm' && !checked) {
      setProblem('Tick the box once you have checked it');
      firstRef.current?.focus();
      return;
    }
    const confirming = asking === 'confirm';
    if (await run(() => (confirming ? onConfirm(fact) : onRemove(fact)), { fallback: confirming ? 'Could not confirm the fact' : 'Could not remove the fact' })) setAsking(null);
  };

  return (
    <li className={`${s.factCard} ${opened ? s.opened : ''}`} id={`fact-${fact.id}`} tabIndex={opened ? -1 : undefined}>
      <div className={a.cardHead}>
        <h3 className={a.cardTitle}>{fact.name}</h3>
        <ConfirmedBadge fact={fact} timeZone={timeZone} />
      </div>
      <dl className={a.facts}>
        {rulesOf(fact.kind).map(([key, rule]) =>
          // The title is the card's heading; the built-in image is the picture's row.
          key === 'title' || rule.form === 'image' || fields[key] === null || fields[key] === undefined ? null : (
            <div key={key} className={a.factRow}>
              <dt className={a.term}>{rule.label}</dt>
              <dd className={`${a.definition} ${rule.form === 'long' ? s.quote : ''}`}>{String(fields[key])}</dd>
            </div>
          ),
        )}
        {fact.kind === 'testimonial' ? null : (
          <div className={a.factRow}>
            <dt className={a.term}>Picture</dt>
            <dd className={a.definition}>{fact.image ? `Uploaded: ${fact.image.alt}` : 'Built-in image'}</dd>
          </div>
        )}
        <div className={a.factRow}>
          <dt className={a.term}>Last changed</dt>
          <dd className={a.definition}>
            {fact.updatedBy}, <time dateTime={fact.updatedAt}>{deskTime(fact.updatedAt, timeZone)}</time>
          </dd>
        </div>
      </dl>
      {!canChange ? null : asking ? (
        <form className={a.confirm} onSubmit={(event) => void act(event)} noValidate>
          {asking === 'confirm' ? (
            <div className={f.field}>
              <label className={a.buttons}>
                <input ref={firstRef} type="checkbox" className={f.checkbox} checked={checked} aria-describedby={problem ? `${id}-problem` : undefined} onChange={(event) => (setChecked(event.target.checked), setProblem(null))} />
                {FACT_TEXTS.confirmQuestion}
              </label>
            </div>
          ) : (
            <p>{FACT_TEXTS.removeQuestion} It leaves every page at once.</p>
          )}
          {problem ? (
            <p id={`${id}-problem`} className={f.fieldError}>
              {problem}
            </p>
          ) : null}
          <div className={a.buttons}>
            <button
              ref={asking === 'remove' ? removeRef : undefined}
              type="submit"
              className={`${primaryButton} ${a.busy}`}
              disabled={pending}
              aria-busy={pending || undefined}
              aria-label={`${asking === 'confirm' ? 'Confirm' : 'Remove'}: ${fact.name}`}
            >
              {asking === 'confirm' ? 'Confirm' : 'Remove'}
            </button>
            <button type="button" className={smallButton} disabled={pending} aria-label={`Cancel: ${fact.name}`} onClick={() => setAsking(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className={a.buttons}>
          <button type="button" className={smallButton} aria-label={`Edit: ${fact.name}`} onClick={() => onEdit(fact)}>
            Edit
          </button>
          {fact.confirmedAt ? null : (
            <button type="button" className={smallButton} aria-label={`Confirm: ${fact.name}`} onClick={() => ask('confirm')}>
              Confirm
            </button>
          )}
          <button type="button" className={smallButton} aria-label={`Remove: ${fact.name}`} onClick={() => ask('remove')}>
            Remove
          </button>
        </div>
      )}
    </li>
  );
}
