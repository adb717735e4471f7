import { registerDecorator } from 'class-validator';

export const FORM_DATA_MAX_KEYS = 20;
export const FORM_DATA_MAX_VALUE = 2000;
const KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** A flat map of field name -> text: at most 20 fields, each value a string of at most 2000 characters. */
export function IsFormData() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isFormData',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
          const entries = Object.entries(value);
          return (
            entries.length <= FORM_DATA_MAX_KEYS &&
            entries.every(([k, v]) => KEY.test(k) && typeof v === 'string' && v.length <= FORM_DATA_MAX_VALUE)
          );
        },
        defaultMessage: () =>
          `formData must map at most ${FORM_DATA_MAX_KEYS} field names to text of at most ${FORM_DATA_MAX_VALUE} characters`,
      },
    });
}
