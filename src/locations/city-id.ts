import { RequestValidationError } from '../common/request-validation.js';

const MAX_ID = 2_147_483_647;

/** A city id from the path: digits only, 1 to 2^31-1 (else 400 naming `id`, never a database error). */
export function parseCityId(raw: string): number {
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= MAX_ID)) throw new RequestValidationError({ id: 'id must be a positive integer' });
  return id;
}
