import { validateDto } from '../../../test/fixtures.js';
import { CreateFreightAgentInquiryDto } from './create-freight-agent-inquiry.dto.js';

const validate = async (body: unknown) => (await validateDto(CreateFreightAgentInquiryDto, body)).dto as CreateFreightAgentInquiryDto;
const fieldsOf = async (body: unknown) => (await validateDto(CreateFreightAgentInquiryDto, body)).fields;

const minimal = { company: 'Mills Logistics', contactName: 'Avery Mills', email: 'avery@mills.test', phone: '+1 980 555 0123' };
const full = {
  ...minimal,
  yearsExperience: 12,
  hasBookOfBusiness: true,
  statesServed: ['TX', 'OK', 'LA'],
  message: 'Automotive and aerospace shippers.\nMostly hot shot and team expedite.',
  landingPage: '/freight-agent-recruitment',
  referrer: 'https://www.linkedin.com/',
  utm: { source: 'linkedin', medium: 'social', content: 'agent-post' },
};
const YEARS_MESSAGE = 'yearsExperience must be a whole number of years from 0 to 60';

describe('CreateFreightAgentInquiryDto: valid payloads', () => {
  it('accepts the minimal and the full payload', async () => {
    expect(await fieldsOf(minimal)).toEqual({});
    expect(await fieldsOf(full)).toEqual({});
  });

  it('keeps the values, trimmed, with the states in list order', async () => {
    const dto = await validate({ ...full, contactName: ' Avery Mills ' });
    expect(dto).toMatchObject({ contactName: 'Avery Mills', yearsExperience: 12, hasBookOfBusiness: true, statesServed: ['LA', 'OK', 'TX'] });
  });

  it.each([0, 1, 60])('accepts %d years of experience', async (yearsExperience) => {
    expect(await fieldsOf({ ...minimal, yearsExperience })).toEqual({});
  });

  it('makes yearsExperience, hasBookOfBusiness, statesServed and message optional (null counts as absent)', async () => {
    expect(await fieldsOf({ ...minimal, yearsExperience: null, hasBookOfBusiness: null, statesServed: null, message: '  ' })).toEqual({});
    expect(await fieldsOf({ ...minimal, hasBookOfBusiness: false })).toEqual({});
  });
});

describe('CreateFreightAgentInquiryDto: each rule names its field', () => {
  it.each(['company', 'contactName', 'email', 'phone'])('requires %s', async (field) => {
    const body: Record<string, unknown> = { ...minimal };
    delete body[field];
    expect(Object.keys(await fieldsOf(body))).toEqual([field]);
  });

  it('names every missing field of an empty body, in form order', async () => {
    expect(await fieldsOf({})).toEqual({
      company: 'company is required',
      contactName: 'contactName is required',
      email: 'email is required',
      phone: 'phone is required',
    });
  });

  it.each([
    ['yearsExperience', -1, YEARS_MESSAGE],
    ['yearsExperience', 61, YEARS_MESSAGE],
    ['yearsExperience', 2.5, YEARS_MESSAGE],
    ['yearsExperience', '5', YEARS_MESSAGE],
    ['yearsExperience', true, YEARS_MESSAGE],
    ['hasBookOfBusiness', 'yes', 'hasBookOfBusiness must be true or false'],
    ['hasBookOfBusiness', 1, 'hasBookOfBusiness must be true or false'],
    ['statesServed', [], 'statesServed must name at least one state'],
    ['statesServed', ['TX', 'TX'], 'statesServed must not name the same state twice'],
    ['statesServed', ['TX', 'XX'], 'statesServed must hold only two-letter US state codes (the 50 states and DC, upper case, such as NC)'],
    ['statesServed', 'TX', 'statesServed must be a list of two-letter US state codes (the 50 states and DC, upper case, such as NC)'],
    ['company', 'x'.repeat(121), 'company must be shorter than or equal to 120 characters'],
    ['email', 'avery at mills', 'email must be a valid e-mail address'],
    ['phone', 'call me', 'phone must be a phone number with 7 to 15 digits'],
    ['message', 'x'.repeat(5001), 'message must be shorter than or equal to 5000 characters'],
    ['referrer', 'not a url', 'referrer must be a URL'],
  ])('rejects %s = %j', async (field, value, message) => {
    expect(await fieldsOf({ ...full, [field]: value })).toEqual({ [field]: message });
  });

  it('rejects carrier-only and unknown fields', async () => {
    expect(await fieldsOf({ ...minimal, usdotNumber: '123', admin: true })).toEqual({
      usdotNumber: 'property usdotNumber should not exist',
      admin: 'property admin should not exist',
    });
  });
});

describe('CreateFreightAgentInquiryDto: control characters', () => {
  it.each(['company', 'contactName', 'email', 'phone'])('refuses NUL in %s, naming the field', async (field) => {
    expect(Object.keys(await fieldsOf({ ...full, [field]: 'a\u0000b' }))).toEqual([field]);
  });

  it('refuses a line break in the company name', async () => {
    expect(await fieldsOf({ ...minimal, company: 'Mills\nLogistics' })).toEqual({ company: 'company must not contain control characters or line breaks' });
  });

  it('keeps tab and line breaks in the message, refusing other controls there', async () => {
    expect((await validate({ ...minimal, message: 'Line 1\r\n\tLine 2' })).message).toBe('Line 1\r\n\tLine 2');
    expect(await fieldsOf({ ...minimal, message: 'Line 1\u001b[2J' })).toEqual({
      message: 'message must not contain control characters (tab and line breaks are allowed)',
    });
  });
});
