import { ADMIN_NETWORK_ERROR, type AdminRole } from '../core/admin.js';
import { adminLeadApiPath } from '../core/admin-pages.js';
import { CLAIMS_API, type ApprovedClaimView } from '../core/approved-claims.js';
import { FACTS_API, factApiPath, type CompanyFactView, type FactKind } from '../core/company-facts.js';
import type { AccountRowView, MfaEnrolmentView, OwnAccountView, SetupLinkView, SignedInAnswer, SignInAnswer } from '../core/admin-accounts.js';
import type { AuditReportView, AuditRunView, PageRecheckView } from '../core/content-audit.js';
import type { LeadDetailView, LeadStatus, NotificationChannel } from '../core/lead-desk.js';
import { PAGE_META_API, type PageMetaCheckView, type PageMetaValues, type PageMetaView } from '../core/page-meta.js';
import { MEDIA_ALT_FIELD, MEDIA_API_PATH, MEDIA_FILE_FIELD, type MediaImageView } from '../core/media.js';
import { STUDIO_PATHS, type PostCheckView, type PostFields, type PostRevisionView, type RevisionComparisonView, type StudioPostView } from '../core/studio-posts.js';
import { ApiError, apiRequest } from './api.js';

// The admin pages' calls, through the one fetch helper (docs/product.md#14-admin-area, #21-leads-desk,
// #23-content-optimizer, #235-uploaded-images). The session rides in the HttpOnly cookie: the token the sign-in answers with is
// never kept by script.

/**
 * What a back-office control says when a call fails: the server's own message, the caller's fallback when
 * the server gave none, the network text when no answer came at all.
 */
export const failureMessage = (failure: unknown, fallback: string): string =>
  failure instanceof ApiError ? (failure.serverMessage ?? fallback) : ADMIN_NETWORK_ERROR;

/** The password step: signed in, or (two-factor) the step the code goes with. */
export function signIn(username: string, password: string): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>('POST', '/api/admin/login', { username, password });
}

/** The code step: a 6-digit code or a recovery code (after an enrolment, the code from the new app). */
export function signInWithCode(mfaToken: string, code: string): Promise<SignedInAnswer> {
  return apiRequest<SignedInAnswer>('POST', '/api/admin/login/mfa', { mfaToken, code });
}

/** A sign-in step that must set up two-factor first: the key and QR code to scan. */
export async function enrolDuringSignIn(mfaToken: string): Promise<MfaEnrolmentView> {
  return (await apiRequest<{ success: true; enrolment: MfaEnrolmentView }>('POST', '/api/admin/login/mfa/enrol', { mfaToken })).enrolment;
}

/** A setup link's password: signed in, or (two-factor required) the enrolment step. */
export function finishSetup(token: string, password: string): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>('POST', '/api/admin/setup', { token, password });
}

/* Your own account */

const ACCOUNT_API = '/api/admin/account';

export async function changeOwnPassword(currentPassword: string, newPassword: string): Promise<OwnAccountView> {
  return (await apiRequest<{ success: true; account: OwnAccountView }>('POST', `${ACCOUNT_API}/password`, { currentPassword, newPassword })).account;
}

export async function endSession(id: string): Promise<OwnAccountView> {
  return (await apiRequest<{ success: true; account: OwnAccountView }>('DELETE', `${ACCOUNT_API}/sessions/${encodeURIComponent(id)}`)).account;
}

export async function endOtherSessions(): Promise<OwnAccountView> {
  return (await apiRequest<{ success: true; account: OwnAccountView }>('POST', `${ACCOUNT_API}/sessions/end-others`, {})).account;
}

/** You on duty or off it (docs/product.md#21-leads-desk): round robin gives new leads to accounts on duty. */
export async function setOwnOnDuty(onDuty: boolean): Promise<OwnAccountView> {
  return (await apiRequest<{ success: true; account: OwnAccountView }>('PUT', `${ACCOUNT_API}/on-duty`, { onDuty })).account;
}

/** What a change to two-factor in use proves: the password and a current code or a recovery code. */
export interface FactorProof {
  password: string;
  code: string;
}

/** A new key to scan; while two-factor is on (a new authenticator), the proof is needed. */
export async function startEnrolment(proof?: FactorProof): Promise<MfaEnrolmentView> {
  return (await apiRequest<{ success: true; enrolment: MfaEnrolmentView }>('POST', `${ACCOUNT_API}/mfa/enrol`, proof ?? {})).enrolment;
}

/** The code from the app ends the enrolment: two-factor is on, and the recovery codes come back once. */
export function confirmEnrolment(code: string): Promise<{ account: OwnAccountView; recoveryCodes: string[] }> {
  return apiRequest<{ success: true; account: OwnAccountView; recoveryCodes: string[] }>('POST', `${ACCOUNT_API}/mfa/confirm`, { code });
}

