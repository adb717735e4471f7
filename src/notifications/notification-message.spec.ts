import { serviceLabel, timeframeLabel } from '../../core/lead-labels.js';
import type { LeadRecordView } from '../../core/lead-desk.js';
import { deskLink, headerSafe, leadEmail, subjectOf, webhookBody } from './notification-message.js';

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

  it('gives a webhook the kind, id, fields, attribution and desk link', () => {
    const body = webhookBody(quote, settings, 'job-1') as { event: string; id: string; lead: Record<string, unknown> };
    expect(body.event).toBe('lead.received');
    expect(body.id).toBe('job-1');
    expect(body.lead).toMatchObject({ id: quote.id, kind: 'quote', route: quote.route, deskUrl: 'https://www.example.test/admin/leads/00000000-0000-4000-8000-000000000001', attribution: quote.attribution });
    expect(body.lead.fields).toContainEqual({ label: 'Phone', value: '704-555-0188' });
  });
});
