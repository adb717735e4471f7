import { useState, type FormEvent } from 'react';
import { LOST_REASON_LABELS, LOST_REASONS, OUTCOME_TEXTS, parseDollars, type LeadOutcomeView, type LostReason } from '../../../core/lead-outcome.js';
import { button } from '../../theme/button.css.js';
import * as s from './lead-workbench.css.js';

export interface LeadOutcomeFormProps {
  id: string;
  /** Won asks for the value, lost for the reason. */
  status: 'won' | 'lost';
  /** What the lead holds now (a change), or nulls (a move). */
  current: LeadOutcomeView;
  submitLabel: string;
  busy: boolean;
  onSubmit: (outcome: Partial<LeadOutcomeView>) => void;
  onCancel: () => void;
}

/** Why a lost lead's form does not send: no reason chosen. */
export const CHOOSE_A_REASON = 'Choose why it was lost';

/**
 * The question a move to won or lost asks first (docs/product.md#21-leads-desk): a won lead's value in dollars
 * (optional), a lost lead's reason from the short list. The same form changes them later.
 */
export function LeadOutcomeForm({ id, status, current, submitLabel, busy, onSubmit, onCancel }: LeadOutcomeFormProps) {
  const [typed, setTyped] = useState(current.value === null ? '' : String(current.value));
  const [reason, setReason] = useState<LostReason | null>(current.lostReason);
  const [problem, setProblem] = useState<string | null>(null);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'won') {
      const value = parseDollars(typed);
      if (value === undefined) return setProblem(OUTCOME_TEXTS.valueRule.replace(/^value/, 'The value'));
      onSubmit({ value });
    } else {
      if (!reason) return setProblem(CHOOSE_A_REASON);
      onSubmit({ lostReason: reason });
    }
  };

  const problemId = `${id}outcome-problem`;
  return (
    <form className={s.noteForm} onSubmit={send} aria-label={status === 'won' ? 'Won: its value' : 'Lost: why'}>
      {status === 'won' ? (
        <>
          <label htmlFor={`${id}value`} className={s.label}>
            Value in dollars (optional)
          </label>
          <input
            id={`${id}value`}
            name="value"
            className={s.valueInput}
            inputMode="decimal"
            autoComplete="off"
            autoFocus
            value={typed}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => (setTyped(event.target.value), setProblem(null))}
          />
        </>
      ) : (
        <fieldset className={s.reasons} aria-describedby={problem ? problemId : undefined}>
          <legend className={s.label}>Why was it lost?</legend>
          {LOST_REASONS.map((code, i) => (
            <label key={code} className={s.reason}>
              <input type="radio" name="lostReason" value={code} autoFocus={i === 0} checked={reason === code} onChange={() => (setReason(code), setProblem(null))} />
              {LOST_REASON_LABELS[code]}
            </label>
          ))}
        </fieldset>
      )}
      {problem ? (
        <p id={problemId} role="alert" className={s.error}>
          {problem}
        </p>
      ) : null}
      <div className={s.moves}>
        <button type="submit" className={`${button.primary} ${s.saveNote}`} disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </button>
        <button type="button" className={s.moveQuiet} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
