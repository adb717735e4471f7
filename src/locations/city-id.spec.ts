import { RequestValidationError } from '../common/request-validation.js';
import { parseCityId } from './city-id.js';

describe('parseCityId', () => {
  it('reads positive integers that fit a PostgreSQL integer', () => {
    expect(parseCityId('1')).toBe(1);
    expect(parseCityId('2147483647')).toBe(2147483647);
  });

  it.each(['', '0', '01', '-1', '1.0', '1e3', '0x1', ' 1', '2147483648', '99999999999', 'abc'])('refuses %p naming id', (raw) => {
    expect(() => parseCityId(raw)).toThrow(RequestValidationError);
    try {
      parseCityId(raw);
    } catch (error) {
      expect((error as RequestValidationError).fields).toEqual({ id: 'id must be a positive integer' });
    }
  });
});
