import { BadRequestException, Logger, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { BodyNotUtf8Error } from './api-gate.js';
import { DomainError } from './domain-error.js';
import { ConnectionException, DriverException } from '@mikro-orm/core';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../core/error-messages.js';
import { GlobalExceptionFilter, loggableError } from './global-exception.filter.js';
import { RequestValidationError } from './request-validation.js';

describe('GlobalExceptionFilter.describe', () => {
  const filter = new GlobalExceptionFilter();

  it('maps validation errors to 400 with fields', () => {
    const { status, body } = filter.describe(new RequestValidationError({ email: 'email must be an email' }));
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: 'Invalid request: check email',
      code: 'validation_failed',
      fields: { email: 'email must be an email' },
    });
  });

  it('maps domain errors by code', () => {
    expect(filter.describe(new DomainError('not_found', 'No such city')).status).toBe(404);
    expect(filter.describe(new DomainError('idempotency_key_reused', 'x')).status).toBe(422);
  });

  it('maps broken JSON from the body parser to 400', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected token'), { type: 'entity.parse.failed', status: 400 });
    expect(filter.describe(parseError)).toEqual({
      status: 400,
      body: { success: false, error: 'Request body is not valid JSON', code: 'bad_body' },
    });
  });

  it('maps a body that is not UTF-8 to 400', () => {
    expect(filter.describe(new BodyNotUtf8Error())).toEqual({
      status: 400,
      body: { success: false, error: 'the body is not valid UTF-8', code: 'bad_body' },
    });
  });

  it('keeps HTTP exception statuses and messages', () => {
    expect(filter.describe(new NotFoundException('No route for GET /api/x'))).toEqual({
      status: 404,
      body: { success: false, error: 'No route for GET /api/x' },
    });
    expect(filter.describe(new BadRequestException(['a is bad', 'b is bad'])).body.error).toBe('a is bad; b is bad');
    expect(filter.describe(new ThrottlerException()).status).toBe(429);
  });

  it('maps an unreachable database to 503 database_unavailable, wrapped or not, never a 500', () => {
    const expected = { status: 503, body: { success: false, error: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' } };
    expect(filter.describe(new ConnectionException(new Error('connect ECONNREFUSED 127.0.0.1:5432')))).toEqual(expected);
    expect(filter.describe(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toEqual(expected);
    expect(filter.describe(new Error('insert failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) }))).toEqual(expected);
    // A bad query is still a bug: a 500.
    expect(filter.describe(Object.assign(new DriverException(new Error('syntax error')), { sqlState: '42601' })).status).toBe(500);
  });

  it('hides unexpected errors behind a generic 500', () => {
    const { status, body } = filter.describe(new Error('connection refused at 10.0.0.5:5432'));
    expect(status).toBe(500);
    expect(body.error).not.toContain('10.0.0.5');
    expect(JSON.stringify(body)).not.toContain('stack');
  });
});

describe('GlobalExceptionFilter.send', () => {
  it('answers every error no-store, whatever the route had set, a 500 included', () => {
    const filter = new GlobalExceptionFilter();
    const quiet = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    for (const exception of [new Error('boom'), new NotFoundException('No such city')]) {
      const headers = new Map<string, string>([['Cache-Control', 'public, max-age=300']]);
      const sent: { status?: number; body?: unknown } = {};
      const res = {
        headersSent: false,
        setHeader: (name: string, value: string) => headers.set(name, value),
        status(code: number) {
          sent.status = code;
          return this;
        },
        json: (body: unknown) => (sent.body = body),
      };
      filter.send({ id: 'req-12345678' } as never, res as never, exception);
      expect(headers.get('Cache-Control')).toBe('no-store');
      expect(sent.body).toMatchObject({ success: false, requestId: 'req-12345678' });
    }
    quiet.mockRestore();
  });
});

describe('GlobalExceptionFilter.send with the database down', () => {
  it('answers 503 with Retry-After and the message, logged as a warning with no SQL', () => {
    const filter = new GlobalExceptionFilter();
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const headers = new Map<string, string>();
    const sent: { status?: number; body?: unknown } = {};
    const res = {
      headersSent: false,
      setHeader: (name: string, value: string) => headers.set(name, value),
      status(code: number) {
        sent.status = code;
        return this;
      },
      json: (body: unknown) => (sent.body = body),
    };
    const cause = Object.assign(new Error(`insert into "quote_request" values ('dana@shipper.test')`), { code: 'ECONNREFUSED' });
    filter.send({ id: 'req-87654321' } as never, res as never, new ConnectionException(cause));
    expect(sent).toEqual({
      status: 503,
      body: { success: false, error: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable', requestId: 'req-87654321' },
    });
    expect(headers.get('Retry-After')).toBe('30');
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('dana@shipper.test');
    warn.mockRestore();
    error.mockRestore();
  });
});

describe('loggableError', () => {
  it('keeps only the class and SQL state of a database error, never its values', () => {
    const driverError = Object.assign(
      new Error(`insert into "quote_request" ("email") values ('dana@shipper.test') - null value in column "first_name"`),
      { code: '23502' },
    );
    const logged = loggableError(new DriverException(driverError));
    expect(JSON.stringify(logged)).not.toContain('dana@shipper.test');
    expect(logged).toMatchObject({ type: 'DriverException' });
  });

  it('keeps message and a short stack for other errors', () => {
    const logged = loggableError(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
  });
});
