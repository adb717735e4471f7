import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { FactorProof } from '../../../client/admin-api/own-account.js';
import { fieldErrorsOf } from '../../../client/admin-api/request.js';
import { ApiError } from '../../../client/api.js';
import { PASSWORD_MAX_LENGTH } from '../../../core/admin.js';
import { ACCOUNT_TEXTS } from '../../../core/admin-accounts.js';
import * as f from '../shared/admin-forms.css.js';
import { describedBy, FormFailure, FormField } from '../shared/form-field.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import * as s from './accounts.css.js';
import { primaryButton, smallButton } from '../shared/admin-ui.css.js';

export interface FactorProofFormProps {
  /** What the change is, said above the fields (the warning of what stops working). */
  children: ReactNode;
  /** The submit button's words, and its words while the change is under way. */
  action: string;
  busy: string;
  /** What to say when the change fails for another reason than a wrong field. */
  failure: string;
  onProof: (proof: FactorProof) => Promise<void>;
  onCancel: () => void;
  /** The warning's element, which takes the focus when the form appears. */
  introRef?: RefObject<HTMLParagraphElement | null>;
}

type Field = 'password' | 'code';

/**
 * The proof a change to two-factor in use asks for (docs/product.md#14-admin-area): the password and a
 * current code from the app or a recovery code. The server's field messages show under their boxes.
 */
export function FactorProofForm({ children, action, busy, failure, onProof, onCancel, introRef }: FactorProofFormProps) {
  const formId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', code: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const { busy: pending, error, setError, run } = useAdminAction(failure);
  const refs = { password: useRef<HTMLInputElement>(null), code: useRef<HTMLInputElement>(null) };

  const refuse = (errors: Partial<Record<Field, string>>) => {
    setFieldErrors(errors);
    const first = (['password', 'code'] as const).find((name) => errors[name]);
    if (first) refs[first].current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    const errors: Partial<Record<Field, string>> = {};
    if (!values.password) errors.password = ACCOUNT_TEXTS.passwordForChange;
    if (!values.code.trim()) errors.code = ACCOUNT_TEXTS.codeForChange;
    if (Object.keys(errors).length) return refuse(errors);
    setFieldErrors({});
    await run(() => onProof({ password: values.password, code: values.code.replace(/\s+/g, '') }), {
      // A wrong part of the proof is said under its box.
      refused: (caught, message) => {
        const byField = fieldErrorsOf(caught);
        const code = caught instanceof ApiError ? caught.code : undefined;
        if (byField.password || byField.code) refuse({ password: byField.password, code: byField.code });
        else if (code === 'wrong_current_password') refuse({ password: message });
        else if (code === 'wrong_code') refuse({ code: message });
        else return undefined;
        return null;
      },
    });
  };

  const field = (name: Field, label: string, props: { type: string; autoComplete: string }) => {
    const id = `${formId}-${name}`;
    const message = fieldErrors[name];
    return (
      <FormField id={id} label={label} error={message}>
        <input
          ref={refs[name]}
          id={id}
          name={name}
          className={f.input}
          required
          maxLength={name === 'password' ? PASSWORD_MAX_LENGTH : 40}
          spellCheck={false}
          value={values[name]}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(id, false, message)}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          {...props}
        />
      </FormField>
    );
  };

  return (
    <form className={s.proof} onSubmit={(event) => void submit(event)} noValidate>
      <p ref={introRef} tabIndex={-1}>
        {children}
      </p>
      {field('password', 'Your password', { type: 'password', autoComplete: 'current-password' })}
      {field('code', 'Code from your app, or a recovery code', { type: 'text', autoComplete: 'one-time-code' })}
      <FormFailure error={error} />
      <div className={s.buttons}>
        <button type="submit" className={`${primaryButton} ${s.busy}`} disabled={pending} aria-busy={pending || undefined}>
          {pending ? busy : action}
        </button>
        <button type="button" className={smallButton} disabled={pending} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
