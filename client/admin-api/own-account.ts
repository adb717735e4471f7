import type { MfaEnrolmentView, OwnAccountView } from '../../core/admin-accounts.js';
import { apiRequest } from '../api.js';
import { answerOf } from './request.js';

// Your own account (docs/product.md#14-admin-area): each change answers with the account as it is now.

const ACCOUNT_API = '/api/admin/account';

export function changeOwnPassword(currentPassword: string, newPassword: string): Promise<OwnAccountView> {
  return answerOf<OwnAccountView>('account', 'POST', `${ACCOUNT_API}/password`, { currentPassword, newPassword });
}

export function endSession(id: string): Promise<OwnAccountView> {
  return answerOf<OwnAccountView>('account', 'DELETE', `${ACCOUNT_API}/sessions/${encodeURIComponent(id)}`);
}

export function endOtherSessions(): Promise<OwnAccountView> {
  return answerOf<OwnAccountView>('account', 'POST', `${ACCOUNT_API}/sessions/end-others`, {});
}

/** You on duty or off it (docs/product.md#21-leads-desk): round robin gives new leads to accounts on duty. */
export function setOwnOnDuty(onDuty: boolean): Promise<OwnAccountView> {
  return answerOf<OwnAccountView>('account', 'PUT', `${ACCOUNT_API}/on-duty`, { onDuty });
}

/** What a change to two-factor in use proves: the password and a current code or a recovery code. */
export interface FactorProof {
  password: string;
  code: string;
}

/** A new key to scan; while two-factor is on (a new authenticator), the proof is needed. */
export function startEnrolment(proof?: FactorProof): Promise<MfaEnrolmentView> {
  return answerOf<MfaEnrolmentView>('enrolment', 'POST', `${ACCOUNT_API}/mfa/enrol`, proof ?? {});
}

/** The code from the app ends the enrolment: two-factor is on, and the recovery codes come back once. */
export function confirmEnrolment(code: string): Promise<{ account: OwnAccountView; recoveryCodes: string[] }> {
  return apiRequest<{ success: true; account: OwnAccountView; recoveryCodes: string[] }>('POST', `${ACCOUNT_API}/mfa/confirm`, { code });
}

/** New recovery codes, the password and a current code proved; the old ones stop working, your other sessions end. */
export function renewRecoveryCodes(proof: FactorProof): Promise<{ account: OwnAccountView; recoveryCodes: string[] }> {
  return apiRequest<{ success: true; account: OwnAccountView; recoveryCodes: string[] }>('POST', `${ACCOUNT_API}/mfa/recovery-codes`, proof);
}
