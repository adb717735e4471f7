import { validateDto } from '../../../test/fixtures.js';
import { EQUIPMENT_TYPES } from '../../../core/recruitment-options.js';
import { INSURANCE_NOT_CONFIRMED_MESSAGE } from '../../../core/error-messages.js';
import { CreateCarrierApplicationDto } from './create-carrier-application.dto.js';
import { US_STATE_CODES } from './recruitment-fields.js';

const validate = async (body: unknown) => (await validateDto(CreateCarrierApplicationDto, body)).dto as CreateCarrierApplicationDto;
const fieldsOf = async (body: unknown) => (await validateDto(CreateCarrierApplicationDto, body)).fields;

const minimal = {
  company: 'Piedmont Hot Shot LLC',
  contactName: 'Jordan Mills',
  email: 'jordan@piedmont.test',
  phone: '(704) 555-0188',
  usdotNumber: '3124567',
  equipmentTypes: ['hot-shot'],
  statesServed: ['NC'],
  insuranceConfirmed: true,
};

const full = {
  ...minimal,
  mcNumber: '1098765',
  equipmentTypes: ['sprinter-van', 'hot-shot', 'flatbed'],
  statesServed: ['NC', 'SC', 'VA', 'DC'],
  message: 'Two 40 ft goosenecks.\r\nTeam drivers on request.\tCall after 6.',
  website: '',
  landingPage: '/carrier-partner-application',
  referrer: 'https://www.google.com/',
  utm: { source: 'google', medium: 'cpc', campaign: 'carriers' },
};

const LIST_OF_EQUIPMENT = `these equipment types: ${EQUIPMENT_TYPES.join(', ')}`;
const LIST_OF_STATES = 'two-letter US state codes (the 50 states and DC, upper case, such as NC)';

describe('CreateCarrierApplicationDto: valid payloads', () => {
  it('accepts the minimal and the full payload', async () => {
    expect(await fieldsOf(minimal)).toEqual({});
    expect(await fieldsOf(full)).toEqual({});
  });

  it('trims text and keeps multi-line messages as typed', async () => {
    const dto = await validate({ ...full, company: '  Piedmont Hot Shot LLC ', usdotNumber: ' 3124567 ' });
    expect(dto.company).toBe('Piedmont Hot Shot LLC');
    expect(dto.usdotNumber).toBe('3124567');
    expect(dto.message).toBe('Two 40 ft goosenecks.\r\nTeam drivers on request.\tCall after 6.');
  });

  it('accepts every equipment type and every state code (50 states and DC)', async () => {
    expect(US_STATE_CODES).toHaveLength(51);
    expect(await fieldsOf({ ...minimal, equipmentTypes: [...EQUIPMENT_TYPES], statesServed: [...US_STATE_CODES] })).toEqual({});
  });

  it('puts lists in the vocabulary order, so the same choice in any order is the same request', async () => {
    const dto = await validate({ ...minimal, equipmentTypes: ['reefer', 'sprinter-van', 'flatbed'], statesServed: ['VA', 'DC', 'NC', 'AL'] });
    expect(dto.equipmentTypes).toEqual(['sprinter-van', 'flatbed', 'reefer']);
    expect(dto.statesServed).toEqual(['AL', 'DC', 'NC', 'VA']);
  });

  it('makes mcNumber optional: absent, empty or blank', async () => {
    for (const mcNumber of [undefined, '', '  ', null]) expect(await fieldsOf({ ...minimal, mcNumber })).toEqual({});
    expect((await validate({ ...minimal, mcNumber: ' ' })).mcNumber).toBeUndefined();
  });

  it.each(['1', '12345678', '00001234'])('accepts the carrier number %s', async (number) => {
    expect(await fieldsOf({ ...minimal, mcNumber: number, usdotNumber: number })).toEqual({});
  });
});

