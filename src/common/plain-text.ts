import { registerDecorator } from 'class-validator';
import { isPlainText, plainTextMessage, withoutControlCharacters, type PlainTextOptions } from '../../core/plain-text.js';

export { isPlainText, plainTextMessage, type PlainTextOptions };

/**
 * Text that may be stored: no control characters, bidi controls or unpaired surrogates (and no line
 * breaks unless multi-line). Non-strings pass, so the field's own type check reports them.
 */
export function IsPlainText(options: PlainTextOptions = {}) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPlainText',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || isPlainText(value, options),
        defaultMessage: () => plainTextMessage(options.label ?? propertyName, options),
      },
    });
}

/**
 * Header text (User-Agent, Referer) kept for the record: Node lets bytes 0x80-0xFF through as C1
 * characters, so control characters are dropped and the length capped rather than the request refused.
 */
export function headerText(value: string | undefined, max: number): string | null {
  if (value === undefined) return null;
  const clean = withoutControlCharacters(value).trim().slice(0, max);
  return clean === '' ? null : clean;
}
