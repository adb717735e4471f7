import { buildHomePayload, buildSlideOutPayload, splitName, type SlideOutQuoteValues } from './quote-payload.js';
import { QuoteAttempts, uuidV4 } from './quote-api.js';

describe('splitName', () => {
  it('splits the first word from the rest', () => {
    expect(splitName('Ada Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitName('Mary Ann van der Berg')).toEqual({ firstName: 'Mary', lastName: 'Ann van der Berg' });
  });
  it('gives an empty last name for one word', () => {
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
  it('trims and collapses extra spaces', () => {
    expect(splitName('   Ada    King   Lovelace  ')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitName('   ')).toEqual({ firstName: '', lastName: '' });
  });
});

const slideOut: SlideOutQuoteValues = {
  name: ' Ada  Lovelace ',
  email: ' ada@example.com ',
  phone: '704-555-0100',
  company: '',
  serviceType: 'hot-shot',
  pickupLocation: 'Charlotte, NC',
  deliveryLocation: 'Dallas, TX',
  dimensions: '  ',
  weight: '350 lb',
  timeframe: '',
  description: 'Fragile',
};

describe('buildSlideOutPayload', () => {
  it('maps the form to the API shape, omits empty optionals and prefixes the source', () => {
    const payload = buildSlideOutPayload(slideOut, { source: 'hero_section', honeypot: '', now: new Date('2026-01-02T03:04:05.000Z') });
    expect(payload).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '704-555-0100',
      service: 'hot-shot',
      pickup: 'Charlotte, NC',
      delivery: 'Dallas, TX',
      weight: '350 lb',
      message: 'Fragile',
      source: 'slide_out_hero_section',
      timestamp: '2026-01-02T03:04:05.000Z',
    });
  });

  it('adds the honeypot value and first-touch attribution when present', () => {
    const payload = buildSlideOutPayload(slideOut, {
      source: 'blog_article',
      honeypot: 'http://spam',
      touch: { landingPage: '/blog?utm_source=x', referrer: 'https://google.com/', utm: { source: 'x' } },
    });
    expect(payload).toMatchObject({
      website: 'http://spam',
      landingPage: '/blog?utm_source=x',
      referrer: 'https://google.com/',
      utm: { source: 'x' },
    });
  });
});

describe('buildHomePayload', () => {
  it('sends the required fields and only the optional ones that are filled', () => {
    const values = { firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@example.com', phone: '', service: 'custom', message: '' };
    expect(buildHomePayload(values, '', { landingPage: '/' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      service: 'custom',
      landingPage: '/',
    });
    expect(buildHomePayload({ ...values, phone: '555', message: 'Hi' }, '')).toMatchObject({ phone: '555', message: 'Hi' });
  });
});

describe('QuoteAttempts', () => {
  it('reuses key and payload for the same data, and starts over after success or a change', () => {
    const attempts = new QuoteAttempts<{ n: number }>();
    let built = 0;
    const build = () => ({ n: ++built });
    const first = attempts.prepare('a', build);
    expect(first.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(attempts.prepare('a', build)).toEqual(first);
    const changed = attempts.prepare('b', build);
    expect(changed.key).not.toBe(first.key);
    attempts.succeeded();
    expect(attempts.prepare('b', build).key).not.toBe(changed.key);
    expect(built).toBe(3);
  });

  it('makes UUID v4 keys', () => {
    expect(uuidV4()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
