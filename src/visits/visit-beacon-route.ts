import { isUtf8 } from 'node:buffer';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Request, RequestHandler, Response } from 'express';
import { BAD_JSON_MESSAGE, NOT_AN_OBJECT_MESSAGE, TOO_LARGE_MESSAGE } from '../../core/error-messages.js';
import { VISIT_BODY_LIMIT, VISITS_API_PATH } from '../../core/visits.js';
import { API_CACHE_CONTROL, BodyNotUtf8Error, clientAddress, countApiRequest, countLimited, JsonTooDeepError, jsonBodyRefusal, sendError, type RateLimit } from '../common/api-gate.js';
import { VISIT_THROTTLER } from '../common/throttling.js';
import { jsonNestedDeeperThan } from '../common/json-depth.js';
import { setRouteLabel } from '../metrics/route-label.js';
import { readVisitBeacon } from './visit-beacon.js';
import type { VisitRecorder } from './visit-recorder.js';

export interface VisitBeaconLimits {
  /** The per-IP budget every /api request counts against (THROTTLE_LIMIT per THROTTLE_TTL_SECONDS). */
  api: RateLimit;
  /** Beacons per IP (VISIT_THROTTLE_LIMIT per VISIT_THROTTLE_TTL_SECONDS). */
  visit: RateLimit;
}

/** A body-reading failure, answered by the exception filter like the JSON parser's (by its `type`). */
class BodyReadError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * POST /api/visits (docs/product.md#26-visit-counting), answered as a plain node handler right after the
 * page fast path: before compression, the API gate's middleware, the body parsers, per-request logging and
 * Nest's router. A beacon comes with every page view, so the layers around a controller (the body parser,
 * the validation pipe, the guard, the ORM's request context, the request log line) would be most of its
 * cost. It keeps every rule they applied, in their order: the per-IP budget of every /api request, the
 * body's headers (JSON or text/plain, UTF-8, not compressed: 415), at most 2 KB (413), UTF-8 JSON no deeper
 * than the API's limit that is an object (400), the per-IP beacon limit (429 with Retry-After), the fields
 * (400 naming each, visit-beacon.ts); then 204, counted or not (VisitRecorder). Errors answer through the
 * one exception filter, which logs what it logs for every route; answers are not logged per request.
 */
export function visitBeaconRoute(recorder: VisitRecorder, storage: ThrottlerStorage, limits: VisitBeaconLimits): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || !isVisitsPath(req)) return next();
    setRouteLabel(res, VISITS_API_PATH);
    res.setHeader('Cache-Control', API_CACHE_CONTROL);
    answer(req, res, recorder, storage, limits).catch((error: unknown) => sendError(req, res, error));
  };
}

async function answer(req: Request, res: Response, recorder: VisitRecorder, storage: ThrottlerStorage, limits: VisitBeaconLimits): Promise<void> {
  if (!(await countApiRequest(storage, limits.api, req, res))) return drain(req);
  const refused = jsonBodyRefusal(req, true);
  if (refused) {
    sendError(req, res, refused);
    return drain(req);
  }
  const body = parseBody(await readBody(req));
  if (!(await countLimited(storage, limits.visit, `${VISIT_THROTTLER}-${clientAddress(req)}`, VISIT_THROTTLER, req, res))) return;
  await recorder.record(readVisitBeacon(body), req);
  res.statusCode = HttpStatus.NO_CONTENT;
  res.end();
}

/** The path as Express's router matched it for the controller before: with or without one trailing slash. */
function isVisitsPath(req: Request): boolean {
  const path = req.path;
  return path === VISITS_API_PATH || path === `${VISITS_API_PATH}/`;
}

/** Lets an unread body through, so the connection stays usable for the answer's keep-alive. */
function drain(req: Request): void {
  if (!req.readableEnded) req.resume();
}

/**
 * The body's bytes, at most VISIT_BODY_LIMIT: a larger one (said by Content-Length or found reading) is read
 * off and refused, as the JSON parser did, once the request has ended.
 */
function readBody(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    const tooLarge = () => {
      req.removeAllListeners('data');
      req.resume();
      req.once('end', () => reject(new BodyReadError(413, 'entity.too.large', TOO_LARGE_MESSAGE)));
    };
    if (declared > VISIT_BODY_LIMIT) return tooLarge();
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length > VISIT_BODY_LIMIT) {
        req.off('end', onEnd);
        return tooLarge();
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('aborted', () => reject(new BodyReadError(400, 'request.aborted', 'request aborted')));
    req.once('error', reject);
  });
}

/** The body as the API's JSON parser reads it: UTF-8 only, no deeper than MAX_JSON_DEPTH, a BOM skipped, empty as {}. */
function parseBody(bytes: Buffer): Record<string, unknown> {
  if (!isUtf8(bytes)) throw new BodyNotUtf8Error();
  if (jsonNestedDeeperThan(bytes)) throw new JsonTooDeepError();
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BodyReadError(400, 'entity.parse.failed', BAD_JSON_MESSAGE);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpException({ message: NOT_AN_OBJECT_MESSAGE, code: 'bad_body' }, HttpStatus.BAD_REQUEST);
  }
  return body as Record<string, unknown>;
}
