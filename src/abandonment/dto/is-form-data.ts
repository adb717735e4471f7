import { registerDecorator } from 'class-validator';
import { isPlainText } from '../../common/plain-text.js';

export const FORM_DATA_MAX_KEYS = 20;
export const FORM_DATA_MAX_VALUE = 2000;
const KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** The quote forms' multi-line fields (home "message", slide-out "description"): tab and line breaks allowed. */
export const MULTI_LINE_FORM_FIELDS: ReadonlySet<string> = new Set(['message', 'description']);

/** Why a form-data map is refused, naming the offending entry; undefined when it is acceptable. */
export function formDataProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'formData must be an object of field names to text';
  const entries = Object.entries(value);
  if (entries.length > FORM_DATA_MAX_KEYS) return `formData must have at most ${FORM_DATA_MAX_KEYS} fields`;
  for (const [key, text] of entries) {
    if (!KEY.test(key)) return 'formData field names must be letters, digits or _ (at most 40, starting with a letter)';
    if (typeof text !== 'string') return `formData.${key} must be text`;
    if (text.length > FORM_DATA_MAX_VALUE) return `formData.${key} must be at most ${FORM_DATA_MAX_VALUE} characters`;
    if (!isPlainText(text, { multiline: MULTI_LINE_FORM_FIELDS.has(key) })) return `formData.${key} must not contain control characters`;
  }
  return undefined;
}

/**
 * A flat map of field name -> text: at most 20 fields, each value a string of at most 2000 characters
 * without control characters (tab and line breaks only in the multi-line fields).
 */
export function IsFormData() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isFormData',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => formDataProblem(value) === undefined,
        defaultMessage: (args) => formDataProblem(args?.value) ?? 'formData is invalid',
      },
    });
}
