import type { Request, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import { ADMIN_SESSION_COOKIE } from '../../core/admin.js';
import type { AppConfig } from '../config/app-config.js';
import type { ClientFacts } from './admin-auth.js';

/** Where a request's token came from: the cookie makes state changes need a same-origin Origin. */
export interface PresentedToken {
  token: string;
  via: 'bearer' | 'cookie';
}

/** The bearer token, else the session cookie, else nothing. */
export function presentedToken(req: Request): PresentedToken | null {
  const header = req.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+([A-Za-z0-9_.-]{1,4096})\s*$/i.exec(header);
    return match ? { token: match[1]!, via: 'bearer' } : null;
  }
  const cookieHeader = req.headers.cookie;
  if (!cookieHeader || cookieHeader.length > 8192) return null;
  const token = parseCookies(cookieHeader)[ADMIN_SESSION_COOKIE];
  return token && /^[A-Za-z0-9_.-]{1,4096}$/.test(token) ? { token, via: 'cookie' } : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request that changes state (anything but GET, HEAD and OPTIONS). */
export const changesState = (req: Request): boolean => !SAFE_METHODS.has(req.method);

/**
 * Whether the request's Origin is this site: the configured SITE_ORIGIN, or the origin the request was
 * addressed to (scheme and Host, as Express reads them behind trusted proxies). A missing Origin is not.
 */
export function sameOrigin(req: Request, config: AppConfig): boolean {
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return false;
  return origin === config.SITE_ORIGIN || origin === `${req.protocol}://${req.get('host') ?? ''}`;
}

export const clientFacts = (req: Request): ClientFacts => ({ ip: req.ip ?? null, userAgent: req.get('user-agent') });

/** The session cookie: HttpOnly, SameSite=Strict, Path=/, Secure in production; it ends with the session. */
export function setSessionCookie(res: Response, token: string, expiresAt: Date, config: AppConfig): void {
  res.cookie(ADMIN_SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: config.isProduction, path: '/', expires: expiresAt });
}

export function clearSessionCookie(res: Response, config: AppConfig): void {
  res.clearCookie(ADMIN_SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure: config.isProduction, path: '/' });
}
