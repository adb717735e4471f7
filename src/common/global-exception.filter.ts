import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, ServiceUnavailableException, type ExceptionFilter } from '@nestjs/common';
import { DriverException } from '@mikro-orm/core';
import type { Request, Response } from 'express';
import {
  BAD_JSON_MESSAGE,
  DATABASE_UNAVAILABLE_CODE,
  DATABASE_UNAVAILABLE_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  NOT_UTF8_MESSAGE,
  TOO_LARGE_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  UNSUPPORTED_ENCODING_MESSAGE,
  UTF8_ONLY_MESSAGE,
} from '../../core/error-messages.js';
import { isDatabaseUnavailable } from '../database/database-errors.js';
import { DOMAIN_ERROR_STATUS, DomainError } from './domain-error.js';

export interface ErrorBody {
  success: false;
  error: string;
  code?: string;
  fields?: Record<string, string>;
  requestId?: string;
  /** A domain error's facts (DomainErrorOptions.facts). */
  [fact: string]: unknown;
}

/** Maps body-parser failures (broken JSON, not UTF-8, too large, too deep, bad charset) to a client error. */
function bodyParserError(exception: unknown): { status: number; message: string; code: string } | undefined {
  if (typeof exception !== 'object' || exception === null || !('type' in exception)) return undefined;
  const { type, status, message } = exception as { type?: string; status?: number; message?: string };
  if (type === 'entity.parse.failed') return { status: 400, message: BAD_JSON_MESSAGE, code: 'bad_body' };
  if (type === 'entity.too.large') return { status: 413, message: TOO_LARGE_MESSAGE, code: 'too_large' };
  if (type === 'entity.too.deep') return { status: 400, message: String(message), code: 'too_deep' };
  if (type === 'entity.not.utf8') return { status: 400, message: NOT_UTF8_MESSAGE, code: 'bad_body' };
  if (type === 'charset.unsupported') return { status: 415, message: UTF8_ONLY_MESSAGE, code: 'unsupported_media_type' };
  if (type === 'encoding.unsupported') return { status: 415, message: UNSUPPORTED_ENCODING_MESSAGE, code: 'unsupported_encoding' };
  if (typeof type === 'string' && typeof status === 'number' && status >= 400 && status < 500) {
    return { status, message: 'Request body could not be read', code: 'bad_body' };
  }
  return undefined;
}

/**
 * How long a client is asked to wait when the database is unreachable: what the HTML error page says too
 * (docs/product.md#24-operations). A restarted PostgreSQL is usually back well within it.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/**
 * What an unexpected error may put in the logs. Database errors carry the SQL with the visitor's values
 * (names, e-mails, phones) in their message and detail, so only their class and SQL state are kept.
 */
export function loggableError(exception: unknown): Record<string, unknown> {
  if (exception instanceof DriverException) {
    return { type: exception.name, code: exception.code, sqlState: exception.sqlState };
  }
  if (exception instanceof Error) {
    return { type: exception.name, message: exception.message.slice(0, 300), stack: exception.stack?.split('\n').slice(1, 8).join('\n') };
  }
  return { type: typeof exception };
}

/**
 * The one exception filter. Domain errors by code (invalid input: 400 with fields); HTTP exceptions keep
 * their status; a database that cannot be reached is a 503 with Retry-After on every API route (the
 * client may simply try again; docs/product.md#24-operations); anything else is a generic 500 carrying the
 * request id and never a stack trace.
 */
@Catch()
export class GlobalExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    this.send(http.getRequest<Request>(), http.getResponse<Response>(), exception);
  }

  /** Answers an error from anywhere (a controller, the API gate, a route answered before Nest's router). */
  send(req: Request, res: Response, exception: unknown): void {
    const { status, body } = this.describe(exception);
    const id: unknown = req.id;
    body.requestId = typeof id === 'string' ? id : undefined;
    if (body.code === DATABASE_UNAVAILABLE_CODE) {
      this.logger.warn({ err: loggableError(exception), requestId: body.requestId }, 'Database unavailable');
    } else if (status >= 500 && !(exception instanceof ServiceUnavailableException)) {
      // A 503 thrown on purpose (/readyz while shutting down) is an answer, not a failure.
      this.logger.error({ err: loggableError(exception), requestId: body.requestId }, 'Unhandled error');
    }
    if (res.headersSent) return;
    // An error is never cached, whatever the route had set before it failed (docs/product.md#7-input-rules-every-api-endpoint-keeps).
    res.setHeader('Cache-Control', 'no-store');
    if (exception instanceof DomainError) {
      if (exception.options.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(exception.options.retryAfterSeconds));
      // A 401 says how to authenticate (RFC 9110): the admin API takes a bearer token.
      if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="admin"');
    }
    if (body.code === DATABASE_UNAVAILABLE_CODE) res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    res.status(status).json(body);
  }

  describe(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof DomainError) {
      const { clientMessage, fields, facts } = exception.options;
      return { status: DOMAIN_ERROR_STATUS[exception.code], body: { success: false, error: clientMessage ?? exception.message, code: exception.code, ...(fields && { fields }), ...facts } };
    }
    const parser = bodyParserError(exception);
    if (parser) return { status: parser.status, body: { success: false, error: parser.message, code: parser.code } };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse() as string | { message?: unknown; code?: unknown };
      const message =
        typeof response === 'string'
          ? response
          : Array.isArray(response.message)
            ? (response.message as string[]).join('; ')
            : String(response.message ?? exception.message);
      const error = status === HttpStatus.TOO_MANY_REQUESTS ? TOO_MANY_REQUESTS_MESSAGE : message;
      const code = typeof response === 'object' && typeof response.code === 'string' ? response.code : undefined;
      return { status, body: { success: false, error, ...(code ? { code } : {}) } };
    }
    if (isDatabaseUnavailable(exception)) {
      return { status: 503, body: { success: false, error: DATABASE_UNAVAILABLE_MESSAGE, code: DATABASE_UNAVAILABLE_CODE } };
    }
    return { status: 500, body: { success: false, error: INTERNAL_ERROR_MESSAGE } };
  }
}
