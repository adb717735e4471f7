import { useId, useRef, useState, type RefObject } from 'react';
import { confirmEnrolment, renewRecoveryCodes, startEnrolment, type FactorProof } from '../../../client/admin-api/own-account.js';
import type { MfaEnrolmentView } from '../../../core/admin-accounts.js';
import { useFocusAfterRender } from '../shared/focus-after-render.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import { FactorProofForm } from './factor-proof-form.js';
import type { OwnAccountSectionProps } from './own-account-section.js';
import { MfaEnrolment, RecoveryCodeList } from './two-factor.js';
import { FormFailure } from '../shared/form-field.js';
import * as s from './accounts.css.js';
import { primaryButton, smallButton } from '../shared/admin-ui.css.js';

/** At or below this many unused recovery codes the count is marked as running low. */
export const FEW_RECOVERY_CODES = 3;

/** "7 recovery codes left": what the two-factor section says of the unused codes. */
export const recoveryCodesLeft = (count: number) => `${count} recovery code${count === 1 ? '' : 's'} left`;

type TwoFactorStep =
  | { step: 'status' }
  | { step: 'enrol'; enrolment: MfaEnrolmentView; replacing: boolean }
  | { step: 'confirm-renew' }
  | { step: 'confirm-replace' }
  | { step: 'codes'; codes: string[] };

/**
 * Two-factor sign-in: its status, the enrolment when off; when on, new recovery codes or a new
 * authenticator, each after the password and a current code (FactorProofForm).
 */
export function TwoFactorSection({ account, onAccount }: OwnAccountSectionProps) {
  const id = useId();
  const [shown, setShown] = useState<TwoFactorStep>({ step: 'status' });
  const { busy: pending, error, run } = useAdminAction('Could not start setting up two-factor');
  // Each step's first line takes the focus when it replaces the one before it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef<HTMLHeadingElement>(null);
  const warningRef = useRef<HTMLParagraphElement>(null);
  const renewRef = useRef<HTMLButtonElement>(null);
  const replaceRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const { enabled, recoveryCodesLeft: left } = account.mfa;

  const show = (next: TwoFactorStep, focus: RefObject<HTMLElement | null>) => {
    setShown(next);
    focusAfterRender(focus);
  };

  const enrol = () => run(async () => show({ step: 'enrol', enrolment: await startEnrolment(), replacing: false }, stepRef));

  // The code box (CodeForm) and the proof's form (FactorProofForm) show why these failed, in the server's words.
  const confirm = async (code: string) => {
    const answer = await confirmEnrolment(code);
    onAccount(answer.account);
    show({ step: 'codes', codes: answer.recoveryCodes }, stepRef);
  };

  const renew = async (proof: FactorProof) => {
    const answer = await renewRecoveryCodes(proof);
    onAccount(answer.account);
    show({ step: 'codes', codes: answer.recoveryCodes }, stepRef);
  };

  const replace = async (proof: FactorProof) => {
    show({ step: 'enrol', enrolment: await startEnrolment(proof), replacing: true }, stepRef);
  };

  let content;
  switch (shown.step) {
    case 'enrol':
      content = (
        <>
          <h3 ref={stepRef} tabIndex={-1} className={s.subheading}>
            {shown.replacing ? 'Set up your new authenticator' : 'Set up two-factor sign-in'}
          </h3>
          {shown.replacing ? <p className={s.hint}>Your current app and recovery codes work until the new app's first code is accepted.</p> : null}
          <MfaEnrolment enrolment={shown.enrolment} onCode={confirm} failure="Could not turn on two-factor" />
          <button type="button" className={smallButton} onClick={() => show({ step: 'status' }, headingRef)}>
            Cancel
          </button>
        </>
      );
      break;
    case 'codes':
      content = (
        <>
          <h3 ref={stepRef} tabIndex={-1} className={s.subheading}>
            Your recovery codes
          </h3>
          <RecoveryCodeList codes={shown.codes} />
          <button type="button" className={primaryButton} onClick={() => show({ step: 'status' }, headingRef)}>
            Done
          </button>
        </>
      );
      break;
    default:
      content = enabled ? (
        <>
          <p>
            <span className={left <= FEW_RECOVERY_CODES ? s.warn : s.off}>{recoveryCodesLeft(left)}</span>
          </p>
          {left <= FEW_RECOVERY_CODES ? <p className={s.hint}>Make new recovery codes before they run out.</p> : null}
          {shown.step === 'confirm-renew' ? (
            <FactorProofForm
              action="Make new codes"
              busy="Making codes…"
              failure="Could not make new recovery codes"
              introRef={warningRef}
              onProof={renew}
              onCancel={() => show({ step: 'status' }, renewRef)}
            >
              The codes you have now will stop working, and your other sessions will end.
            </FactorProofForm>
          ) : shown.step === 'confirm-replace' ? (
            <FactorProofForm
              action="Continue"
              busy="Checking…"
              failure="Could not start setting up a new authenticator"
              introRef={warningRef}
              onProof={replace}
              onCancel={() => show({ step: 'status' }, replaceRef)}
            >
              Once the new app's first code is accepted, the old app and your recovery codes stop working, and your other sessions end.
            </FactorProofForm>
          ) : (
            <div className={s.buttons}>
              <button type="button" ref={renewRef} className={smallButton} onClick={() => show({ step: 'confirm-renew' }, warningRef)}>
                Make new recovery codes
              </button>
              <button type="button" ref={replaceRef} className={smallButton} onClick={() => show({ step: 'confirm-replace' }, warningRef)}>
                Use a new authenticator app
              </button>
            </div>
          )}
        </>
      ) : (
        <>
          {account.mfaRequired ? (
            <p role="alert" className={s.error}>
              This site requires two-factor sign-in for every account. Set it up now.
            </p>
          ) : null}
          <p>With two-factor on, signing in asks for your password and then a 6-digit code from an authenticator app on your phone.</p>
          <button type="button" className={`${primaryButton} ${s.busy}`} disabled={pending} aria-busy={pending || undefined} onClick={() => void enrol()}>
            {pending ? 'Starting…' : 'Set up two-factor'}
          </button>
        </>
      );
  }

  return (
    <section className={s.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={s.heading}>
        Two-factor sign-in
      </h2>
      <div className={s.body}>
        <p>
          Status: <span className={enabled ? s.on : s.off}>{enabled ? 'On' : 'Off'}</span>
        </p>
        {content}
        <FormFailure error={error} />
      </div>
    </section>
  );
}
