import { adminLeadPath } from '../../core/admin-pages.js';
import { deskTime } from '../../core/desk-time-format.js';
import { escalatedText } from '../../core/lead-timeline-text.js';
import { escapeMarkup } from '../../core/escape-markup.js';
import { formatPhone, serviceLabel, sourceLabel } from '../../core/lead-labels.js';
import { literalEncodedWords, spacedControls } from '../../core/plain-text.js';
import { LEAD_KIND_LABELS, RESPONSE_PROMISE_MINUTES, type EscalationStep, type LeadFieldView, type LeadRecordView } from '../../core/lead-desk.js';
import type { Timeframe } from '../../core/quote-options.js';
import { telHref } from '../../core/tel-href.js';

// What a lead's notification says (docs/product.md#22-lead-notifications): an e-mail (plain text plus
// simple HTML, no images, no tracking) and the webhook's lead. Pure functions of the lead.

export interface NoticeSettings {
  brandName: string;
  /** SITE_ORIGIN: the desk link is this plus the lead's path. */
  siteOrigin: string;
  /** The desk's time zone, for "received at". */
  timeZone: string;
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

/** The timeframe as the urgency a subject line names. */
const URGENCY: Record<Timeframe, string> = {
  asap: 'ASAP',
  today: 'today',
  tomorrow: 'tomorrow',
  'this-week': 'this week',
  flexible: 'flexible',
};

const SUBJECT_MAX = 180;

export const deskLink = (siteOrigin: string, leadId: string): string => `${siteOrigin}${adminLeadPath(leadId)}`;

/**
 * Who has the lead when the message is made (the job reads the lead as it is then): the owner, or an
 * invitation to take it on the lead's page, which asks for a sign-in first (docs/product.md#22-lead-notifications).
 */
export const ownerLine = (owner: string | null, link: string): string => (owner ? `Owner: ${owner}` : `Owner: nobody yet — take it: ${link}`);

/** A subject line from visitor text: one line, no control characters, no encoded word, at most 180 characters. */
export function headerSafe(text: string): string {
  const line = literalEncodedWords(spacedControls(text, true).replace(/\s+/g, ' ').trim());
  return line.length > SUBJECT_MAX ? `${line.slice(0, SUBJECT_MAX - 3).trimEnd()}...` : line;
}

/** A notification's headline: the lead's subject, after the escalation's words when it tells one. */
export function headlineOf(lead: LeadRecordView, escalation?: EscalationStep): string {
  const subject = subjectOf(lead);
  return escalation ? headerSafe(`${escalatedText(escalation.step, escalation.minutesWaiting)} — ${subject}`) : subject;
}

/** The kind, the service as the forms name it, the urgency and the route; recruitment leads name the company. */
export function subjectOf(lead: LeadRecordView): string {
  const kind = LEAD_KIND_LABELS[lead.kind];
  if (lead.kind !== 'quote') return headerSafe(`${kind}: ${lead.company ?? lead.name} (${lead.name})`);
  const urgency = lead.timeframe ? (URGENCY[lead.timeframe as Timeframe] ?? lead.timeframe) : null;
  const parts = [lead.service && serviceLabel(lead.service), urgency, lead.route ?? lead.name].filter((part): part is string => Boolean(part));
  return headerSafe(`${kind}: ${parts.join(', ')}`);
}

interface Line {
  label: string;
  value: string;
  href?: string;
}

function hrefOf(field: LeadFieldView): string | undefined {
  if (field.link === 'tel') return telHref(field.value);
  if (field.link === 'mailto') return `mailto:${field.value}`;
  return undefined;
}

function attributionLines(lead: LeadRecordView): Line[] {
  const { attribution } = lead;
  const utm = Object.entries(attribution.utm)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
  return [
    { label: 'Source', value: sourceLabel(attribution.source) },
    { label: 'Landing page', value: attribution.landingPage ?? '' },
    { label: 'Referrer', value: attribution.referrer ?? '' },
    { label: 'UTM', value: utm },
  ].filter((line) => line.value !== '');
}

/**
 * The message's sections, in the order a dispatcher reads them: who (the fields the lead's feature put in
 * its contact section), what and where (the rest), where from.
 */
function sections(lead: LeadRecordView): { title: string; lines: Line[] }[] {
  const asLine = (field: LeadFieldView): Line => ({ label: field.label, value: field.link === 'tel' ? formatPhone(field.value) : field.value, href: hrefOf(field) });
  const isContact = (field: LeadFieldView) => field.section === 'contact';
  return [
    { title: 'Who', lines: lead.fields.filter(isContact).map(asLine) },
    { title: lead.kind === 'quote' ? 'What and where' : 'Details', lines: lead.fields.filter((f) => !isContact(f)).map(asLine) },
    { title: 'Where they came from (first touch)', lines: attributionLines(lead) },
  ];
}

/**
 * The notification e-mail of a lead, or of its escalation (the same, under the escalation's headline).
 * Every value from the visitor is escaped in the HTML part.
 */
export function leadEmail(lead: LeadRecordView, settings: NoticeSettings, escalation?: EscalationStep): LeadEmail {
  const subject = headlineOf(lead, escalation);
  const link = deskLink(settings.siteOrigin, lead.id);
  const received = `Received ${deskTime(lead.receivedAt, settings.timeZone)}. Every page promises a reply within ${RESPONSE_PROMISE_MINUTES} minutes.`;
  const parts = sections(lead);
  const owner = ownerLine(lead.owner, link);

  const text = [
    subject,
    received,
    owner,
    '',
    ...parts.flatMap((part) =>
      part.lines.length ? [part.title.toUpperCase(), ...part.lines.map((l) => `${l.label}: ${l.value}${l.href?.startsWith('tel:') ? ` (${l.href})` : ''}`), ''] : [],
    ),
    ...(lead.message ? ['MESSAGE', lead.message, ''] : []),
    `Open it on the leads desk: ${link}`,
    '',
    `-- ${settings.brandName} website`,
  ].join('\n');

  const row = (l: Line) =>
    `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0;font-weight:600">${escapeMarkup(l.label)}</th><td style="padding:2px 0">${
      l.href ? `<a href="${escapeMarkup(l.href)}">${escapeMarkup(l.value)}</a>` : escapeMarkup(l.value)
    }</td></tr>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.45;color:#111">',
    `<h1 style="font-size:18px;margin:0 0 4px">${escapeMarkup(subject)}</h1>`,
    `<p style="margin:0 0 4px;color:#444">${escapeMarkup(received)}</p>`,
    lead.owner
      ? `<p style="margin:0 0 16px;font-weight:600">${escapeMarkup(owner)}</p>`
      : `<p style="margin:0 0 16px;font-weight:600">Owner: nobody yet — <a href="${escapeMarkup(link)}">take it</a></p>`,
    ...parts.flatMap((part) =>
      part.lines.length ? [`<h2 style="font-size:15px;margin:16px 0 4px">${escapeMarkup(part.title)}</h2>`, `<table role="presentation">${part.lines.map(row).join('')}</table>`] : [],
    ),
    ...(lead.message ? ['<h2 style="font-size:15px;margin:16px 0 4px">Message</h2>', `<p style="margin:0;white-space:pre-wrap">${escapeMarkup(lead.message)}</p>`] : []),
    `<p style="margin:20px 0"><a href="${escapeMarkup(link)}" style="font-weight:600">Open it on the leads desk</a></p>`,
    `<p style="margin:0;color:#666;font-size:13px">${escapeMarkup(settings.brandName)} website</p>`,
    '</body></html>',
  ].join('\n');

  return { subject, text, html };
}

/** A lead as the webhook's `lead.received` event tells it: kind, id, fields, attribution, desk link and subject. */
export function webhookLead(lead: LeadRecordView, settings: NoticeSettings) {
  return {
    id: lead.id,
    kind: lead.kind,
    receivedAt: lead.receivedAt,
    name: lead.name,
    company: lead.company,
    email: lead.email,
    phone: lead.phone,
    source: lead.source,
    route: lead.route,
    service: lead.service,
    timeframe: lead.timeframe,
    fields: lead.fields.map(({ label, value }) => ({ label, value })),
    message: lead.message,
    attribution: lead.attribution,
    deskUrl: deskLink(settings.siteOrigin, lead.id),
    subject: subjectOf(lead),
  };
}