describe('CreateCarrierApplicationDto: each rule names its field', () => {
  it.each(['company', 'contactName', 'email', 'phone', 'usdotNumber', 'equipmentTypes', 'statesServed', 'insuranceConfirmed'])('requires %s', async (field) => {
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
      usdotNumber: 'usdotNumber is required',
      equipmentTypes: 'equipmentTypes is required',
      statesServed: 'statesServed is required',
      insuranceConfirmed: INSURANCE_NOT_CONFIRMED_MESSAGE,
    });
  });

  it.each([
    ['company', '   ', 'company is required'],
    ['company', 'x'.repeat(121), 'company must be shorter than or equal to 120 characters'],
    ['contactName', 42, 'contactName must be a string'],
    ['contactName', 'x'.repeat(121), 'contactName must be shorter than or equal to 120 characters'],
    ['email', 'jordan@', 'email must be a valid e-mail address'],
    ['email', `${'a'.repeat(250)}@x.test`, 'email must be shorter than or equal to 254 characters'],
    ['phone', '555', 'phone must be a phone number with 7 to 15 digits'],
    ['phone', '', 'phone is required'],
    ['phone', 7045550188, 'phone must be a phone number with 7 to 15 digits'],
    ['email', { $ne: '' }, 'email must be a valid e-mail address'],
    ['mcNumber', 'MC-123456', 'mcNumber must be 1 to 8 digits'],
    ['mcNumber', '123456789', 'mcNumber must be 1 to 8 digits'],
    ['mcNumber', 123456, 'mcNumber must be 1 to 8 digits, as text'],
    ['usdotNumber', '', 'usdotNumber is required'],
    ['usdotNumber', '12 34', 'usdotNumber must be 1 to 8 digits'],
    ['usdotNumber', '１２３４', 'usdotNumber must be 1 to 8 digits'],
    ['usdotNumber', 3124567, 'usdotNumber must be 1 to 8 digits, as text'],
    ['message', 'x'.repeat(5001), 'message must be shorter than or equal to 5000 characters'],
    ['landingPage', 'https://elsewhere.test/', 'landingPage must be a site path starting with /'],
    ['referrer', 'javascript:alert(1)', 'referrer must be a URL'],
    ['website', 'x'.repeat(501), 'website must be shorter than or equal to 500 characters'],
  ])('rejects %s = %j', async (field, value, message) => {
    expect(await fieldsOf({ ...full, [field]: value })).toEqual({ [field]: message });
  });

  it.each([false, 'true', 1, null, 'yes'])('refuses insuranceConfirmed = %j: it must be true', async (insuranceConfirmed) => {
    expect(await fieldsOf({ ...minimal, insuranceConfirmed })).toEqual({ insuranceConfirmed: INSURANCE_NOT_CONFIRMED_MESSAGE });
  });

  it('validates nested UTM values and rejects unknown UTM keys', async () => {
    expect(await fieldsOf({ ...minimal, utm: { campaign: 'x'.repeat(151) } })).toEqual({ 'utm.campaign': 'campaign must be shorter than or equal to 150 characters' });
    expect(await fieldsOf({ ...minimal, utm: { gclid: 'abc' } })).toEqual({ 'utm.gclid': 'property gclid should not exist' });
    expect(await fieldsOf({ ...minimal, utm: 'google' })).toEqual({ utm: 'utm must be an object' });
  });

  it('rejects unknown fields', async () => {
    expect(await fieldsOf({ ...minimal, yearsExperience: 4 })).toEqual({ yearsExperience: 'property yearsExperience should not exist' });
  });
});

