import { FACT_FIELD_RULES, type FactKind } from '../../../core/company-facts.js';

/** How a fact's field is shown and checked: its label, its length, whether it is required, and its control. */
export type FactFieldRule = { label: string; max: number; required: boolean; form: 'text' | 'long' | 'year' | 'url' | 'image' };

/** A kind's fields in their order, with their rules. */
export const rulesOf = (kind: FactKind): [string, FactFieldRule][] => Object.entries(FACT_FIELD_RULES[kind] as Record<string, FactFieldRule>);
