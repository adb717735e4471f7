import { useEffect, useRef, useState, type ReactNode } from 'react';
import { failureMessage } from '../../../client/admin-api/request.js';
import { enrolDuringSignIn, signInWithCode } from '../../../client/admin-api/sign-in.js';
import { ApiError } from '../../../client/api.js';
import { ACCOUNT_TEXTS, type MfaEnrolmentView, type MfaStepAnswer } from '../../../core/admin-accounts.js';
import { button } from '../../theme/button.css.js';
import * as f from '../shared/admin-forms.css.js';
import { pageLeaving } from '../shared/use-admin-action.js';
import { CodeForm, MfaEnrolment, RecoveryCodeList } from './two-factor.js';

/** What a code step says when a call fails and the server gave no message of its own. */
export const CODE_STEP_FAILED = 'Sign-in failed';

/**
 * Whether a failure ends the whole step (its 5 minutes are over, or 5 wrong codes were tried): the mfaToken
 * no longer works, so only the password starts a sign-in again.
 */
export const endsStep = (failure: unknown): boolean =>
  failure instanceof ApiError && failure.status === 401 && failure.serverMessage === ACCOUNT_TEXTS.stepEnded;

export interface SecondStepProps {
  /** The password step's answer: the token the code goes back with, and whether two-factor must be set up first. */
  step: MfaStepAnswer;
  /** Where the browser goes once signed in (a path on this site, already checked). */
  destination: string;
  /** The step is over: back to the password, with the message to show there (none when the person chose to start again). */
  onRestart: (message?: string) => void;
}

/**
 * The second step of a sign-in (docs/product.md#14-admin-area), after the password of the sign-in page or
 * of a setup link: the code from the authenticator app (or a recovery code), or, for an account that must
 * set up two-factor first, the enrolment and then the recovery codes.
 */
export function SecondStep(props: SecondStepProps) {
  return props.step.enrolRequired ? <EnrolStep {...props} /> : <CodeStep {...props} />;
}

/**
 * A step's h2. It takes the focus when it first shows unless a field of the step does (`focus` false): the
 * form the person was in has just been replaced, and the heading tells where they now are.
 */
function StepHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className={f.stepTitle}>
      {children}
    </h2>
  );
}

/**
 * Sends a code with the step's token. An ended step goes back to the password (and the promise never
 * settles, as the form it came from is gone); any other failure is the code box's to show.
 */
function codeSender(mfaToken: string, onRestart: (message?: string) => void) {
  return async (code: string) => {
    try {
      return await signInWithCode(mfaToken, code);
    } catch (failure) {
      if (endsStep(failure)) {
        onRestart(ACCOUNT_TEXTS.stepEnded);
        return pageLeaving();
      }
      throw failure;
    }
  };
}

function CodeStep({ step, destination, onRestart }: SecondStepProps) {
  const send = codeSender(step.mfaToken, onRestart);
  return (
    <div className={f.step}>
      {/* The code box takes the focus (autoFocus), so the heading does not. */}
      <StepHeading focus={false}>Two-factor sign-in</StepHeading>
      <p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      <CodeForm
        label="Code"
        recovery
        submitLabel="Verify"
        failure={CODE_STEP_FAILED}
        autoFocus
        onCode={async (code) => {
          await send(code);
          window.location.assign(destination);
          // The box stays busy while the next page loads, so the code is not sent twice.
          return pageLeaving();
        }}
      />
    </div>
  );
}

type Enrolment = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; enrolment: MfaEnrolmentView } | { state: 'done'; recoveryCodes: string[] };

function EnrolStep({ step, destination, onRestart }: SecondStepProps) {
  const [enrolment, setEnrolment] = useState<Enrolment>({ state: 'loading' });
  const send = codeSender(step.mfaToken, onRestart);
  const { mfaToken } = step;

  useEffect(() => {
    // Once per step: a second call would make a new key, and the QR code already scanned would stop matching.
    let current = true;
    enrolDuringSignIn(mfaToken).then(
      (view) => current && setEnrolment({ state: 'ready', enrolment: view }),
      (failure: unknown) => {
        if (!current) return;
        if (endsStep(failure)) onRestart(ACCOUNT_TEXTS.stepEnded);
        else setEnrolment({ state: 'failed', message: failureMessage(failure, CODE_STEP_FAILED) });
      },
    );
    return () => {
      current = false;
    };
    // Only a new token is a new step: onRestart may be a new function on every render of the parent.
  }, [mfaToken]);

  if (enrolment.state === 'done') {
    return (
      <div className={f.step}>
        <StepHeading focus>
          Two-factor sign-in is on
        </StepHeading>
        <RecoveryCodeList codes={enrolment.recoveryCodes} />
        <button type="button" className={`${button.secondary} ${f.submit}`} onClick={() => window.location.assign(destination)}>
          Continue
        </button>
      </div>
    );
  }

  return (
    <div className={f.step}>
      {/* While the key loads, or when it could not be had, the heading takes the focus; then the code box does. */}
      <StepHeading focus={enrolment.state !== 'ready'}>Set up two-factor sign-in</StepHeading>
      <p>{ACCOUNT_TEXTS.enrolFirst}</p>
      {enrolment.state === 'loading' ? <p role="status">Preparing your key…</p> : null}
      {enrolment.state === 'failed' ? (
        <>
          <p role="alert" className={f.error}>
            {enrolment.message}
          </p>
          <button type="button" className={`${button.secondary} ${f.submit}`} onClick={() => onRestart()}>
            Start again
          </button>
        </>
      ) : null}
      {enrolment.state === 'ready' ? (
        <MfaEnrolment
          enrolment={enrolment.enrolment}
          failure={CODE_STEP_FAILED}
          autoFocus
          onCode={async (code) => {
            const { recoveryCodes } = await send(code);
            if (recoveryCodes?.length) return setEnrolment({ state: 'done', recoveryCodes });
            // The server sends the codes with every finished enrolment; without them there is nothing to show.
            window.location.assign(destination);
            return pageLeaving();
          }}
        />
      ) : null}
    </div>
  );
}
