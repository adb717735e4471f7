import { SETUP_LINK_LIFETIME_MS, setupLinkPath, type AccountRowView, type OwnAccountView, type SetupLinkView } from '../../../core/admin-accounts.js';
import type { SignedInPage } from '../../../core/admin-pages.js';
import {
  AUDIT_CHECKS,
  NEW_BUILD_STARTER,
  pageScore,
  SCHEDULE_STARTER,
  type AuditCheckId,
  type AuditDashboardView,
  type AuditFindingView,
  type AuditPageView,
  type AuditReportView,
  type AuditRunView,
  type PageFamily,
} from '../../../core/content-audit.js';
import type { DeskStatsView, LeadDetailView, LeadSummaryView } from '../../../core/lead-desk.js';
import { failedAttemptDetail, gaveUpDetail, noteAddedText, notificationText, receivedText, sentDetail } from '../../../core/lead-timeline-text.js';

// Fixture data for the admin pages' specs: what LeadDesk answers. The values are made up; every text the
// server writes (timeline lines, details) comes from core's wording, as the server makes it, so a change
// of wording there reaches these specs.

export const NOW = '2026-11-23T19:30:00.000Z';
export const adminBase: SignedInPage = { admin: { username: 'alice', role: 'admin' }, timeZone: 'America/New_York', now: NOW };
export const viewerBase: SignedInPage = { ...adminBase, admin: { username: 'victor', role: 'viewer' } };

const minutesBefore = (minutes: number) => new Date(Date.parse(NOW) - minutes * 60_000).toISOString();

/** A phone as the visitor typed it (and the lead stores it). */
export const STORED_PHONE = '7045550100';

export function summary(overrides: Partial<LeadSummaryView> & { id: string; name: string }): LeadSummaryView {
  return {
    kind: 'quote',
    status: 'new',
    receivedAt: minutesBefore(5),
    company: null,
    email: `${overrides.name.split(' ')[0]!.toLowerCase()}@example.test`,
    phone: STORED_PHONE,
    source: 'slide_out_hero_section',
    route: 'Charlotte, NC -> Dallas, TX',
    service: 'hot-shot',
    timeframe: 'asap',
    firstResponseAt: null,
    owner: null,
    value: null,
    lostReason: null,
    ...overrides,
  };
}

export const leads: LeadSummaryView[] = [
  summary({ id: '00000000-0000-4000-8000-000000000001', name: 'Katherine Johnson', source: 'home_form', route: null, service: 'hand-carry', receivedAt: minutesBefore(2) }),
  summary({ id: '00000000-0000-4000-8000-000000000002', name: 'Alan Turing', status: 'contacted', receivedAt: minutesBefore(30), firstResponseAt: minutesBefore(25) }),
  summary({ id: '00000000-0000-4000-8000-000000000003', name: 'Grace Hopper', receivedAt: minutesBefore(42) }),
  summary({ id: '00000000-0000-4000-8000-000000000004', name: 'Morgan Reyes', kind: 'freight_agent', company: 'Peachtree Freight', phone: null, source: 'freight_agent_form', route: null, service: null, timeframe: null, receivedAt: minutesBefore(95) }),
];

export const stats: DeskStatsView = {
  generatedAt: NOW,
  timeZone: 'America/New_York',
  overdue: 2,
  waiting: 3,
  escalatedToday: 1,
  periods: (['today', '7d', '30d'] as const).map((key, i) => ({
    key,
    label: ['Today', 'Last 7 days', 'Last 30 days'][i]!,
    total: 4 + i * 10,
    byKind: { quote: 3 + i, freight_agent: 1, carrier: i },
    bySource: [{ source: 'slide_out_hero_section', count: 2 + i }, { source: 'home_form', count: 1 }, { source: 'freight_agent_form', count: 1 }],
    medianResponseMinutes: i === 0 ? null : 12,
    p90ResponseMinutes: i === 0 ? null : 47,
    withinPromiseShare: i === 0 ? null : 0.75,
    answered: i,
    // Every lead answered is alice's; bob's wait past the promise; the unassigned are not due yet.
    byOwner: [
      { owner: 'alice', leads: 2 + i * 5, answered: i, medianResponseMinutes: i === 0 ? null : 12, p90ResponseMinutes: i === 0 ? null : 47, withinPromiseShare: i === 0 ? null : 0.75 },
      { owner: 'bob', leads: 1 + i * 3, answered: 0, medianResponseMinutes: null, p90ResponseMinutes: null, withinPromiseShare: 0 },
      { owner: null, leads: 1 + i * 2, answered: 0, medianResponseMinutes: null, p90ResponseMinutes: null, withinPromiseShare: null },
    ],
  })),
};

/** Why the e-mail of the lead below failed: what nodemailer says of a mail server that refuses the connection. */
export const SMTP_REFUSED = 'connect ECONNREFUSED 10.0.0.5:587';

