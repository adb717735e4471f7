import { FormFailure } from '../shared/form-field.js';
import * as s from './accounts.css.js';

/** What a section's last action came to: its refusal (an alert) and what was done (read out politely). */
export function Outcome({ error, said }: { error: string | null; said: string }) {
  return (
    <>
      <FormFailure error={error} />
      <p role="status" className={said ? s.success : undefined}>
        {said}
      </p>
    </>
  );
}
