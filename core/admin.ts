// The admin area's shared words and rules (docs/product.md#14-admin-area): the roles, the texts the
// sign-in answers with, and where a sign-in may send the browser. Plain values: the server, the views and
// the end-to-end tests import them.

import { hasUnsafeLinkCharacter } from './plain-text.js';

/**
 * `admin` may do everything, accounts included; `editor` works the site's content (the optimizer) and sees
 * nothing of the leads; `viewer` reads leads and the optimizer, and changes nothing.
 */
export const ADMIN_ROLES = ['admin', 'editor', 'viewer'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ONLY_MESSAGE = 'Only an admin may do this';

/**
 * What each role may do, what a refused request is told, and the title of the page a refused visit gets:
 * the one table the API guard, the pages and the navigation read (docs/product.md#14-admin-area).
 */
export const ADMIN_PERMISSIONS = {
  /** The inbox, a lead, the desk's figures, the export's read side. */
  'leads:read': { roles: ['admin', 'viewer'], refusal: 'Your role has no access to leads', title: 'No access to leads' },
  /** A lead's status and notes, the export, a notification sent again. */
  'leads:change': { roles: ['admin'], refusal: ADMIN_ONLY_MESSAGE, title: 'Admins only' },
  /** The content optimizer's reports. */
  'content:read': { roles: ['admin', 'editor', 'viewer'], refusal: 'Your role has no access to the content tools', title: 'No access to the content tools' },
  /** Starting an audit and, later, the studio's changes. */
  'content:change': { roles: ['admin', 'editor'], refusal: 'Only an admin or an editor may do this', title: 'Admins and editors only' },
  /** The results: visitors, leads and won business per page and campaign, no visitor's personal data (docs/product.md#27-results). */
  'results:read': { roles: ['admin', 'editor', 'viewer'], refusal: 'Your role has no access to the results', title: 'No access to the results' },
  /** The team's accounts. */
  accounts: { roles: ['admin'], refusal: ADMIN_ONLY_MESSAGE, title: 'Admins only' },
} as const satisfies Record<string, { roles: readonly AdminRole[]; refusal: string; title: string }>;
export type AdminPermission = keyof typeof ADMIN_PERMISSIONS;

/** Whether a role may do something. */
export const can = (role: AdminRole, permission: AdminPermission): boolean => (ADMIN_PERMISSIONS[permission].roles as readonly AdminRole[]).includes(role);

/** The signed-in person as pages and API answers show them (never a hash, a token or an id). */
export interface AdminView {
  username: string;
  role: AdminRole;
}

/** Where a sign-in goes when `?next=` is absent or not a path on this site. */
export const ADMIN_HOME_PATH = '/content-optimizer';
export const ADMIN_LOGIN_PATH = '/admin/login';

/** Whether a path belongs to the back office (its pages are never a visitor's landing page). */
export const isAdminAreaPath = (path: string): boolean => path === ADMIN_HOME_PATH || path === '/admin' || path.startsWith('/admin/');

/**
 * What search engines are told of every back-office answer, in its robots meta tag and its X-Robots-Tag
 * header alike: a page behind a sign-in is neither indexed nor a path to follow.
 */
export const ADMIN_ROBOTS = 'noindex, nofollow';

/** The session cookie: HttpOnly, SameSite=Strict, Path=/ (Secure in production). */
export const ADMIN_SESSION_COOKIE = 'admin_session';

/** One answer for an unknown user, a wrong password and a disabled account. */
export const SIGN_IN_FAILED_MESSAGE = 'Invalid username or password';
/** After too many failed sign-ins for a username or from an address. */
export const signInLockedMessage = (minutes: number) =>
  `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const NOT_SIGNED_IN_MESSAGE = 'Sign in to the admin area first';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const FOREIGN_ORIGIN_MESSAGE = 'This request must come from the admin pages of this site';

/** What every back-office form and button says when its request got no answer at all (no network, server gone). */
export const ADMIN_NETWORK_ERROR = 'Network error. Please try again.';

/** Texts of the sign-in form and the access check (docs/product.md#14-admin-area). */
export const LOGIN_TEXTS = {
  submitting: 'Signing In...',
  failed: 'Login failed',
  verifying: 'Verifying admin access...',
  denied: 'You need to be signed in as an admin to access this page',
  goToLogin: 'Go to Admin Login',
  signOut: 'Sign Out',
} as const;

/**
 * The `?next=` a sign-in may follow: a path on this site ("/admin/leads?status=new"), never another
 * site ("//host", "https://...", "/\\host") nor a path with control characters; anything else gives null.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (typeof next !== 'string' || next.length === 0 || next.length > 500) return null;
  // One slash then a path character: "//host" and "/\\host" are other sites to a browser.
  if (!/^\/(?![/\\])/.test(next)) return null;
  // Backslashes (read as slashes), control characters and spaces never belong in a path we wrote.
  if (hasUnsafeLinkCharacter(next)) return null;
  return next;
}

/** Passwords: 12 to 128 characters (OWASP ASVS 5.0 V6.2), and not on the common-password list. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Usernames: 3 to 64 letters, digits, dots, dashes or underscores, stored lower-cased. One shape in either
 * letter case: ADMIN_USERNAME as set, the accounts form's `pattern` attribute (a browser anchors it) and,
 * once normalized, every name the server and the desk's filter take.
 */
export const USERNAME_SHAPE = '[A-Za-z0-9._\\-]{3,64}';
export const USERNAME_PATTERN = new RegExp(`^${USERNAME_SHAPE}$`);
/** A username as typed, as it is stored and looked up: without surrounding spaces, lower-cased. */
export const normalizeUsername = (typed: string): string => typed.trim().toLowerCase();
/** Whether text as typed is a well-formed username once normalized. */
export const isUsername = (typed: string): boolean => USERNAME_PATTERN.test(normalizeUsername(typed));
/** The username rule in words: the API's 400, the CLI's refusal and the accounts form's hint. */
export const USERNAME_RULE = '3 to 64 letters, digits, dots, dashes or underscores';
export const USERNAME_MESSAGE = `username must be ${USERNAME_RULE}`;
export const ROLE_MESSAGE = `role must be one of: ${ADMIN_ROLES.join(', ')}`;