/** The line of an e-mail notification that gave up after 11 attempts, the last refused. */
export const gaveUpLine = (at: string) =>
  ({ at, type: 'notification', outcome: 'gave_up', channel: 'email', actor: null, fromStatus: null, toStatus: null, text: notificationText('gave_up', 'email', gaveUpDetail(11, SMTP_REFUSED)) }) as const;

export const detail: LeadDetailView = {
  ...leads[2]!,
  fields: [
    { label: 'Name', value: 'Grace Hopper', section: 'contact' },
    { label: 'E-mail', value: 'grace@example.test', link: 'mailto', section: 'contact' },
    { label: 'Phone', value: STORED_PHONE, link: 'tel', section: 'contact' },
    { label: 'Pickup', value: 'Charlotte, NC', section: 'request' },
  ],
  message: 'Two pallets, liftgate at delivery.',
  attribution: {
    source: 'slide_out_hero_section',
    landingPage: '/hot-shot-trucking',
    referrer: 'https://www.google.com/',
    utm: { source: 'google', medium: 'cpc', campaign: 'hot-shot', term: null, content: null },
    userAgent: 'Mozilla/5.0',
  },
  abandonedForms: [
    { id: 'a1', formType: 'home_quote', reason: 'exit_intent', capturedAt: minutesBefore(120), recoveredAt: minutesBefore(42), fieldsCompleted: 3, timeOnFormMs: 95_000, data: { firstName: 'Grace', email: 'grace@example.test' } },
  ],
  notes: [{ id: 'n1', text: 'Left a voicemail.', author: 'alice', createdAt: minutesBefore(10) }],
  timeline: [
    { at: minutesBefore(42), type: 'received', actor: null, fromStatus: null, toStatus: 'new', text: receivedText('slide_out_hero_section', false) },
    { at: minutesBefore(42), type: 'notification', outcome: 'queued', channel: 'email', actor: null, fromStatus: null, toStatus: null, text: notificationText('queued', 'email', null) },
    { at: minutesBefore(41), type: 'notification', outcome: 'failed', channel: 'email', actor: null, fromStatus: null, toStatus: null, text: notificationText('failed', 'email', failedAttemptDetail(1, 11, SMTP_REFUSED)) },
    { at: minutesBefore(39), type: 'notification', outcome: 'sent', channel: 'email', actor: null, fromStatus: null, toStatus: null, text: notificationText('sent', 'email', sentDetail('to dispatch@example.test', 2)) },
    { at: minutesBefore(10), type: 'note', actor: 'alice', fromStatus: null, toStatus: null, text: noteAddedText('alice') },
  ],
};

/* The content audit (docs/product.md#23-content-optimizer) */

export function auditFinding(check: AuditCheckId, subject: string, message: string): AuditFindingView {
  return { check, subject, message, severity: AUDIT_CHECKS[check].severity, fix: AUDIT_CHECKS[check].fix };
}

export function auditPage(path: string, family: PageFamily, findings: AuditFindingView[], views = 0): AuditPageView {
  const counts = { error: 0, warning: 0, notice: 0 };
  for (const finding of findings) counts[finding.severity] += 1;
  return { path, family, counts, score: pageScore(counts), findings, views };
}

export function auditRun(overrides: Partial<AuditRunView> & { id: string }): AuditRunView {
  return {
    status: 'done',
    startedBy: 'alice',
    queuedAt: minutesBefore(62),
    startedAt: minutesBefore(62),
    finishedAt: minutesBefore(60),
    durationMs: 83_400,
    buildTime: minutesBefore(600),
    pages: 148,
    counts: { error: 4, warning: 5, notice: 3 },
    error: null,
    ...overrides,
  };
}

/** The previous run (nightly), the latest (alice's, an hour ago) and one under way (a new build's). */
export const previousAuditRun = auditRun({ id: '00000000-0000-4000-8000-0000000000a1', startedBy: SCHEDULE_STARTER, queuedAt: '2026-11-23T07:00:00.000Z', startedAt: '2026-11-23T07:00:00.000Z', finishedAt: '2026-11-23T07:01:30.000Z', durationMs: 90_000, counts: { error: 3, warning: 5, notice: 3 } });
export const latestAuditRun = auditRun({ id: '00000000-0000-4000-8000-0000000000a2' });
export const runningAuditRun = auditRun({ id: '00000000-0000-4000-8000-0000000000a3', status: 'running', startedBy: NEW_BUILD_STARTER, queuedAt: minutesBefore(1), startedAt: minutesBefore(1), finishedAt: null, durationMs: null, pages: 0, counts: { error: 0, warning: 0, notice: 0 } });

