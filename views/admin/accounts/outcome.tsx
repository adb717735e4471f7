import * as s from './accounts.css.js';

/** What a section's last action came to: its refusal (an alert) and what was done (read out politely). */
export function Outcome({ error, said }: { error: string | null; said: string }) {
  return (
    <>
      {error ? (
        <p role="alert" className={s.error}>
          {error}
        </p>
      ) : null}
      <p role="status" className={said ? s.success : undefined}>
        {said}
      </p>
    </>
  );
}
