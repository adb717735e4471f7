import { isUuidV4 } from '../core/uuid.js';
import { buildHomePayload, buildSlideOutPayload, singleLine, splitName, type SlideOutQuoteValues } from './quote-payload.js';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../core/idempotency-key.js';
import { ApiError } from './api.js';
import { LeadAttempts, uuidV4 } from './lead-api.js';
import { postQuote } from './quote-api.js';

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

describe('singleLine', () => {
  it('turns pasted tabs and other control characters into one space and trims', () => {
    expect(singleLine(' Ada\tKing\u0007 ')).toBe('Ada King');
    expect(singleLine('Acme\r\n\tCorp')).toBe('Acme Corp');
  });

  it('is applied to one-line fields and not to the message', () => {
    const payload = buildHomePayload(
      { firstName: 'Ada\t', lastName: 'Love\tlace', email: 'ada@example.com', phone: '', service: 'custom', message: 'Line 1\n\tLine 2' },
      '',
    );
    expect(payload).toMatchObject({ firstName: 'Ada', lastName: 'Love lace', message: 'Line 1\n\tLine 2' });
  });
});

describe('LeadAttempts of a quote form', () => {
  it('reuses key and payload for the same data, and starts over after success or a change', () => {
    const attempts = new LeadAttempts<{ n: number }>(postQuote);
    let built = 0;
    const build = () => ({ n: ++built });
    const first = attempts.prepare('a', build);
    expect(isUuidV4(first.key)).toBe(true);
    expect(attempts.prepare('a', build)).toEqual(first);
    const changed = attempts.prepare('b', build);
    expect(changed.key).not.toBe(first.key);
    expect(built).toBe(2);
  });

  it('submit: a success starts over; a failure keeps key and payload for the retry', async () => {
    const attempts = new LeadAttempts<{ n: number }>(postQuote);
    let built = 0;
    const build = () => ({ n: ++built });
    const sent: [number, string][] = [];
    const failing = async (payload: { n: number }, key: string) => {
      sent.push([payload.n, key]);
      throw new ApiError(500, 'Internal Server Error', '{"success":false}');
    };
    const ok = async (payload: { n: number }, key: string) => void sent.push([payload.n, key]);

    await expect(attempts.submit('a', build, failing)).rejects.toThrow('500: {"success":false}');
    expect(await attempts.submit('a', build, ok)).toEqual({ n: 1 });
    expect(sent[1]).toEqual(sent[0]);
    await attempts.submit('a', build, ok);
    expect(sent[2]![0]).toBe(2);
    expect(sent[2]![1]).not.toBe(sent[1]![1]);
  });

  it('submit: a 422 (key held for other data) sends the same payload once more under a new key', async () => {
    const attempts = new LeadAttempts<{ n: number }>(postQuote);
    const sent: string[] = [];
    let answers = [422, 201];
    const post = async (_payload: { n: number }, key: string) => {
      sent.push(key);
      const status = answers.shift();
      if (status === 422) throw new ApiError(422, 'Unprocessable Content', JSON.stringify({ success: false, error: IDEMPOTENCY_KEY_REUSED_MESSAGE }));
    };
    expect(await attempts.submit('a', () => ({ n: 1 }), post)).toEqual({ n: 1 });
    expect(sent).toHaveLength(2);
    expect(sent[1]).not.toBe(sent[0]);

    // Only once: a second 422 is the visitor's failure to see, not a loop.
    answers = [422, 422, 201];
    sent.length = 0;
    await expect(attempts.submit('b', () => ({ n: 2 }), post)).rejects.toThrow(/^422: /);
    expect(sent).toHaveLength(2);
  });

  it('makes UUID v4 keys', () => {
    expect(isUuidV4(uuidV4())).toBe(true);
  });
});