describe('CreateCarrierApplicationDto: lists', () => {
  it.each([
    ['equipmentTypes', 'hot-shot', `equipmentTypes must be a list of ${LIST_OF_EQUIPMENT}`],
    ['equipmentTypes', { 0: 'hot-shot' }, `equipmentTypes must be a list of ${LIST_OF_EQUIPMENT}`],
    ['equipmentTypes', [], 'equipmentTypes must name at least one equipment type'],
    ['equipmentTypes', ['hot-shot', 'hot-shot'], 'equipmentTypes must not name the same equipment type twice'],
    ['equipmentTypes', ['hot-shot', 'spaceship'], `equipmentTypes must hold only ${LIST_OF_EQUIPMENT}`],
    ['equipmentTypes', ['Hot-Shot'], `equipmentTypes must hold only ${LIST_OF_EQUIPMENT}`],
    ['equipmentTypes', ['hot-shot', 7], `equipmentTypes must hold only ${LIST_OF_EQUIPMENT}`],
    ['equipmentTypes', [['hot-shot']], `equipmentTypes must hold only ${LIST_OF_EQUIPMENT}`],
    ['statesServed', 'NC', `statesServed must be a list of ${LIST_OF_STATES}`],
    ['statesServed', [], 'statesServed must name at least one state'],
    ['statesServed', ['NC', 'SC', 'NC'], 'statesServed must not name the same state twice'],
    ['statesServed', ['nc'], `statesServed must hold only ${LIST_OF_STATES}`],
    ['statesServed', ['PR'], `statesServed must hold only ${LIST_OF_STATES}`],
    ['statesServed', ['North Carolina'], `statesServed must hold only ${LIST_OF_STATES}`],
    ['statesServed', [null], `statesServed must hold only ${LIST_OF_STATES}`],
  ])('rejects %s = %j', async (field, value, message) => {
    expect(await fieldsOf({ ...minimal, [field]: value })).toEqual({ [field]: message });
  });

  // How fast (one pass, not a comparison of every pair) is the bench's to measure (BENCH_ONLY=freeze).
  it('refuses a huge list of repeats, naming the repeat', async () => {
    expect(await fieldsOf({ ...minimal, statesServed: Array.from({ length: 20_000 }, () => 'TX') })).toEqual({
      statesServed: 'statesServed must not name the same state twice',
    });
  });
});

describe('CreateCarrierApplicationDto: control characters', () => {
  const textFields = ['company', 'contactName', 'email', 'phone', 'mcNumber', 'usdotNumber', 'landingPage', 'referrer'] as const;

  it.each(textFields)('refuses NUL in %s, naming the field', async (field) => {
    const value = { landingPage: '/a\u0000b', referrer: 'https://a.test/\u0000', mcNumber: '12\u00003', usdotNumber: '12\u00003' }[field as string] ?? 'a\u0000b';
    expect(Object.keys(await fieldsOf({ ...full, [field]: value }))).toEqual([field]);
  });

  it.each([
    ['BEL', 'Jordan\u0007'],
    ['ESC', '\u001b[2JJordan'],
    ['CR-LF', 'Jordan\r\nBcc: x@y.test'],
    ['a tab', 'Jordan\tMills'],
    ['a C1 control', 'Jordan\u0085'],
    ['an unpaired surrogate', 'Jordan\ud83d'],
  ])('refuses %s in contactName with a message that names the field', async (_label, contactName) => {
    expect(await fieldsOf({ ...minimal, contactName })).toEqual({ contactName: 'contactName must not contain control characters or line breaks' });
  });

  it('refuses control characters in the message except tab and line breaks', async () => {
    expect(await fieldsOf({ ...minimal, message: 'Two trucks\u0000' })).toEqual({
      message: 'message must not contain control characters (tab and line breaks are allowed)',
    });
  });

  it('names nested UTM fields', async () => {
    expect(await fieldsOf({ ...minimal, utm: { source: 'goo\u0000gle' } })).toEqual({ 'utm.source': 'utm.source must not contain control characters or line breaks' });
  });
});

describe('CreateCarrierApplicationDto: MC and USDOT numbers run from 1 to 99999999', () => {
  it('refuses a number of zeros only, naming the range', async () => {
    for (const zero of ['0', '00000000']) {
      expect(await fieldsOf({ ...minimal, mcNumber: zero })).toEqual({ mcNumber: 'mcNumber must be a number from 1 to 99999999' });
      expect(await fieldsOf({ ...minimal, usdotNumber: zero })).toEqual({ usdotNumber: 'usdotNumber must be a number from 1 to 99999999' });
    }
  });

  it('keeps leading zeros as typed, and still refuses a ninth digit', async () => {
    expect((await validate({ ...minimal, mcNumber: '00123', usdotNumber: '0000001' })).mcNumber).toBe('00123');
    expect((await validate({ ...minimal, usdotNumber: '0000001' })).usdotNumber).toBe('0000001');
    expect(await fieldsOf({ ...minimal, mcNumber: '000000001' })).toEqual({ mcNumber: 'mcNumber must be 1 to 8 digits' });
  });
});