/** Worst score first, as the API sends them: an error, a warning and a notice each at least once. */
export const auditPages: AuditPageView[] = [
  auditPage('/locations/texas/dallas-fort-worth-metroplex-same-day-expedited-freight-and-courier-services', 'city', [
    auditFinding('h1', '<h1>Expedited freight in Dallas</h1><h1>Fort Worth couriers</h1>', 'The page has 2 H1 headings.'),
    auditFinding('image-alt', '<img src="/assets/dallas-skyline-at-night-with-reunion-tower-and-trucks.jpg" width="1200" height="630">', 'The image has no alt attribute.'),
    auditFinding('section-length', 'section "Why shippers in Dallas choose us" (312 characters)', 'The section has 312 characters of text.'),
    auditFinding('title-short', 'Dallas freight', 'The title has 14 characters.'),
  ]),
  auditPage('/hot-shot-trucking', 'service', [
    auditFinding('redirected-link', '/services/hot-shot', 'The link answers 301 to /hot-shot-trucking.'),
    auditFinding('broken-link', '/services/old-hot-shot', 'The link answers 404.'),
  ]),
  auditPage('/blog/how-to-ship-a-pallet', 'post', [
    auditFinding('description-length', 'How to ship a pallet.', 'The description has 21 characters.'),
    auditFinding('alias-link', '/locations/tx', 'The link goes to an alias of /locations/texas.'),
  ]),
  auditPage('/', 'home', [auditFinding('title-short', '24/7 expedited freight', 'The title has 22 characters.')]),
];

export const auditReport: AuditReportView = {
  run: latestAuditRun,
  previous: previousAuditRun,
  filter: {},
  pages: auditPages,
  matchingPages: 6,
  cleanPages: 142,
  averageScore: 96.4,
  newFindings: 2,
  resolved: [{ ...auditFinding('title-duplicate', 'Air freight | Expedite', 'The title is the same on 2 pages.'), path: '/services/air-freight' }],
};

/** An admin's dashboard: the latest report, nothing under way. */
export const auditDashboard: AuditDashboardView = { filter: auditReport.filter, report: auditReport, running: null, lastFailed: null, canStart: true };

/* Accounts (docs/product.md#14-admin-area) */

/** alice's own account: two-factor on, this session and two others (one whose address is not known). */
export const ownAccount: OwnAccountView = {
  username: 'alice',
  role: 'admin',
  mfa: { enabled: true, recoveryCodesLeft: 7 },
  mfaRequired: true,
  onDuty: true,
  sessions: [
    { id: 'session-here', device: 'Firefox 133 on macOS', ip: '203.0.113.7', signedInAt: minutesBefore(180), lastSeenAt: NOW, current: true },
    { id: 'session-office', device: 'Chrome 131 on Windows', ip: '198.51.100.23', signedInAt: minutesBefore(3 * 24 * 60), lastSeenAt: minutesBefore(95), current: false },
    { id: 'session-phone', device: 'Safari 18 on iPhone', ip: null, signedInAt: minutesBefore(600), lastSeenAt: minutesBefore(12), current: false },
  ],
};

export function accountRow(overrides: Partial<AccountRowView> & { username: string }): AccountRowView {
  return { role: 'viewer', disabled: false, mfaEnabled: true, setupPending: false, createdAt: minutesBefore(90 * 24 * 60), lastSignInAt: minutesBefore(180), openSessions: 1, onDuty: false, ...overrides };
}

/** The team as /admin/accounts lists it: alice (signed in), another admin, a viewer waiting for setup, a disabled viewer. */
export const accountRows: AccountRowView[] = [
  accountRow({ username: 'alice', role: 'admin', openSessions: 3, onDuty: true }),
  accountRow({ username: 'bob', role: 'admin', lastSignInAt: minutesBefore(3 * 24 * 60), openSessions: 0 }),
  accountRow({ username: 'dana', mfaEnabled: false, setupPending: true, createdAt: minutesBefore(30), lastSignInAt: null, openSessions: 0 }),
  accountRow({ username: 'victor', disabled: true, mfaEnabled: false, lastSignInAt: minutesBefore(20 * 24 * 60), openSessions: 0 }),
];

/** The setup link an add or a reset answers with (shown once). */
export const setupLink = (username: string): SetupLinkView => {
  const token = 'T'.repeat(43);
  return { username, path: setupLinkPath(token), url: `https://www.example.test${setupLinkPath(token)}`, expiresAt: new Date(Date.parse(NOW) + SETUP_LINK_LIFETIME_MS).toISOString() };
};

/** A dashboard drawn under the report's filter, as the server draws it. */
export const withReport = (report: Partial<AuditReportView>, rest: Partial<AuditDashboardView> = {}): AuditDashboardView => ({
  ...auditDashboard,
  filter: report.filter ?? auditReport.filter,
  report: { ...auditReport, ...report },
  ...rest,
});
