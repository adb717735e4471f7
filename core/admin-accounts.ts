// Accounts, two-factor sign-in and sessions (docs/product.md#14-admin-area): the paths, the texts and the
// view types the server answers with and the back-office pages draw. Plain values: the server, the views,
// the islands and the tests import them.
import type { AdminRole, AdminView } from './admin.js';

export const ADMIN_ACCOUNTS_PATH = '/admin/accounts';
export const ADMIN_ACCOUNT_PATH = '/admin/account';
/** A one-time setup link is this path followed by the token (43 base64url characters of 32 random bytes). */
export const ADMIN_SETUP_PATH = '/admin/setup';
export const setupLinkPath = (token: string) => `${ADMIN_SETUP_PATH}/${token}`;
/** The token part of a setup link or a pending sign-in step: 32 random bytes, base64url without padding. */
export const ONE_TIME_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A setup link works for 24 hours, once. */
export const SETUP_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The step between a right password and the code: 5 minutes, 5 wrong codes. */
export const MFA_STEP_LIFETIME_MS = 5 * 60 * 1000;
export const MFA_STEP_MAX_FAILURES = 5;
export const RECOVERY_CODE_COUNT = 10;

/** A TOTP code as an authenticator app shows it (spaces are taken out first). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code: four groups of four base32 letters and digits (80 bits), dashes optional, any case. */
export const RECOVERY_CODE_PATTERN = /^[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}$/;

/** What a two-factor code box accepts, in its own words (the API's 400 and the form's hint). */
export const CODE_FORMAT_MESSAGE = 'code must be the 6-digit code from your authenticator app or a recovery code';

export const ACCOUNT_TEXTS = {
  linkInvalid: 'This link has expired or was already used',
  wrongCode: 'That code is not right. Try the newest code from your app.',
  wrongRecoveryCode: 'That recovery code is not right, or it was already used: each one works once. Try another one, or a code from your app.',
  stepEnded: 'This sign-in has ended. Sign in again with your password.',
  wrongCurrentPassword: 'Your current password is not right',
  enrolFirst: 'Set up two-factor sign-in to continue.',
  lastAdmin: 'The last admin who can sign in cannot be disabled or lose the admin role: make another admin and let them set their password first',
  selfDisable: 'You cannot disable your own account',
  noSuchAccount: 'There is no account with that username',
  noSuchSession: 'There is no open session of yours with that id',
  accountExists: 'An account with that username already exists',
  /** Changing a second factor that is on (a new authenticator, new recovery codes) proves the one in use. */
  passwordForChange: 'Enter your password to change two-factor sign-in',
  codeForChange: 'Enter a code from your authenticator app, or a recovery code',
  enrolmentElsewhere: 'This setup was started in another session. Start again here.',
  currentSession: 'This is the session you are using: sign out to end it',
} as const;

/** The refusal of a wrong second-step code, in the words of the kind of code it looks like. */
export function wrongCodeMessage(code: string): string {
  return RECOVERY_CODE_PATTERN.test(code) ? ACCOUNT_TEXTS.wrongRecoveryCode : ACCOUNT_TEXTS.wrongCode;
}

/** The two-factor sign-in setting: `required` (the production default) or `optional`. */
export const ADMIN_MFA_MODES = ['required', 'optional'] as const;
export type AdminMfaMode = (typeof ADMIN_MFA_MODES)[number];

/** One account as /admin/accounts lists it (never a hash, a secret or a token). */
export interface AccountRowView {
  username: string;
  role: AdminRole;
  disabled: boolean;
  mfaEnabled: boolean;
  /** Whether a setup link is waiting to be used (the account has no password until it is). */
  setupPending: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  openSessions: number;
  /** Round robin may give it new leads (docs/product.md#21-leads-desk). */
  onDuty: boolean;
}

/** A setup link, shown once to the admin who made it. */
export interface SetupLinkView {
  username: string;
  /** `/admin/setup/{token}` */
  path: string;
  /** SITE_ORIGIN followed by the path. */
  url: string;
  expiresAt: string;
}

/** One of your own sessions. */
export interface SessionView {
  id: string;
  /** Browser and system in words ("Chrome 131 on Windows"), from the User-Agent. */
  device: string;
  ip: string | null;
  signedInAt: string;
  lastSeenAt: string;
  /** The session this page was asked for. */
  current: boolean;
}

export interface MfaStatusView {
  enabled: boolean;
  /** Unused recovery codes (0 when two-factor is off). */
  recoveryCodesLeft: number;
}

/** What enrolment shows: the QR code (SVG markup drawn by the server) and the same key for typing. */
export interface MfaEnrolmentView {
  /** Base32, as authenticator apps take it when typed. */
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

/** The second step of a sign-in: what `POST /api/admin/login` answers for an account with two-factor. */
export interface MfaStepAnswer {
  success: false;
  mfaRequired: true;
  /** true: the account must set up two-factor first (ADMIN_MFA=required), through the enrolment calls. */
  enrolRequired: boolean;
  /** Sent back with the code to `POST /api/admin/login/mfa`; not a session, it opens nothing else. */
  mfaToken: string;
  expiresAt: string;
}

/** A finished sign-in (password, then the code when the account has two-factor). */
export interface SignedInAnswer {
  success: true;
  token: string;
  admin: AdminView;
  /** Only when this sign-in finished an enrolment: the recovery codes, shown once. */
  recoveryCodes?: string[];
}

export type SignInAnswer = SignedInAnswer | MfaStepAnswer;

/** /admin/account: who you are, your sessions and your two-factor. */
export interface OwnAccountView {
  username: string;
  role: AdminRole;
  mfa: MfaStatusView;
  /** Whether this site requires two-factor of every account (ADMIN_MFA=required). */
  mfaRequired: boolean;
  sessions: SessionView[];
  /** Whether round robin may give you new leads (only a role that may own leads can be on duty). */
  onDuty: boolean;
}

export const ROLE_LABELS: Record<AdminRole, string> = { admin: 'Admin', editor: 'Editor', viewer: 'Viewer' };
