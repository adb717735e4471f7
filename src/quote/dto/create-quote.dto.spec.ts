import { validateDto } from '../../../test/fixtures.js';
import { HOME_SERVICES, SLIDE_OUT_SERVICES, TIMEFRAMES } from '../../../core/quote-options.js';
import { CreateQuoteDto } from './create-quote.dto.js';

const validate = async (body: unknown) => (await validateDto(CreateQuoteDto, body)).dto as CreateQuoteDto;
const fieldsOf = async (body: unknown) => (await validateDto(CreateQuoteDto, body)).fields;

const TIMESTAMP_MESSAGE = 'timestamp must be an ISO 8601 date-time such as 2026-11-22T14:05:00.000Z';

const home = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@shipper.test', service: 'hand-carry' };
const slideOut = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@shipper.test',
  phone: '(704) 555-0142',
  pickup: 'Charlotte, NC',
  delivery: 'Austin, TX',
  source: 'slide_out_hero_section',
  timestamp: '2026-11-22T14:05:00.000Z',
};

describe('CreateQuoteDto: home form', () => {
  it('accepts the minimal home payload', async () => {
    expect(await fieldsOf(home)).toEqual({});
  });

  it.each(['firstName', 'lastName', 'email', 'service'])('requires %s', async (field) => {
    const body: Record<string, unknown> = { ...home };
    delete body[field];
    expect(Object.keys(await fieldsOf(body))).toEqual([field]);
  });

  it('says a missing required field is required', async () => {
    expect(await fieldsOf({ service: 'custom' })).toEqual({
      firstName: 'firstName is required',
      lastName: 'lastName is required',
      email: 'email is required',
    });
  });

  it('treats whitespace-only required text as missing', async () => {
    expect(await fieldsOf({ ...home, firstName: '   ' })).toEqual({ firstName: 'firstName is required' });
  });

  it.each(HOME_SERVICES)('accepts the home service %s', async (service) => {
    expect(await fieldsOf({ ...home, service })).toEqual({});
  });

  it('rejects slide-out-only services on the home form, naming the allowed ones', async () => {
    expect(await fieldsOf({ ...home, service: 'hot-shot' })).toEqual({
      service: 'service must be one of: hand-carry, medical-transport, air-expedite, ground-expedite, custom',
    });
  });

  it('makes phone and message optional, but checks them when given', async () => {
    expect(await fieldsOf({ ...home, phone: '', message: '' })).toEqual({});
    expect(await fieldsOf({ ...home, phone: '12' })).toEqual({ phone: 'phone must be a phone number with 7 to 15 digits' });
  });

  it('trims text and keeps the values', async () => {
    const dto = await validate({ ...home, firstName: '  Dana ', message: ' Two pallets ' });
    expect(dto.firstName).toBe('Dana');
    expect(dto.message).toBe('Two pallets');
  });
});

describe('CreateQuoteDto: slide-out form', () => {
  it('accepts the minimal slide-out payload with a one-word name (empty last name)', async () => {
    expect(await fieldsOf({ ...slideOut, lastName: '' })).toEqual({});
  });

  it.each(['phone', 'pickup', 'delivery', 'timestamp'])('requires %s', async (field) => {
    const body: Record<string, unknown> = { ...slideOut };
    delete body[field];
    expect(Object.keys(await fieldsOf(body))).toEqual([field]);
  });

  it('makes service optional and checks it against the slide-out list', async () => {
    for (const service of SLIDE_OUT_SERVICES) expect(await fieldsOf({ ...slideOut, service })).toEqual({});
    expect(Object.keys(await fieldsOf({ ...slideOut, service: 'custom' }))).toEqual(['service']);
  });

  it.each(TIMEFRAMES)('accepts the timeframe %s', async (timeframe) => {
    expect(await fieldsOf({ ...slideOut, timeframe })).toEqual({});
  });

  it.each([
    ['timeframe', 'yesterday', 'timeframe must be one of: asap, today, tomorrow, this-week, flexible'],
    ['source', 'hero_section', 'source must be "slide_out_" followed by the opening source'],
    ['timestamp', '22/11/2026', TIMESTAMP_MESSAGE],
    ['email', 'dana@', 'email must be a valid e-mail address'],
    ['phone', 'call me', 'phone must be a phone number with 7 to 15 digits'],
    ['pickup', 'x'.repeat(201), 'pickup must be shorter than or equal to 200 characters'],
    ['message', 'x'.repeat(5001), 'message must be shorter than or equal to 5000 characters'],
    ['landingPage', 'https://elsewhere.test/', 'landingPage must be a site path starting with /'],
    ['referrer', 'not a url', 'referrer must be a URL'],
    ['firstName', 42, 'firstName must be a string'],
  ])('rejects %s = %j', async (field, value, message) => {
    expect(await fieldsOf({ ...slideOut, [field]: value })).toEqual({ [field]: message });
  });

  it('validates nested UTM values and rejects unknown UTM keys', async () => {
    expect(await fieldsOf({ ...slideOut, utm: { source: 'google', medium: 'cpc' } })).toEqual({});
    expect(await fieldsOf({ ...slideOut, utm: { source: 'x'.repeat(151) } })).toEqual({
      'utm.source': 'source must be shorter than or equal to 150 characters',
    });
    expect(await fieldsOf({ ...slideOut, utm: { gclid: 'abc' } })).toEqual({ 'utm.gclid': 'property gclid should not exist' });
  });

  it('rejects unknown fields', async () => {
    expect(await fieldsOf({ ...slideOut, isAdmin: true })).toEqual({ isAdmin: 'property isAdmin should not exist' });
  });
});

