// The approved marketing claims as the team edits them (docs/product.md#231-approved-marketing-claims): the
// page's path, the API's limits and words, and the view the list and the API answer with. Plain values: the
// server, the views, the islands and the tests import them.

export const ADMIN_CLAIMS_PATH = '/admin/claims';
/** The page's name: its heading, its navigation link, and the words the unapproved-figure fix links. */
export const APPROVED_CLAIMS_TITLE = 'Approved claims';
export const CLAIMS_API = '/api/admin/claims';

/** The approve form with a figure filled in: where the optimizer's unapproved-figure finding sends an editor. */
export const approveFigurePath = (figure: string): string => `${ADMIN_CLAIMS_PATH}?figure=${encodeURIComponent(figure)}`;

/** Lengths the API and the form hold a claim to. */
export const CLAIM_LIMITS = {
  claim: { min: 3, max: 300 },
  figures: { min: 1, max: 20 },
  figure: { min: 1, max: 40 },
  reason: { min: 3, max: 500 },
} as const;

/** What each field must be, in words: the API's 400 and the form's errors. */
export const CLAIM_MESSAGES = {
  claim: `claim must be ${CLAIM_LIMITS.claim.min} to ${CLAIM_LIMITS.claim.max} characters`,
  figures: `figures must be ${CLAIM_LIMITS.figures.min} to ${CLAIM_LIMITS.figures.max} phrases`,
  figure: `figures must each be ${CLAIM_LIMITS.figure.min} to ${CLAIM_LIMITS.figure.max} characters with a digit, on one line`,
  reason: `reason must be ${CLAIM_LIMITS.reason.min} to ${CLAIM_LIMITS.reason.max} characters`,
  /** A phrase the audit would never match in copy (not one figure, or more than one). */
  unreadable: (phrase: string) => `figures: "${phrase}" is not one figure as the audit reads it (for example 300+ cities, 99.8%, 2-4 hours, $1M)`,
  noSuchClaim: 'There is no approved claim with that id',
} as const;

/** Who approved the starting list, and why: the seed rows' approved_by and reason. */
export const SEED_APPROVER = 'initial list';
export const SEED_REASON = 'approved before the studio';

/**
 * The approve form's figures box as phrases: one a line or separated by commas. A comma between a digit
 * and three more ("3,500 lbs", "$50,000+") is a thousands separator, not a break.
 */
export const splitFigures = (text: string): string[] =>
  text
    .split(/\n|(?<!\d),|,(?!\d{3}(?!\d))/)
    .map((phrase) => phrase.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** One approved claim as the list and the API show it. */
export interface ApprovedClaimView {
  id: string;
  claim: string;
  /** The approved phrases: a figure as the copy writes it, a count or a multiple with its counted word. */
  figures: string[];
  reason: string;
  approvedBy: string;
  approvedAt: string;
}