/** New recovery codes, the password and a current code proved; the old ones stop working, your other sessions end. */
export function renewRecoveryCodes(proof: FactorProof): Promise<{ account: OwnAccountView; recoveryCodes: string[] }> {
  return apiRequest<{ success: true; account: OwnAccountView; recoveryCodes: string[] }>('POST', `${ACCOUNT_API}/mfa/recovery-codes`, proof);
}

/* The team's accounts (admins only) */

const ACCOUNTS_API = '/api/admin/accounts';
const accountUrl = (username: string) => `${ACCOUNTS_API}/${encodeURIComponent(username)}`;

export async function listAccounts(): Promise<AccountRowView[]> {
  return (await apiRequest<{ success: true; accounts: AccountRowView[] }>('GET', ACCOUNTS_API)).accounts;
}

/** A new account has no password: the answer's setup link, shown once, lets its person choose one. */
export function addAccount(username: string, role: AdminRole): Promise<{ account: AccountRowView; setupLink: SetupLinkView }> {
  return apiRequest<{ success: true; account: AccountRowView; setupLink: SetupLinkView }>('POST', ACCOUNTS_API, { username, role });
}

export async function changeAccount(username: string, change: { role: AdminRole } | { disabled: boolean }): Promise<AccountRowView> {
  return (await apiRequest<{ success: true; account: AccountRowView }>('PATCH', accountUrl(username), change)).account;
}

/** An account on duty or off it; refused (422) for a disabled account or a role that cannot own leads. */
export async function setOnDuty(username: string, onDuty: boolean): Promise<AccountRowView> {
  return (await apiRequest<{ success: true; account: AccountRowView }>('PUT', `${accountUrl(username)}/on-duty`, { onDuty })).account;
}

/** Ends the account's sessions, its password and two-factor, and makes a new setup link. */
export function resetAccount(username: string): Promise<{ account: AccountRowView; setupLink: SetupLinkView }> {
  return apiRequest<{ success: true; account: AccountRowView; setupLink: SetupLinkView }>('POST', `${accountUrl(username)}/reset`, {});
}

export function signOut(): Promise<unknown> {
  // An empty JSON object: the API gate refuses a POST without a JSON Content-Type.
  return apiRequest('POST', '/api/admin/logout', {});
}

const leadUrl = adminLeadApiPath;

export async function moveLead(id: string, status: LeadStatus): Promise<LeadDetailView> {
  return (await apiRequest<{ success: true; lead: LeadDetailView }>('PATCH', leadUrl(id), { status })).lead;
}

export async function addLeadNote(id: string, text: string): Promise<LeadDetailView> {
  return (await apiRequest<{ success: true; lead: LeadDetailView }>('POST', `${leadUrl(id)}/notes`, { text })).lead;
}

/** The signed-in admin takes the lead; an ApiError 409 (`lead_taken`) names who has it instead. */
export async function takeLead(id: string): Promise<LeadDetailView> {
  return (await apiRequest<{ success: true; lead: LeadDetailView }>('POST', `${leadUrl(id)}/take`, {})).lead;
}

/** An admin gives the lead to an account, or to nobody (null). */
export async function assignLead(id: string, owner: string | null): Promise<LeadDetailView> {
  return (await apiRequest<{ success: true; lead: LeadDetailView }>('PUT', `${leadUrl(id)}/owner`, { owner })).lead;
}

/** Sends a lead's notification again on a channel whose notification gave up (admins only). */
export async function resendNotification(id: string, channel: NotificationChannel): Promise<LeadDetailView> {
  return (await apiRequest<{ success: true; lead: LeadDetailView }>('POST', `${leadUrl(id)}/notifications`, { channel })).lead;
}

/* Uploaded images (admins and editors) */

/**
 * Uploads one image (JPEG, PNG or WebP, at most 5 MB) with its alt text: the image's view, or an ApiError with
 * the server's reason (413, 415, 422, or 400 naming `file` or `alt`).
 */
export async function uploadImage(file: Blob, alt: string): Promise<MediaImageView> {
  const form = new FormData();
  form.append(MEDIA_ALT_FIELD, alt);
  form.append(MEDIA_FILE_FIELD, file);
  return (await apiRequest<{ success: true; image: MediaImageView }>('POST', MEDIA_API_PATH, form)).image;
}

/* The content studio's posts (admins and editors change, every role reads) */

type PostAnswer = { success: true; post: StudioPostView };

/** A new draft (a title at least). */
export async function createPost(fields: PostFields): Promise<StudioPostView> {
  return (await apiRequest<PostAnswer>('POST', STUDIO_PATHS.api, { fields })).post;
}

