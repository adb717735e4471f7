import { serviceLabel, timeframeLabel } from '../../core/lead-labels.js';
import type { LeadRecordView } from '../../core/lead-desk.js';
import { chatFacts, slackEscape, slackMessage, teamsEscape, teamsMessage } from './chat-message.js';
import { leadEvent, receivedEvent } from './lead-events.js';
import { deskLink, headerSafe, headlineOf, leadEmail, subjectOf } from './notification-message.js';

const settings = { brandName: 'Test Expedite', siteOrigin: 'https://www.example.test', timeZone: 'America/New_York' };

const quote: LeadRecordView = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'quote',
  status: 'new',
  receivedAt: '2026-11-24T08:20:00.000Z',
  name: 'Ada <Lovelace>',
  company: 'Engines & Co',
  email: 'ada@example.test',
  phone: '704-555-0188',
  source: 'slide_out_hero_section',
  route: 'Dallas, TX -> Atlanta, GA',
  service: 'hand-carry',
  timeframe: 'asap',
  firstResponseAt: null,
  owner: null,
  value: null,
  lostReason: null,
  fields: [
    { label: 'Name', value: 'Ada <Lovelace>', section: 'contact' },
    { label: 'E-mail', value: 'ada@example.test', link: 'mailto', section: 'contact' },
    { label: 'Phone', value: '704-555-0188', link: 'tel', section: 'contact' },
    { label: 'Company', value: 'Engines & Co', section: 'contact' },
    { label: 'Service', value: serviceLabel('hand-carry'), section: 'request' },
    { label: 'Pickup', value: 'Dallas, TX', section: 'request' },
    { label: 'Delivery', value: 'Atlanta, GA', section: 'request' },
    { label: 'Timeframe', value: timeframeLabel('asap'), section: 'request' },
  ],
  message: 'Fragile <img src=x onerror=alert(1)>',
  attribution: {
    source: 'slide_out_hero_section',
    landingPage: '/hand-carry-services',
    referrer: null,
    userAgent: 'Mozilla/5.0',
    utm: { source: 'google', medium: null, campaign: 'q4"><script>', term: null, content: null },
  },
};

