import { Injectable, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerGenerateKeyFunction, type ThrottlerLimitDetail } from '@nestjs/throttler';

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
 * The throttler guard, answering every 429 with a standard Retry-After header (the library names it
 * Retry-After-<throttler> for named throttlers, which clients do not read).
 */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    context.switchToHttp().getResponse<{ setHeader(name: string, value: string): void }>().setHeader('Retry-After', String(detail.timeToBlockExpire));
    return super.throwThrottlingException(context, detail);
  }
}

/** The named throttler for quote submissions (QUOTE_THROTTLE_LIMIT per QUOTE_THROTTLE_TTL_SECONDS per IP). */
export const QUOTE_THROTTLER = 'quote';

/**
 * The named throttler for recruitment submissions: RECRUITMENT_THROTTLE_LIMIT per
 * RECRUITMENT_THROTTLE_TTL_SECONDS per IP, one budget for both recruitment endpoints together.
 */
export const RECRUITMENT_THROTTLER = 'recruitment';
