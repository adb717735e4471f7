import { US_STATES } from './us-states.js';

/**
 * Vocabularies of the two recruitment forms (docs/product.md#16-recruitment-leads). Plain constants only:
 * the pages with the forms import them, so a form offers exactly what the API accepts.
 */
export const EQUIPMENT_TYPES = [
  'sprinter-van',
  'cargo-van',
  'box-truck',
  'straight-truck',
  'hot-shot',
  'flatbed',
  'dry-van',
  'reefer',
  'tractor-trailer',
] as const;

export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

/** The two-letter codes of the 50 states and DC, in the order of core/us-states.ts. */
export const US_STATE_CODES: readonly string[] = US_STATES.map((state) => state.code);

/** Years of experience a freight agent may state (whole years). */
export const MAX_YEARS_EXPERIENCE = 60;

/** MC and USDOT numbers: digits only, 1 to 8 of them. */
export const CARRIER_NUMBER_PATTERN = /^\d{1,8}$/;