/** A save over `version`: the post, or an ApiError 409 (code stale_version, body.current) or 400 (fields). */
export async function savePost(id: number, version: number, fields: PostFields, kind: 'save' | 'autosave' = 'save'): Promise<StudioPostView> {
  return (await apiRequest<PostAnswer>('PUT', STUDIO_PATHS.apiPost(id), { version, fields, kind })).post;
}

export interface PostPreview {
  html: string;
  checks: PostCheckView[];
}

/** The page the fields would make and its checks; nothing is stored. */
export async function previewPost(id: number | null, fields: PostFields, signal?: AbortSignal): Promise<PostPreview> {
  const { html, checks } = await apiRequest<{ success: true } & PostPreview>('POST', STUDIO_PATHS.preview, id === null ? { fields } : { id, fields }, {}, { signal });
  return { html, checks };
}

/** Publishes the text being written: the post, or an ApiError 422 with `checks` (checks_failed, warnings_not_accepted) or 409. */
export async function publishPost(id: number, version: number, acceptWarnings = false): Promise<StudioPostView> {
  return (await apiRequest<PostAnswer>('POST', `${STUDIO_PATHS.apiPost(id)}/publish`, { version, acceptWarnings })).post;
}

/** Schedules the text being written for `publishAt`, a wall time in the desk's zone (YYYY-MM-DDTHH:MM). */
export async function schedulePost(id: number, version: number, publishAt: string, acceptWarnings = false): Promise<StudioPostView> {
  return (await apiRequest<PostAnswer>('POST', `${STUDIO_PATHS.apiPost(id)}/schedule`, { version, publishAt, acceptWarnings })).post;
}

export async function unpublishPost(id: number): Promise<StudioPostView> {
  return (await apiRequest<PostAnswer>('POST', `${STUDIO_PATHS.apiPost(id)}/unpublish`, {})).post;
}

export async function postRevisions(id: number): Promise<PostRevisionView[]> {
  return (await apiRequest<{ success: true; revisions: PostRevisionView[] }>('GET', `${STUDIO_PATHS.apiPost(id)}/revisions`)).revisions;
}

export async function postRevision(id: number, revisionId: number): Promise<{ revision: PostRevisionView; fields: PostFields }> {
  const { revision, fields } = await apiRequest<{ success: true; revision: PostRevisionView; fields: PostFields }>('GET', `${STUDIO_PATHS.apiPost(id)}/revisions/${revisionId}`);
  return { revision, fields };
}

/** Restores a revision as the text being written (and on the live page, for a published post). */
export async function restoreRevision(id: number, revisionId: number, version: number, acceptWarnings = false): Promise<StudioPostView> {
  return (await apiRequest<PostAnswer>('POST', `${STUDIO_PATHS.apiPost(id)}/revisions/${revisionId}/restore`, { version, acceptWarnings })).post;
}

/** Two revisions compared field by field, the words each changed. */
export async function compareRevisions(id: number, from: number, to: number): Promise<RevisionComparisonView> {
  const { success: _success, ...comparison } = await apiRequest<{ success: true } & RevisionComparisonView>('GET', `${STUDIO_PATHS.apiPost(id)}/revisions/compare?from=${from}&to=${to}`);
  return comparison;
}

/* The approved marketing claims */

export async function approveClaim(claim: string, figures: string[], reason: string): Promise<ApprovedClaimView> {
  return (await apiRequest<{ success: true; claim: ApprovedClaimView }>('POST', CLAIMS_API, { claim, figures, reason })).claim;
}

/** Removes a claim from the list, saying why (the audit trail keeps the reason). */
export async function removeClaim(id: string, reason: string): Promise<ApprovedClaimView> {
  return (await apiRequest<{ success: true; claim: ApprovedClaimView }>('DELETE', `${CLAIMS_API}/${encodeURIComponent(id)}`, { reason })).claim;
}

/* The company facts */

/** What a fact's editor sends: the kind's fields and the uploaded image (null: the built-in one). */
export interface FactSave {
  fields: Record<string, string>;
  imageId: string | null;
}

type FactAnswer = { success: true; fact: CompanyFactView };

/** Adds a fact (unconfirmed); an ApiError naming `fields.<name>` or `imageId` when one breaks its rule. */
export async function addFact(kind: FactKind, save: FactSave): Promise<CompanyFactView> {
  return (await apiRequest<FactAnswer>('POST', FACTS_API, { kind, ...save })).fact;
}

/** Changes a fact: unconfirmed again when what it says changed. */
export async function changeFact(id: string, save: FactSave): Promise<CompanyFactView> {
  return (await apiRequest<FactAnswer>('PUT', factApiPath(encodeURIComponent(id)), save)).fact;
}

/** Records that the signed-in person checked the fact is true. */
export async function confirmFact(id: string): Promise<CompanyFactView> {
  return (await apiRequest<FactAnswer>('POST', `${factApiPath(encodeURIComponent(id))}/confirm`, {})).fact;
}

