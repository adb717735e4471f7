import { parseLeadFilter, type LeadFilterQuery } from '../../core/lead-filter.js';
import { RequestValidationError } from '../common/request-validation.js';

/** The API's reading of the inbox filter (core's one rule): a refused part is a 400 naming it. */
export function requireLeadFilter(input: Record<string, unknown>, timeZone: string, options: { cursor: boolean }): LeadFilterQuery {
  const reading = parseLeadFilter(input, timeZone, options);
  if (!reading.ok) throw new RequestValidationError(reading.fields);
  return reading.query;
}