describe('lead notification message', () => {
  it('names the kind, the urgency and the route in the subject', () => {
    expect(subjectOf(quote)).toBe(`Quote request: ${serviceLabel('hand-carry')}, ASAP, Dallas, TX -> Atlanta, GA`);
    expect(subjectOf({ ...quote, timeframe: 'this-week', service: null })).toBe('Quote request: this week, Dallas, TX -> Atlanta, GA');
    // The home form has no route or timeframe: the person stands in.
    expect(subjectOf({ ...quote, route: null, timeframe: null })).toBe(`Quote request: ${serviceLabel('hand-carry')}, Ada <Lovelace>`);
    expect(subjectOf({ ...quote, kind: 'carrier', company: 'Big D Hot Shot LLC', name: 'Sam Okafor' })).toBe('Carrier application: Big D Hot Shot LLC (Sam Okafor)');
    expect(subjectOf({ ...quote, kind: 'freight_agent', company: null, name: 'Morgan Reyes' })).toBe('Freight agent inquiry: Morgan Reyes (Morgan Reyes)');
  });

  it('keeps a subject on one line whatever the visitor typed', () => {
    expect(headerSafe('Dallas\r\nBcc: everyone@example.test')).toBe('Dallas Bcc: everyone@example.test');
    expect(headerSafe('a\u2028b\u2029c\u202ed\u2066e\u0000f\tg')).toBe('a b c d e f g');
    expect(headerSafe('x'.repeat(400))).toHaveLength(180);
    expect(subjectOf({ ...quote, route: 'A\nB -> C\rD' })).toBe(`Quote request: ${serviceLabel('hand-carry')}, ASAP, A B -> C D`);
  });

  it('shows an encoded word a visitor typed as typed in the subject and the escalation headline, never decodable', () => {
    // RFC 2047 for "x\r\nBcc: victim@example.com".
    const word = '=?UTF-8?B?eA0KQmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=?=';
    const shown = '=\u200b?UTF-8?B?eA0KQmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=\u200b?=';
    const lead = { ...quote, route: null, timeframe: null, name: `Ada ${word}` };
    expect(subjectOf(lead)).toBe(`Quote request: ${serviceLabel('hand-carry')}, Ada ${shown}`);
    expect(headlineOf(lead, { step: 1, minutesWaiting: 10 })).toBe(`Escalated: no first response after 10 min — Quote request: ${serviceLabel('hand-carry')}, Ada ${shown}`);
    expect(subjectOf({ ...quote, kind: 'carrier', company: word, name: word })).toBe(`Carrier application: ${shown} (${shown})`);
  });

  it('escapes every value in the HTML part and links the phone, the e-mail and the desk', () => {
    const { html, text } = leadEmail(quote, settings);
    expect(html).toContain('Ada &lt;Lovelace&gt;');
    expect(html).toContain('Engines &amp; Co');
    expect(html).toContain('Fragile &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('campaign=q4&quot;&gt;&lt;script&gt;');
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('<a href="tel:+17045550188">(704) 555-0188</a>');
    expect(html).toContain('<a href="mailto:ada@example.test">ada@example.test</a>');
    expect(html).toContain(`<a href="${deskLink(settings.siteOrigin, quote.id)}" style="font-weight:600">Open it on the leads desk</a>`);
    expect(text).toContain('Received Nov 24, 3:20 AM EST. Every page promises a reply within 15 minutes.');
    expect(text).toContain('WHO\nName: Ada <Lovelace>\nE-mail: ada@example.test\nPhone: (704) 555-0188 (tel:+17045550188)\nCompany: Engines & Co\n');
    expect(text).toContain('WHAT AND WHERE\nService: Hand-Carry Courier\nPickup: Dallas, TX\nDelivery: Atlanta, GA\nTimeframe: ASAP (emergency)\n');
    expect(text).toContain('WHERE THEY CAME FROM (FIRST TOUCH)\nSource: Quote dialog: Hero section\nLanding page: /hand-carry-services\nUTM: source=google, campaign=q4"><script>\n');
    expect(text).toContain('MESSAGE\nFragile <img src=x onerror=alert(1)>\n');
    expect(text).toContain('Open it on the leads desk: https://www.example.test/admin/leads/00000000-0000-4000-8000-000000000001');
  });

  it('names the owner the lead has when the message is made, or asks someone to take it on the lead page', () => {
    const link = deskLink(settings.siteOrigin, quote.id);
    const unowned = leadEmail(quote, settings);
    expect(unowned.text).toContain(`Every page promises a reply within 15 minutes.\nOwner: nobody yet — take it: ${link}\n`);
    expect(unowned.html).toContain(`Owner: nobody yet — <a href="${link}">take it</a>`);
    const owned = leadEmail({ ...quote, owner: 'dana' }, settings);
    expect(owned.text).toContain('minutes.\nOwner: dana\n');
    expect(owned.text).not.toContain('take it');
    expect(owned.html).toContain('>Owner: dana</p>');
  });

  it('puts a field in the section its lead feature gave it, whatever its label says', () => {
    const relabelled: LeadRecordView = {
      ...quote,
      fields: quote.fields.map((field) =>
        field.label === 'E-mail' ? { ...field, label: 'Email address' } : field.label === 'Service' ? { ...field, label: 'Company' } : field,
      ),
    };
    const { text } = leadEmail(relabelled, settings);
    expect(text).toContain('WHO\nName: Ada <Lovelace>\nEmail address: ada@example.test\nPhone: (704) 555-0188 (tel:+17045550188)\nCompany: Engines & Co\n\n');
    expect(text).toContain('WHAT AND WHERE\nCompany: Hand-Carry Courier\nPickup: Dallas, TX\nDelivery: Atlanta, GA\nTimeframe: ASAP (emergency)\n\n');
  });

  it('gives the webhook a lead.received event: the envelope, and the lead with its fields, attribution and desk link', () => {
    const event = receivedEvent(quote, settings, 'event-1');
    expect(event).toMatchObject({ id: 'event-1', type: 'lead.received', occurredAt: quote.receivedAt });
    expect(Object.keys(event)).toEqual(['id', 'type', 'occurredAt', 'data']);
    expect(event.data).toMatchObject({ id: quote.id, kind: 'quote', route: quote.route, deskUrl: 'https://www.example.test/admin/leads/00000000-0000-4000-8000-000000000001', attribution: quote.attribution, subject: subjectOf(quote) });
    expect(event.data.fields).toContainEqual({ label: 'Phone', value: '704-555-0188' });
  });

  it('e-mails an escalation as the lead under the escalation headline, on one line however long', () => {
    const email = leadEmail(quote, settings, { step: 1, minutesWaiting: 10 });
    expect(email.subject).toBe(headlineOf(quote, { step: 1, minutesWaiting: 10 }));
    expect(email.subject).toBe(`Escalated: no first response after 10 min — ${subjectOf(quote)}`);
    expect(email.text.split('\n')[0]).toBe(email.subject);
    expect(email.html).toContain(`<h1 style="font-size:18px;margin:0 0 4px">Escalated: no first response after 10 min — `);
    expect(leadEmail(quote, settings).subject).toBe(subjectOf(quote));
    expect(headlineOf({ ...quote, route: 'x'.repeat(400) }, { step: 1, minutesWaiting: 10 })).toHaveLength(180);
  });

  it('builds change events with a fresh uuid, their type, when they happened and their data', () => {
    const at = new Date('2026-11-24T09:00:00.000Z');
    const assigned = leadEvent('lead.assigned', { leadId: quote.id, owner: 'sam', previous: null, by: 'admin' }, at);
    const escalated = leadEvent('lead.escalated', { leadId: quote.id, step: 2, minutesWaiting: 20 }, at);
    const changed = leadEvent('lead.status_changed', { leadId: quote.id, from: 'quoted', to: 'won', by: 'admin', value: 1800, lostReason: null });
    expect(assigned).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), type: 'lead.assigned', occurredAt: '2026-11-24T09:00:00.000Z', data: { leadId: quote.id, owner: 'sam', previous: null, by: 'admin' } });
    expect(escalated).toMatchObject({ type: 'lead.escalated', data: { leadId: quote.id, step: 2, minutesWaiting: 20 } });
    expect(changed.data).toEqual({ leadId: quote.id, from: 'quoted', to: 'won', by: 'admin', value: 1800, lostReason: null });
    expect(new Set([assigned.id, escalated.id, changed.id]).size).toBe(3);
  });
});

