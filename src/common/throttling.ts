import type { ServerResponse } from 'node:http';
import { Injectable, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerGenerateKeyFunction, type ThrottlerRequest } from '@nestjs/throttler';
import { limitState, reportLimit, setRetryAfter } from './rate-limit-headers.js';

const ROUTE_THROTTLERS = 'route-throttlers';

/**
 * Puts a route under a named throttler declared in app.module from the configuration (e.g. "quote").
 * Named throttlers apply to every route unless skipped, so such a throttler is declared with
 * skipIf: onlyWhereUsed(name).
 */
export const UseThrottler = (name: string) => SetMetadata(ROUTE_THROTTLERS, [name]);

/** skipIf for a named throttler: skip every route that did not ask for it with UseThrottler. */
export const onlyWhereUsed =
  (name: string) =>
  (context: ExecutionContext): boolean => {
    const names = Reflect.getMetadata(ROUTE_THROTTLERS, context.getHandler()) as string[] | undefined;
    return !names?.includes(name);
  };

/**
 * generateKey for a named throttler whose routes share one budget per client: the library keys each
 * route apart (class, handler, throttler, client), this keys by the throttler and the client alone.
 */
export const sharedByItsRoutes: ThrottlerGenerateKeyFunction = (_context, tracker, name) => `throttler-${name}-${tracker}`;

/**
 * The throttler guard. It counts like the library's (same keys, storage, skips and 429), but reports
 * through rate-limit-headers.ts, the one writer of X-RateLimit-*: the library would write each
 * throttler's own counter (suffixed with its name for named throttlers), hiding the shared per-IP budget
 * when that is nearer its end, and name Retry-After Retry-After-<throttler>, which clients do not read.
 */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  protected override async handleRequest({ context, limit, ttl, throttler, blockDuration, getTracker, generateKey }: ThrottlerRequest): Promise<boolean> {
    const { req, res } = this.getRequestResponse(context) as { req: Record<string, unknown> & { headers: Record<string, string | undefined> }; res: ServerResponse };
    const ignoreUserAgents = throttler.ignoreUserAgents ?? this.commonOptions.ignoreUserAgents;
    if (ignoreUserAgents?.some((pattern) => pattern.test(req.headers['user-agent'] ?? ''))) return true;
    const tracker = await getTracker(req, context);
    const key = generateKey(context, tracker, throttler.name!);
    const record = await this.storageService.increment(key, ttl, limit, blockDuration, throttler.name!);
    const state = limitState(limit, record);
    if (!record.isBlocked) {
      reportLimit(res, state);
      return true;
    }
    setRetryAfter(res, state);
    await this.throwThrottlingException(context, { limit, ttl, key, tracker, ...record });
    return false;
  }
}

/** The named throttler for quote submissions (QUOTE_THROTTLE_LIMIT per QUOTE_THROTTLE_TTL_SECONDS per IP). */
export const QUOTE_THROTTLER = 'quote';

/**
 * The named throttler for recruitment submissions: RECRUITMENT_THROTTLE_LIMIT per
 * RECRUITMENT_THROTTLE_TTL_SECONDS per IP, one budget for both recruitment endpoints together.
 */
export const RECRUITMENT_THROTTLER = 'recruitment';

/**
 * The named throttler for admin sign-in: ADMIN_SIGN_IN_THROTTLE_LIMIT attempts per
 * ADMIN_SIGN_IN_THROTTLE_TTL_SECONDS per IP, before any password is checked (argon2 is costly on purpose).
 * Failed sign-ins are limited further per username and per address (src/admin/sign-in-limits.ts).
 */
export const ADMIN_SIGN_IN_THROTTLER = 'admin_sign_in';

/**
 * The limit of visit beacons in the throttlers' storage: VISIT_THROTTLE_LIMIT per VISIT_THROTTLE_TTL_SECONDS
 * per IP, so a flood of beacons cannot fill the disk (docs/product.md#26-visit-counting). No route of Nest's
 * uses it: the beacon is answered before the router, and its route counts it (src/visits/visit-beacon-route.ts).
 */
export const VISIT_THROTTLER = 'visit';
