import { waitedFor } from '../../core/desk-time-format.js';
import { LEAD_KIND_LABELS, type EscalationStep, type LeadRecordView } from '../../core/lead-desk.js';
import { serviceLabel, timeframeLabel } from '../../core/lead-labels.js';
import { deskLink, headlineOf, type NoticeSettings } from './notification-message.js';

// What Slack and Teams are told of a lead (docs/product.md#22-lead-notifications): only what a dispatcher
// needs to act (kind, name, company, route, service, timeframe, how long it has waited, the desk link);
// never the phone, the e-mail or the message, which stay on the desk and in the e-mail.

/** A chat message's facts, in the order a dispatcher reads them; a fact the lead lacks is left out. */
export function chatFacts(lead: LeadRecordView, now: Date): { title: string; value: string }[] {
  return [
    { title: 'Kind', value: LEAD_KIND_LABELS[lead.kind] },
    { title: 'Name', value: lead.name },
    { title: 'Company', value: lead.company },
    { title: 'Route', value: lead.route },
    { title: 'Service', value: lead.service && serviceLabel(lead.service) },
    { title: 'Timeframe', value: lead.timeframe && timeframeLabel(lead.timeframe) },
    { title: 'Waiting', value: waitedFor(lead, now.toISOString()) },
  ].filter((fact): fact is { title: string; value: string } => Boolean(fact.value));
}

const OPEN_ON_DESK = 'Open on the leads desk';

/** Slack's mrkdwn control characters (api.slack.com "Escaping text"): visitor text cannot make a link or a mention. */
export const slackEscape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A mrkdwn text object around visitor text, escaped and `verbatim`: without it Slack turns a bare URL, a
 * `#channel` or an `@here` typed by a visitor into a link or a mention (docs/product.md#22-lead-notifications).
 */
const slackVerbatim = (text: string) => ({ type: 'mrkdwn', text, verbatim: true });

/** A Slack incoming webhook's body: `text` (the notification's fallback) and Block Kit blocks. */
export function slackMessage(lead: LeadRecordView, settings: NoticeSettings, now: Date, escalation?: EscalationStep): object {
  const subject = headlineOf(lead, escalation);
  return {
    text: slackEscape(subject),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: subject.slice(0, 150), emoji: false } },
      { type: 'section', fields: chatFacts(lead, now).map(({ title, value }) => slackVerbatim(`*${title}*\n${slackEscape(value)}`)) },
      { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: OPEN_ON_DESK }, url: deskLink(settings.siteOrigin, lead.id), style: 'primary' }] },
    ],
  };
}

/**
 * The characters of the Markdown subset Adaptive Cards read in a TextBlock and a fact's value (links, bold,
 * italic, strike, code), escaped CommonMark's way: visitor text cannot make a link or restyle the card.
 */
export const teamsEscape = (text: string): string => text.replace(/[\\[\]*_~`]/g, '\\$&');

/** A Teams incoming webhook's (or Workflows') body: a message carrying an Adaptive Card 1.4; an escalation's headline in red. */
export function teamsMessage(lead: LeadRecordView, settings: NoticeSettings, now: Date, escalation?: EscalationStep): object {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: teamsEscape(headlineOf(lead, escalation)), weight: 'Bolder', size: 'Medium', wrap: true, ...(escalation && { color: 'Attention' }) },
            { type: 'FactSet', facts: chatFacts(lead, now).map(({ title, value }) => ({ title, value: teamsEscape(value) })) },
          ],
          actions: [{ type: 'Action.OpenUrl', title: OPEN_ON_DESK, url: deskLink(settings.siteOrigin, lead.id) }],
        },
      },
    ],
  };
}
