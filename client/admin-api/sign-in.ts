import type { MfaEnrolmentView, SignedInAnswer, SignInAnswer } from '../../core/admin-accounts.js';
import { apiRequest } from '../api.js';
import { answerOf } from './request.js';

// Signing in and out (docs/product.md#14-admin-area).

/** The password step: signed in, or (two-factor) the step the code goes with. */
export function signIn(username: string, password: string): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>('POST', '/api/admin/login', { username, password });
}

/** The code step: a 6-digit code or a recovery code (after an enrolment, the code from the new app). */
export function signInWithCode(mfaToken: string, code: string): Promise<SignedInAnswer> {
  return apiRequest<SignedInAnswer>('POST', '/api/admin/login/mfa', { mfaToken, code });
}

/** A sign-in step that must set up two-factor first: the key and QR code to scan. */
export function enrolDuringSignIn(mfaToken: string): Promise<MfaEnrolmentView> {
  return answerOf<MfaEnrolmentView>('enrolment', 'POST', '/api/admin/login/mfa/enrol', { mfaToken });
}

/** A setup link's password: signed in, or (two-factor required) the enrolment step. */
export function finishSetup(token: string, password: string): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>('POST', '/api/admin/setup', { token, password });
}

export function signOut(): Promise<unknown> {
  // An empty JSON object: the API gate refuses a POST without a JSON Content-Type.
  return apiRequest('POST', '/api/admin/logout', {});
}
