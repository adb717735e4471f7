import { Transform } from 'class-transformer';
import { IsString, Matches, registerDecorator, type ValidationArguments } from 'class-validator';
import { requiredOr, stacked } from '../../common/lead-fields.js';
import { IsPlainText } from '../../common/plain-text.js';
import { TrimOptional } from '../../common/transforms.js';
import { CARRIER_NUMBER_PATTERN, EQUIPMENT_TYPES, US_STATE_CODES } from '../../../core/recruitment-options.js';

// Field rules of the recruitment forms beyond those every lead shares (src/common/lead-fields.ts).
// See docs/product.md#16-recruitment-leads.

// The state codes live with the other vocabularies (the forms import them); re-exported for the tests that take them from here.
export { US_STATE_CODES };

interface Vocabulary {
  values: readonly string[];
  /** One item, as in "at least one equipment type". */
  noun: string;
  /** What the items may be, as in "must hold only <allowed>". */
  allowed: string;
}

const EQUIPMENT: Vocabulary = { values: EQUIPMENT_TYPES, noun: 'equipment type', allowed: `these equipment types: ${EQUIPMENT_TYPES.join(', ')}` };
const STATES: Vocabulary = { values: US_STATE_CODES, noun: 'state', allowed: 'two-letter US state codes (the 50 states and DC, upper case, such as NC)' };

type ListProblem = 'missing' | 'not_a_list' | 'empty' | 'unknown' | 'repeated';

function listProblem(value: unknown, allowed: ReadonlySet<string>): ListProblem | undefined {
  if (value === undefined || value === null) return 'missing';
  if (!Array.isArray(value)) return 'not_a_list';
  if (value.length === 0) return 'empty';
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'string' || !allowed.has(item)) return 'unknown';
    if (seen.has(item)) return 'repeated';
    seen.add(item);
  }
  return undefined;
}

/**
 * A non-empty list of distinct values from a fixed vocabulary. The list is put in the vocabulary's order
 * before it is checked and stored, so the same choice sent in another order is the same request (and
 * the same Idempotency-Key request hash).
 */
function UniqueListOf(vocabulary: Vocabulary) {
  const allowed = new Set(vocabulary.values);
  const rank = new Map(vocabulary.values.map((value, index) => [value, index]));
  const inVocabularyOrder = Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string')
      ? [...value].sort((a: string, b: string) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity))
      : value,
  );
  const messages: Record<ListProblem, (property: string) => string> = {
    missing: (property) => `${property} is required`,
    not_a_list: (property) => `${property} must be a list of ${vocabulary.allowed}`,
    empty: (property) => `${property} must name at least one ${vocabulary.noun}`,
    unknown: (property) => `${property} must hold only ${vocabulary.allowed}`,
    repeated: (property) => `${property} must not name the same ${vocabulary.noun} twice`,
  };
  const check = (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isUniqueListOf',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => listProblem(value, allowed) === undefined,
        defaultMessage: ({ property, value }: ValidationArguments) => messages[listProblem(value, allowed) ?? 'not_a_list'](property),
      },
    });
  return stacked(inVocabularyOrder, check);
}

/** Equipment types from EQUIPMENT_TYPES, at least one, each once. */
export const EquipmentTypes = () => UniqueListOf(EQUIPMENT);

/** US state codes (50 states and DC), at least one, each once. */
export const StateCodes = () => UniqueListOf(STATES);

/** Refuses a number made of zeros only: MC and USDOT numbers run from 1 to 99999999. */
function NotZero() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isNotZero',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !/^0+$/.test(value),
        defaultMessage: ({ property }: ValidationArguments) => `${property} must be a number from 1 to 99999999`,
      },
    });
}

/**
 * An MC or USDOT number: 1 to 8 digits, as text, from 1 to 99999999; empty or blank counts as absent.
 * Leading zeros are kept as typed ("00123" is stored so). Required unless the property adds IsOptional.
 */
export const CarrierNumber = () =>
  stacked(
    TrimOptional(),
    NotZero(),
    Matches(CARRIER_NUMBER_PATTERN, { message: ({ property }: ValidationArguments) => `${property} must be 1 to 8 digits` }),
    IsPlainText(),
    IsString({ message: requiredOr((property) => `${property} must be 1 to 8 digits, as text`) }),
  );
