import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { invalidRequestMessage } from '../../core/error-messages.js';

/** Invalid input: one message per offending field, e.g. { email: 'email must be an email' }. */
export class RequestValidationError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(invalidRequestMessage(Object.keys(fields)));
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

/** The one validation pipe: unknown fields rejected, payloads transformed into their DTO classes. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new RequestValidationError(fieldMessages(errors)),
  });
}
