import { useId, useState, type FormEvent } from 'react';
import { CODE_FORMAT_MESSAGE, RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN, type MfaEnrolmentView } from '../../../core/admin-accounts.js';
import { button } from '../../theme/button.css.js';
import * as f from '../shared/admin-forms.css.js';
import { copyText } from '../shared/copy-text.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import * as s from './two-factor.css.js';

/** A code as typed, without the spaces and dashes people copy along ("123 456", "abcd-efgh-…" keeps its dashes). */
export const typedCode = (value: string) => value.replace(/\s+/g, '');

/** Whether a typed code can be sent: 6 digits, or (when `recovery` is allowed) a recovery code. */
export const codeLooksRight = (value: string, recovery: boolean) =>
  TOTP_CODE_PATTERN.test(typedCode(value)) || (recovery && RECOVERY_CODE_PATTERN.test(typedCode(value)));

/** The key in groups of four, as people type it into an app. */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export interface CodeFormProps {
  /** The field's label. */
  label: string;
  /** Whether a recovery code is accepted as well as a 6-digit code. */
  recovery: boolean;
  submitLabel: string;
  /** Sends the code; rejects with the call's failure, shown under the box in the server's words. */
  onCode: (code: string) => Promise<void>;
  /** The words under the box when the server gave none. */
  failure: string;
  /** Focus the field when it first shows (a step that replaced the one before it). */
  autoFocus?: boolean;
}

/** One code box and its button (docs/product.md#14-admin-area): the sign-in's second step and the enrolment's last. */
export function CodeForm({ label, recovery, submitLabel, onCode, failure, autoFocus }: CodeFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const { busy: pending, error, setError, run } = useAdminAction(failure);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!codeLooksRight(code, recovery)) return setError(recovery ? CODE_FORMAT_MESSAGE : 'Enter the 6-digit code from your authenticator app');
    await run(() => onCode(typedCode(code)));
  };
  return (
    <form className={`${f.form} ${s.codeForm}`} onSubmit={(event) => void submit(event)} noValidate>
      <div className={f.field}>
        <label htmlFor={`${id}-code`} className={f.label}>
          {label}
        </label>
        <input
          id={`${id}-code`}
          name="code"
          className={f.input}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={recovery ? 24 : 7}
          // The step replaced the form the person was typing in: the caret goes on to the code box.
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className={f.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={`${button.secondary} ${f.submit}`} disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Checking…' : submitLabel}
      </button>
    </form>
  );
}

/**
 * Setting up two-factor: the QR code the server drew, the same key written out for typing, then the code
 * box; the enrolment ends only when a code from the app is accepted (`onCode` resolves).
 */
export function MfaEnrolment({ enrolment, onCode, failure, autoFocus }: { enrolment: MfaEnrolmentView; autoFocus?: boolean } & Pick<CodeFormProps, 'onCode' | 'failure'>) {
  return (
    <div className={s.enrolment}>
      <ol className={s.steps}>
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).</li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      {/* The SVG is drawn by the server from the key alone (qrcode); it holds no text from anyone. */}
      <div className={s.qr} role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
      <p>
        Key for typing: <code className={s.key} data-testid="mfa-key">{groupedKey(enrolment.secret)}</code>
      </p>
      <CodeForm label="Code from your app" recovery={false} submitLabel="Turn on two-factor" onCode={onCode} failure={failure} autoFocus={autoFocus} />
    </div>
  );
}

/** The recovery codes, shown once: each works one time in place of a code from the app. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const [said, setSaid] = useState('');
  // One code a line, as a text file or the clipboard holds them.
  const lines = `${codes.join('\n')}\n`;
  const copy = async () => setSaid((await copyText(lines)) ? 'Copied' : 'Not copied: download them, or select them and copy them with Ctrl+C (⌘C on a Mac).');
  return (
    <div className={s.enrolment}>
      <p className={s.warning}>Save these recovery codes somewhere safe now: they are shown only once.</p>
      <p>Each one signs you in once if you lose your phone. Making new codes stops these from working.</p>
      <ul className={s.codes} aria-label="Recovery codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className={s.code}>
            {code}
          </li>
        ))}
      </ul>
      <div className={s.codeActions}>
        <button type="button" className={button.secondary} onClick={() => void copy()}>
          Copy codes
        </button>
        <a className={button.secondary} href={`data:text/plain;charset=utf-8,${encodeURIComponent(lines)}`} download="recovery-codes.txt">
          Download
        </a>
      </div>
      <p role="status">{said}</p>
    </div>
  );
}