describe('chat messages', () => {
  const now = new Date('2026-11-24T08:27:00.000Z');
  const link = 'https://www.example.test/admin/leads/00000000-0000-4000-8000-000000000001';
  const personal = [quote.email, quote.phone!, '555-0188', '5550188', quote.message!];

  it('tells what a dispatcher needs: kind, name, company, route, service, timeframe and the wait', () => {
    expect(chatFacts(quote, now)).toEqual([
      { title: 'Kind', value: 'Quote request' },
      { title: 'Name', value: 'Ada <Lovelace>' },
      { title: 'Company', value: 'Engines & Co' },
      { title: 'Route', value: 'Dallas, TX -> Atlanta, GA' },
      { title: 'Service', value: serviceLabel('hand-carry') },
      { title: 'Timeframe', value: timeframeLabel('asap') },
      { title: 'Waiting', value: '7 min' },
    ]);
    expect(chatFacts({ ...quote, company: null, route: null, service: null, timeframe: null }, now).map((fact) => fact.title)).toEqual(['Kind', 'Name', 'Waiting']);
  });

  it('escapes the characters Slack reads as markup', () => {
    expect(slackEscape('<!channel> & <https://x.test|y>')).toBe('&lt;!channel&gt; &amp; &lt;https://x.test|y&gt;');
  });

  it('escapes the Markdown Teams reads in a card, so visitor text makes no link', () => {
    expect(teamsEscape('[Open the desk](https://evil.test) *now* _a_ ~b~ `c` \\d')).toBe('\\[Open the desk\\](https://evil.test) \\*now\\* \\_a\\_ \\~b\\~ \\`c\\` \\\\d');
    expect(teamsEscape('Dallas, TX -> Atlanta, GA')).toBe('Dallas, TX -> Atlanta, GA');
    const card = teamsMessage({ ...quote, name: '[Open the desk](https://evil.test)' }, settings, now) as { attachments: { content: { body: [unknown, { facts: { title: string; value: string }[] }] } }[] };
    expect(card.attachments[0]!.content.body[1].facts[1]).toEqual({ title: 'Name', value: '\\[Open the desk\\](https://evil.test)' });
  });

  it('posts Slack a fallback text and blocks: a header, verbatim mrkdwn fields and a button to the desk', () => {
    const message = slackMessage(quote, settings, now);
    expect(message).toEqual({
      text: slackEscape(subjectOf(quote)),
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: subjectOf(quote), emoji: false } },
        {
          type: 'section',
          fields: [
            { type: 'mrkdwn', text: '*Kind*\nQuote request', verbatim: true },
            { type: 'mrkdwn', text: '*Name*\nAda &lt;Lovelace&gt;', verbatim: true },
            { type: 'mrkdwn', text: '*Company*\nEngines &amp; Co', verbatim: true },
            { type: 'mrkdwn', text: '*Route*\nDallas, TX -&gt; Atlanta, GA', verbatim: true },
            { type: 'mrkdwn', text: `*Service*\n${serviceLabel('hand-carry')}`, verbatim: true },
            { type: 'mrkdwn', text: `*Timeframe*\n${timeframeLabel('asap')}`, verbatim: true },
            { type: 'mrkdwn', text: '*Waiting*\n7 min', verbatim: true },
          ],
        },
        { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open on the leads desk' }, url: link, style: 'primary' }] },
      ],
    });
    for (const value of personal) expect(JSON.stringify(message)).not.toContain(value);
  });

  it('gives Slack visitor text only in verbatim mrkdwn or plain text: a URL, a #channel or <!channel> stays text', () => {
    const typed = 'Ada https://evil.example #general <!channel> @here';
    const message = slackMessage({ ...quote, name: typed, company: typed, route: typed }, settings, now) as { blocks: unknown[] };
    const textObjects: { type: string; text: string; verbatim?: boolean }[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      const object = node as Record<string, unknown>;
      if ((object.type === 'mrkdwn' || object.type === 'plain_text') && typeof object.text === 'string') textObjects.push(object as (typeof textObjects)[number]);
      Object.values(object).forEach(walk);
    };
    walk(message.blocks);
    const withVisitorText = textObjects.filter((object) => object.text.includes('evil.example'));
    // The header (the subject names the route), then the name, the company and the route.
    expect(withVisitorText.map((object) => [object.type, object.verbatim])).toEqual([
      ['plain_text', undefined],
      ['mrkdwn', true],
      ['mrkdwn', true],
      ['mrkdwn', true],
    ]);
    expect(withVisitorText[1]).toEqual({ type: 'mrkdwn', text: '*Name*\nAda https://evil.example #general &lt;!channel&gt; @here', verbatim: true });
    expect(textObjects.filter((object) => object.type === 'mrkdwn' && object.verbatim !== true)).toEqual([]);
  });

  it('posts Teams a message with an Adaptive Card 1.4: a title, a FactSet and an OpenUrl action to the desk', () => {
    const message = teamsMessage(quote, settings, now) as { type: string; attachments: { contentType: string; content: Record<string, unknown> }[] };
    expect(message.type).toBe('message');
    expect(message.attachments).toHaveLength(1);
    const [{ contentType, content: card }] = message.attachments;
    expect(contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
    expect(card.body).toEqual([
      { type: 'TextBlock', text: subjectOf(quote), weight: 'Bolder', size: 'Medium', wrap: true },
      { type: 'FactSet', facts: chatFacts(quote, now) },
    ]);
    expect(card.actions).toEqual([{ type: 'Action.OpenUrl', title: 'Open on the leads desk', url: link }]);
    for (const value of personal) expect(JSON.stringify(message)).not.toContain(value);
  });

  it('tells an escalation under its own headline, the same facts, and the Teams headline in red', () => {
    const escalation = { step: 2, minutesWaiting: 25 };
    const headline = `Escalated again: no first response after 25 min — ${subjectOf(quote)}`;
    const slack = slackMessage(quote, settings, now, escalation) as { text: string; blocks: { text?: { text: string } }[] };
    expect(slack.text).toBe(slackEscape(headline));
    expect(slack.blocks[0]!.text!.text).toBe(headline);
    const teams = teamsMessage(quote, settings, now, escalation) as { attachments: { content: { body: unknown[] } }[] };
    expect(teams.attachments[0]!.content.body[0]).toEqual({ type: 'TextBlock', text: headline, weight: 'Bolder', size: 'Medium', wrap: true, color: 'Attention' });
    for (const value of personal) expect(JSON.stringify([slack, teams])).not.toContain(value);
  });
});
