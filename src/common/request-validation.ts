import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { invalidRequestMessage, unknownFieldMessage } from '../../core/error-messages.js';
import { DomainError } from './domain-error.js';

/** Invalid input: one message per offending field, e.g. { email: 'email must be an email' } (a 400). */
export class RequestValidationError extends DomainError {
  constructor(readonly fields: Record<string, string>) {
    super('validation_failed', invalidRequestMessage(Object.keys(fields)), { fields });
    this.name = 'RequestValidationError';
  }
}

/** Flattens class-validator errors (nested too) into "path.to.field" -> first message. */
export function fieldMessages(errors: ValidationError[], parent = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) fields[path] = messages[0]!;
    if (error.children?.length) Object.assign(fields, fieldMessages(error.children, path));
  }
  return fields;
}

/** Keys JSON.parse and the query parser make into own properties, which the pipe would drop unseen. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor']);

/**
 * Each `__proto__` or `constructor` key in the value, at any depth, as "path.to.key" -> the unknown-field
 * message. Nest's pipe strips these keys and class-transformer skips them (both against prototype
 * pollution), so without this they would be dropped silently where any other unknown key answers 400.
 * Built with defineProperty: assigning to a "__proto__" key would set the object's prototype instead.
 */
export function prototypeKeyFields(value: unknown, parent = '', fields: Record<string, string> = {}): Record<string, string> {
  if (typeof value !== 'object' || value === null) return fields;
  for (const key of Object.keys(value)) {
    const path = parent ? `${parent}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key)) Object.defineProperty(fields, path, { value: unknownFieldMessage(key), enumerable: true, writable: true, configurable: true });
    else prototypeKeyFields((value as Record<string, unknown>)[key], path, fields);
  }
  return fields;
}

/**
 * A body whose values are also checked together, once each property's validators passed, by a rule the
 * browser shows live too (in core/): `fieldErrors()` gives the messages by field, none when it passes.
 */
export interface CheckedTogether {
  fieldErrors(): Record<string, string>;
}

const isCheckedTogether = (body: unknown): body is CheckedTogether => typeof (body as Partial<CheckedTogether> | null)?.fieldErrors === 'function';

/** The body, or a 400 naming the fields its rule refuses (CheckedTogether). */
function checkedTogether(body: unknown): unknown {
  const errors = isCheckedTogether(body) ? body.fieldErrors() : {};
  if (Object.keys(errors).length > 0) throw new RequestValidationError(errors);
  return body;
}

/**
 * The validation pipe with prototype keys refused like any other unknown key, beside the value's other
 * errors; a body that passes is then checked together (CheckedTogether).
 */
class RequestValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const refused = metadata.metatype && this.toValidate(metadata) ? prototypeKeyFields(value) : {};
    if (Object.keys(refused).length === 0) return checkedTogether(await super.transform(value, metadata));
    try {
      await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof RequestValidationError) throw new RequestValidationError({ ...error.fields, ...refused });
      throw error;
    }
    throw new RequestValidationError(refused);
  }
}

/** The one validation pipe: unknown fields rejected, payloads transformed into their DTO classes. */
export function createValidationPipe(): ValidationPipe {
  return new RequestValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new RequestValidationError(fieldMessages(errors)),
  });
}
