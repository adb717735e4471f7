import { isUtf8 } from 'node:buffer';
import { HttpException, HttpStatus } from '@nestjs/common';
import { normalizeIp, ThrottlerException, type ThrottlerStorage } from '@nestjs/throttler';
import { json, type Request, type RequestHandler, type Response } from 'express';
import { BEACON_TYPES_MESSAGE, JSON_ONLY_MESSAGE, MULTIPART_ONLY_MESSAGE, NOT_AN_OBJECT_MESSAGE, NOT_UTF8_MESSAGE, UNSUPPORTED_ENCODING_MESSAGE, UTF8_ONLY_MESSAGE } from '../../core/error-messages.js';
import { isEncoded, mediaType, namesOtherCharset } from './body-headers.js';
import { GlobalExceptionFilter } from './global-exception.filter.js';
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from './json-depth.js';
import { limitState, reportLimit, setRetryAfter } from './rate-limit-headers.js';

// What every /api request goes through before a controller sees it, in this order: the global per-IP
// limit, the content type and encoding checks, then JSON parsing with a depth limit.
// See docs/product.md#7-input-rules-every-api-endpoint-keeps and #8-abuse-limits.

/** What every API answer may be kept: nowhere (leads, errors and per-visitor answers are never cached). */
export const API_CACHE_CONTROL = 'no-store';

/**
 * The API's paths: /api and below, in any letter case. Routes match only their own spelling (http-setup
 * turns on case-sensitive routing), so "/API/cities" reaches no controller; being an API path it still
 * goes through this gate and answers a JSON 404, never a page (docs/product.md#9-redirects-and-paths).
 */
export const isApiPath = (path: string): boolean => /^\/api(?:\/|$)/i.test(path);

const filter = new GlobalExceptionFilter();