export async function removeFact(id: string): Promise<CompanyFactView> {
  return (await apiRequest<FactAnswer>('DELETE', factApiPath(encodeURIComponent(id)))).fact;
}

/* The content audit */

const AUDITS_API = '/api/admin/audits';
/** How often a run under way is asked about. */
export const AUDIT_POLL_MS = 1500;
/** Failed checks in a row (no answer, a 5xx or a 429) before a run is no longer followed. */
export const AUDIT_POLL_FAILURES = 3;

export interface AuditRunAnswer {
  run: AuditRunView;
  report: AuditReportView | null;
}

/** One run and, once it is done, its report filtered by `query` (the dashboard's filter as a query string). */
export async function loadAuditRun(id: string, query: string, signal?: AbortSignal): Promise<AuditRunAnswer> {
  const url = `${AUDITS_API}/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
  const { run, report } = await apiRequest<{ success: true } & AuditRunAnswer>('GET', url, undefined, {}, { signal });
  return { run, report };
}

/**
 * Starts a run (admins only). When one is already queued or running the API answers 409 with that run,
 * which is returned just the same: two admins pressing at once both follow the one run.
 */
export async function startAuditRun(): Promise<AuditRunView> {
  try {
    // An empty JSON object: the API gate refuses a POST without a JSON Content-Type.
    return (await apiRequest<{ success: true; run: AuditRunView }>('POST', AUDITS_API, {})).run;
  } catch (failure) {
    const run = failure instanceof ApiError && failure.status === 409 ? (failure.body as { run?: AuditRunView } | undefined)?.run : undefined;
    if (run) return run;
    throw failure;
  }
}

/** One page audited again on its own ("Check this page again"): its findings now. */
export async function recheckPage(path: string): Promise<PageRecheckView> {
  return (await apiRequest<{ success: true; page: PageRecheckView }>('POST', `${AUDITS_API}/pages`, { path })).page;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

const isAbort = (failure: unknown) => failure instanceof DOMException && failure.name === 'AbortError';

/** A failure worth asking again after: no answer at all, a 5xx, or 429. A 4xx (signed out, no such run) is final. */
const isPassing = (failure: unknown) => !isAbort(failure) && (!(failure instanceof ApiError) || failure.status >= 500 || failure.status === 429);

const isSettled = (run: AuditRunView) => run.status === 'done' || run.status === 'failed';

export interface FollowOptions {
  /** The dashboard's filter as a query string, so the report arrives filtered as the page is. */
  query: string;
  signal?: AbortSignal;
  /** Each answer while the run is under way. */
  onProgress?: (run: AuditRunView) => void;
  load?: typeof loadAuditRun;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * Asks for a run every AUDIT_POLL_MS until it is done or failed and resolves with that last answer.
 * Up to AUDIT_POLL_FAILURES passing failures in a row are ridden out; anything else rejects (an abort
 * with the signal's reason).
 */
export async function followAuditRun(id: string, { query, signal, onProgress, load = loadAuditRun, wait = sleep }: FollowOptions): Promise<AuditRunAnswer> {
  let failures = 0;
  for (;;) {
    await wait(AUDIT_POLL_MS, signal);
    let answer: AuditRunAnswer;
    try {
      answer = await load(id, query, signal);
    } catch (failure) {
      if (signal?.aborted) throw signal.reason;
      if (isPassing(failure) && ++failures < AUDIT_POLL_FAILURES) continue;
      throw failure;
    }
    failures = 0;
    if (isSettled(answer.run)) return answer;
    onProgress?.(answer.run);
  }
}

/* Titles and descriptions of pages (admins and editors change them; docs/product.md#252-titles-and-descriptions-of-pages) */

const pageMetaQuery = (path: string) => `${PAGE_META_API}/meta?path=${encodeURIComponent(path)}`;

/** The checks a page would get with these fields (empty: the page's own); nothing is stored. */
export async function checkPageMeta(path: string, values: PageMetaValues, signal?: AbortSignal): Promise<PageMetaCheckView[]> {
  return (await apiRequest<{ success: true; checks: PageMetaCheckView[] }>('POST', `${PAGE_META_API}/meta/check`, { path, ...values }, {}, { signal })).checks;
}

/** Saves the page's title and description (empty, or the page's own: the default). */
export async function savePageMeta(path: string, values: PageMetaValues): Promise<PageMetaView> {
  return (await apiRequest<{ success: true; page: PageMetaView }>('PUT', `${PAGE_META_API}/meta`, { path, ...values })).page;
}

/** Back to the page's own title and description. */
export async function resetPageMeta(path: string): Promise<PageMetaView> {
  return (await apiRequest<{ success: true; page: PageMetaView }>('DELETE', pageMetaQuery(path))).page;
}
