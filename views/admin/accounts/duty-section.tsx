import { useId } from 'react';
import { setOwnOnDuty } from '../../../client/admin-api/own-account.js';
import * as f from '../shared/admin-forms.css.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import type { OwnAccountSectionProps } from './own-account-section.js';
import { Outcome } from './outcome.js';
import * as s from './accounts.css.js';

/**
 * "I'm on duty" (docs/product.md#21-leads-desk): with LEAD_ASSIGNMENT=round-robin the site gives new leads to
 * the accounts on duty in turn. Shown to a role that may own leads, and to an account on duty (to come off it).
 */
export function DutySection({ account, onAccount }: OwnAccountSectionProps) {
  const id = useId();
  const { busy: pending, error, said, run } = useAdminAction('Could not change your duty');

  const change = (onDuty: boolean) =>
    run(async () => {
      const next = await setOwnOnDuty(onDuty);
      onAccount(next);
      return next.onDuty ? 'You are on duty: round robin gives you new leads.' : 'You are off duty.';
    });

  return (
    <section className={s.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={s.heading}>
        New leads
      </h2>
      <div className={s.body}>
        <label htmlFor={`${id}-duty`} className={s.buttons}>
          <input
            id={`${id}-duty`}
            type="checkbox"
            name="onDuty"
            className={f.checkbox}
            checked={account.onDuty}
            disabled={pending}
            aria-describedby={`${id}-hint`}
            onChange={(event) => void change(event.target.checked)}
          />
          I'm on duty
        </label>
        <p id={`${id}-hint`} className={s.hint}>
          While you are on duty, new leads may be given to you in turn with the others on duty.
        </p>
        <Outcome error={error} said={said} />
      </div>
    </section>
  );
}