/** Answers like every other error: the global filter's status and body, with the request id. */
export function sendError(req: Request, res: Response, error: unknown): void {
  filter.send(req, res, error);
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** A request that carries (or, being a write, should carry) a body. */
function carriesBody(req: Request): boolean {
  if (WRITE_METHODS.has(req.method)) return true;
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * API bodies are uncompressed JSON; the sendBeacon endpoints also take text/plain (what sendBeacon
 * posts), and the upload endpoints take multipart/form-data only (their route reads it, within its own
 * limits; the JSON parser leaves it alone). A compressed body (isEncoded) answers 415, as does any other type.
 */
export function requireJsonBodies(beaconPaths: readonly string[], multipartPaths: readonly string[] = []): RequestHandler {
  const beacon = new Set(beaconPaths);
  const multipart = new Set(multipartPaths);
  return (req, res, next) => {
    if (!isApiPath(req.path) || !carriesBody(req)) return next();
    if (multipart.has(req.path)) {
      if (isEncoded(req.headers['content-encoding'])) {
        return sendError(req, res, new HttpException({ message: UNSUPPORTED_ENCODING_MESSAGE, code: 'unsupported_encoding' }, HttpStatus.UNSUPPORTED_MEDIA_TYPE));
      }
      if (mediaType(req.headers['content-type']) === 'multipart/form-data') return next();
      return sendError(req, res, new HttpException({ message: MULTIPART_ONLY_MESSAGE, code: 'unsupported_media_type' }, HttpStatus.UNSUPPORTED_MEDIA_TYPE));
    }
    const refused = jsonBodyRefusal(req, beacon.has(req.path));
    if (refused) return sendError(req, res, refused);
    next();
  };
}

/**
 * Why a JSON body's headers refuse it (415), if they do: a compressed body, another type than JSON (or, for
 * a sendBeacon endpoint, text/plain), a charset other than UTF-8 (the depth check reads bytes as UTF-8, and
 * no browser sends JSON in another charset).
 */
export function jsonBodyRefusal(req: Request, beacon: boolean): HttpException | undefined {
  if (isEncoded(req.headers['content-encoding'])) {
    return new HttpException({ message: UNSUPPORTED_ENCODING_MESSAGE, code: 'unsupported_encoding' }, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  }
  const type = mediaType(req.headers['content-type']);
  if (type !== 'application/json' && !(beacon && type === 'text/plain')) {
    return new HttpException({ message: beacon ? BEACON_TYPES_MESSAGE : JSON_ONLY_MESSAGE, code: 'unsupported_media_type' }, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  }
  if (namesOtherCharset(req.headers['content-type'])) {
    return new HttpException({ message: UTF8_ONLY_MESSAGE, code: 'unsupported_media_type' }, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  }
  return undefined;
}

/** Thrown by the parser's verify step; the filter answers 400 with the depth limit. */
export class JsonTooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super(`Request body is nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
}

/**
 * Thrown by the parser's verify step for bytes that are not UTF-8 (a stray byte, a cut sequence, an
 * encoded surrogate as CESU-8 writes it): the decoder would turn them into U+FFFD and store that, so the
 * whole body is refused instead (400).
 */
export class BodyNotUtf8Error extends Error {
  readonly status = 400;
  readonly type = 'entity.not.utf8';
  constructor() {
    super(NOT_UTF8_MESSAGE);
  }
}

/**
 * JSON body parsing whose failures (broken JSON, not UTF-8, too large, too deep, wrong charset) answer like every
 * other error. Compressed bodies never reach it (requireJsonBodies), and it would refuse them too.
 */
export function parseJson(options: { limit: string; type: string[] }): RequestHandler {
  const parser = json({
    ...options,
    inflate: false,
    // Primitives and arrays parse, then get the clearer "must be a JSON object" below.
    strict: false,
    verify: (_req, _res, body) => {
      if (!isUtf8(body)) throw new BodyNotUtf8Error();
      if (jsonNestedDeeperThan(body)) throw new JsonTooDeepError();
    },
  });
  return (req, res, next) =>
    parser(req, res, (error?: unknown) => {
      if (error) return sendError(req, res, error);
      // An empty body leaves {} (validation then names the missing fields); anything parsed must be an object.
      const body: unknown = req.body;
      if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
        return sendError(req, res, new HttpException({ message: NOT_AN_OBJECT_MESSAGE, code: 'bad_body' }, HttpStatus.BAD_REQUEST));
      }
      next();
    });
}

export interface RateLimit {
  /** Requests let through per window. */
  limit: number;
  /** The window, in milliseconds. */
  ttlMs: number;
}

/**
 * One per-IP budget for every /api request, matched route or not, malformed or not: it runs before
 * routing and parsing. Routes add their own stricter limits through the ThrottlerGuard. Every answer
 * reports the budget in the X-RateLimit-* headers (a route's own limit may take its place when nearer its end).
 */
export function apiRateLimit(storage: ThrottlerStorage, budget: RateLimit): RequestHandler {
  return (req, res, next) => {
    if (!isApiPath(req.path)) return next();
    // The first step of every /api request, so no answer can leave without it (the gate's own 413, 415 and
    // 429, the router's 404, validation errors, 201s). The cacheable reads (GET /api/cities, its photos,
    // GET /api/blog, location search) replace it when they answer 200 or 304, and the exception filter
    // sets it again on errors. A step here rather than a middleware of its own: one Express layer less
    // on the path location search answers on every keystroke.
    res.setHeader('Cache-Control', API_CACHE_CONTROL);
    countApiRequest(storage, budget, req, res).then(
      (allowed) => allowed && next(),
      (error: unknown) => next(error),
    );
  };
}

/** The client's address as every per-IP limit keys it (an IPv6 address by its /64). */
export const clientAddress = (req: Request): string => normalizeIp(req.ip ?? req.socket.remoteAddress ?? 'unknown');

/**
 * One hit of a client against one limit, counted atomically in the throttlers' storage (memory, or Redis
 * when REDIS_URL is set): true when the limit lets it through (reported in X-RateLimit-*), else false once
 * the 429 with Retry-After is answered. The block lasts the window, as the throttler guard's does.
 */
export async function countLimited(storage: ThrottlerStorage, { limit, ttlMs }: RateLimit, key: string, name: string, req: Request, res: Response): Promise<boolean> {
  const record = await storage.increment(key, ttlMs, limit, ttlMs, name);
  const state = limitState(limit, record);
  if (!record.isBlocked) {
    reportLimit(res, state);
    return true;
  }
  setRetryAfter(res, state);
  sendError(req, res, new ThrottlerException());
  return false;
}

/** The per-IP budget every /api request counts against (apiRateLimit; the visit beacon counts itself). */
export const countApiRequest = (storage: ThrottlerStorage, budget: RateLimit, req: Request, res: Response): Promise<boolean> =>
  countLimited(storage, budget, `api-global-${clientAddress(req)}`, 'api-global', req, res);
