// The lead forms as plain HTML forms (docs/product.md#45-forms-without-javascript): each posts
// application/x-www-form-urlencoded to its own page, and the server answers 303 to the form's confirmation
// page, or the same page again with what was wrong. Shared by the server (routes, fields) and the views
// (actions, hidden fields, the answer's state).

export const LEAD_FORM_NAMES = ['home_quote', 'freight_agent', 'carrier_application'] as const;
export type LeadFormName = (typeof LEAD_FORM_NAMES)[number];

export interface LeadFormPostRoute {
  /** The page the form is on: the form posts here, and a refused post answers this page again. */
  path: string;
  /** Where a stored lead is sent (303): a page that says what was received. */
  receivedPath: string;
  /** The source the lead is stored with, also carried by the form as a hidden field. */
  source: string;
}

export const LEAD_FORM_POSTS: Readonly<Record<LeadFormName, LeadFormPostRoute>> = {
  home_quote: { path: '/', receivedPath: '/quote-request-received', source: 'home_form' },
  freight_agent: { path: '/freight-agent-recruitment', receivedPath: '/freight-agent-inquiry-received', source: 'freight_agent_form' },
  carrier_application: { path: '/carrier-partner-application', receivedPath: '/carrier-application-received', source: 'carrier_form' },
};

/**
 * The form element's action: its page, without a fragment. A page opened at a fragment never runs
 * autofocus (HTML's "flush autofocus candidates" stops at a target element), so the refused answer's
 * error summary would not take focus, and a 303 would keep the fragment on the confirmation page. The
 * summary's autofocus brings the answer to the form instead.
 */
export const leadFormAction = (form: LeadFormName): string => LEAD_FORM_POSTS[form].path;

/** The hidden fields every lead form carries for its attribution when no script runs (the referrer is the request's). */
export const LEAD_FORM_HIDDEN_FIELDS = { source: 'source', landingPage: 'landingPage' } as const;

/** How long the same form body from the same client answers the first lead instead of storing another. */
export const FORM_REPEAT_WINDOW_MINUTES = 10;

/** Why a post was not stored when no field is to blame. */
export type LeadFormProblem =
  /** The throttle: try again after this many seconds. */
  | { kind: 'throttled'; retryAfterSeconds: number }
  /** The database cannot store leads just now. */
  | { kind: 'unavailable' }
  /** The body could not be read (too large, not UTF-8, another encoding): nothing of it is kept. */
  | { kind: 'unreadable' };

/**
 * A refused post, as the page shows it again: the values as the visitor sent them (text as typed, the
 * choices of a group as a list), the message of each refused field (by its name in the form), and what
 * else went wrong.
 */
export interface LeadFormPostView {
  form: LeadFormName;
  values: Readonly<Record<string, string | readonly string[]>>;
  errors: Readonly<Record<string, string>>;
  problem?: LeadFormProblem;
}
