import { validateDto } from '../../../test/fixtures.js';
import { CaptureAbandonmentDto } from './capture-abandonment.dto.js';

const fieldsOf = async (body: unknown) => (await validateDto(CaptureAbandonmentDto, body)).fields;

const report = {
  formType: 'home_quote',
  formData: { firstName: 'Ada', email: 'ada@example.com' },
  abandonmentReason: 'inactivity',
  timeOnForm: 42_000,
  fieldsCompleted: 2,
};

describe('CaptureAbandonmentDto: messages name the real problem', () => {
  it('accepts a report', async () => {
    expect(await fieldsOf(report)).toEqual({});
  });

  it('says a missing number is required, not that it is out of range', async () => {
    const { timeOnForm: _time, fieldsCompleted: _fields, ...without } = report;
    expect(await fieldsOf(without)).toEqual({ timeOnForm: 'timeOnForm is required', fieldsCompleted: 'fieldsCompleted is required' });
  });

  it('says a number that is not whole is not a whole number', async () => {
    expect(await fieldsOf({ ...report, timeOnForm: 'soon', fieldsCompleted: 1.5 })).toEqual({
      timeOnForm: 'timeOnForm must be a whole number of milliseconds',
      fieldsCompleted: 'fieldsCompleted must be a whole number',
    });
  });

  it('names the range when the number is out of it', async () => {
    expect(await fieldsOf({ ...report, timeOnForm: 86_400_001, fieldsCompleted: -1 })).toEqual({
      timeOnForm: 'timeOnForm must not be greater than 86400000',
      fieldsCompleted: 'fieldsCompleted must not be less than 0',
    });
  });
});
