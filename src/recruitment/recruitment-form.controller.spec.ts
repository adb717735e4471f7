import 'reflect-metadata';
import { validateDto } from '../../test/fixtures.js';
import { formValues, parseFormBody } from '../common/form-body.js';
import { CreateCarrierApplicationDto } from './dto/create-carrier-application.dto.js';
import { CreateFreightAgentInquiryDto } from './dto/create-freight-agent-inquiry.dto.js';
import { CARRIER_FIELDS, carrierPayload, FREIGHT_AGENT_FIELDS, freightAgentPayload } from './recruitment-form.controller.js';

const contact = 'company=Piedmont+Hot+Shot&contactName=Jordan+Mills&email=jordan%40piedmont.test&phone=%28704%29+555-0188&website=&landingPage=%2Fcarrier-partner-application';

const carrier = (body: string) => carrierPayload(formValues(parseFormBody(body), CARRIER_FIELDS).values);
const agent = (body: string) => freightAgentPayload(formValues(parseFormBody(body), FREIGHT_AGENT_FIELDS).values);

describe('carrierPayload: the carrier application form as the JSON API takes it', () => {
  it('makes carrier numbers digits, lists lists and the ticked box true; the DTO takes it', async () => {
    const payload = carrier(`${contact}&mcNumber=+1098+765+&usdotNumber=3124567&equipmentTypes=hot-shot&equipmentTypes=sprinter-van&statesServed=VA&statesServed=NC&insuranceConfirmed=on&message=`);
    expect(payload).toMatchObject({ mcNumber: '1098765', usdotNumber: '3124567', equipmentTypes: ['hot-shot', 'sprinter-van'], statesServed: ['VA', 'NC'], insuranceConfirmed: true });
    const { dto, fields } = await validateDto(CreateCarrierApplicationDto, payload);
    expect(fields).toEqual({});
    expect(dto).toMatchObject({ company: 'Piedmont Hot Shot', phone: '(704) 555-0188', equipmentTypes: ['sprinter-van', 'hot-shot'], statesServed: ['NC', 'VA'], message: undefined });
  });

  it('leaves an empty MC number out, and an unticked box and no choices are what the DTO refuses by name', async () => {
    const payload = carrier(`${contact}&mcNumber=&usdotNumber=`);
    expect(payload).toMatchObject({ usdotNumber: '', equipmentTypes: [], statesServed: [], insuranceConfirmed: false });
    expect(payload).not.toHaveProperty('mcNumber');
    expect(Object.keys((await validateDto(CreateCarrierApplicationDto, payload)).fields)).toEqual(['usdotNumber', 'equipmentTypes', 'statesServed', 'insuranceConfirmed']);
  });
});

describe('freightAgentPayload: the freight agent form as the JSON API takes it', () => {
  it('makes years a number and the answer a boolean; the DTO takes it', async () => {
    const payload = agent(`${contact}&yearsExperience=12&hasBookOfBusiness=no&statesServed=GA`);
    expect(payload).toMatchObject({ yearsExperience: 12, hasBookOfBusiness: false, statesServed: ['GA'] });
    expect((await validateDto(CreateFreightAgentInquiryDto, payload)).fields).toEqual({});
  });

  it('leaves unanswered optional fields out', () => {
    const payload = agent(`${contact}&yearsExperience=+&hasBookOfBusiness=`);
    for (const field of ['yearsExperience', 'hasBookOfBusiness', 'statesServed']) expect(payload).not.toHaveProperty(field);
  });

  it('passes what is not a number or an answer on as sent, for the DTO to refuse in its words', async () => {
    const payload = agent(`${contact}&yearsExperience=twelve&hasBookOfBusiness=maybe`);
    expect(payload).toMatchObject({ yearsExperience: 'twelve', hasBookOfBusiness: 'maybe' });
    expect((await validateDto(CreateFreightAgentInquiryDto, payload)).fields).toEqual({
      yearsExperience: 'yearsExperience must be a whole number of years from 0 to 60',
      hasBookOfBusiness: 'hasBookOfBusiness must be true or false',
    });
  });
});