describe('CreateQuoteDto: control characters', () => {
  const textFields = ['firstName', 'lastName', 'email', 'phone', 'pickup', 'delivery', 'weight', 'dimensions', 'company', 'landingPage', 'referrer'];

  it.each(textFields)('refuses NUL in %s, naming the field', async (field) => {
    const fields = await fieldsOf({ ...slideOut, landingPage: '/', referrer: 'https://www.google.com/', [field]: `${field === 'landingPage' ? '/' : 'a'}\u0000b` });
    expect(Object.keys(fields)).toEqual([field]);
  });

  it.each([
    ['BEL', 'Dana\u0007'],
    ['ESC', '\u001b[2JDana'],
    ['CR-LF', 'Dana\r\nReyes'],
    ['a tab', 'Dana\tReyes'],
    ['an unpaired surrogate', 'Dana\ud83d'],
  ])('refuses %s in a name with a message that names the field', async (_label, firstName) => {
    expect(await fieldsOf({ ...home, firstName })).toEqual({ firstName: 'firstName must not contain control characters or line breaks' });
  });

  it('keeps tab and line breaks in the message, refusing other controls there', async () => {
    const dto = await validate({ ...home, message: 'Two pallets.\r\nDock 4\tafter 5 PM' });
    expect(dto.message).toBe('Two pallets.\r\nDock 4\tafter 5 PM');
    expect(await fieldsOf({ ...home, message: 'Two pallets\u0000' })).toEqual({
      message: 'message must not contain control characters (tab and line breaks are allowed)',
    });
  });

  it('names nested UTM fields', async () => {
    expect(await fieldsOf({ ...slideOut, utm: { source: 'goo\u0000gle' } })).toEqual({
      'utm.source': 'utm.source must not contain control characters or line breaks',
    });
  });
});

describe('CreateQuoteDto: timestamp', () => {
  it.each(['2026-11-22T14:05:00.000Z', '2026-11-22T14:05:00Z', '2026-11-22T14:05Z', '2026-11-22T09:05:00-05:00', '2026-11-22T14:05:00.123456+0100'])(
    'accepts the full date-time %s',
    async (timestamp) => {
      expect(await fieldsOf({ ...slideOut, timestamp })).toEqual({});
    },
  );

  it.each([
    '2026-11-22',
    '2026-11-22T14:05:00',
    '2026-11-22 14:05:00Z',
    '2026-02-30T10:00:00Z',
    '2026-11-22T25:00:00Z',
    '0000-01-01T00:00:00Z',
    '+002026-11-22T14:05:00Z',
    '2026-W47-7T10:00:00Z',
    '20261122T140500Z',
    '2026-11-22T14:05:00Z\u0000',
  ])('refuses %j', async (timestamp) => {
    expect(await fieldsOf({ ...slideOut, timestamp })).toEqual({ timestamp: TIMESTAMP_MESSAGE });
  });
});
