import { Injectable, SetMetadata, createParamDecorator, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { ADMIN_ONLY_MESSAGE, FOREIGN_ORIGIN_MESSAGE, NOT_SIGNED_IN_MESSAGE, SESSION_ENDED_MESSAGE, type AdminRole } from '../../core/admin.js';
import { DomainError } from '../common/domain-error.js';
import { AppConfig } from '../config/app-config.js';
import { AdminAuth, type AdminPrincipal } from './admin-auth.js';
import { changesState, clearSessionCookie, presentedToken, sameOrigin } from './admin-credentials.js';

const ADMIN_ROLES_KEY = 'admin-roles';

/** Limits a route (or a controller) to some roles; without it any signed-in admin account may use it. */
export const AdminRoles = (...roles: AdminRole[]) => SetMetadata(ADMIN_ROLES_KEY, roles);

export type AdminRequest = Request & { admin?: AdminPrincipal };

/** The principal the guard authenticated, in a handler behind AdminAuthGuard. */
export const CurrentAdmin = createParamDecorator((_data: unknown, context: ExecutionContext): AdminPrincipal => {
  const admin = context.switchToHttp().getRequest<AdminRequest>().admin;
  if (!admin) throw new Error('CurrentAdmin used on a route without AdminAuthGuard');
  return admin;
});

/**
 * The admin API's door: a bearer token or the session cookie naming a live session (else 401); with
 * the cookie, a request that changes state must carry this site's Origin (else 403, against cross-site
 * requests); then the route's roles (else 403).
 */
@Injectable()
export class AdminAuthGuard implements CanActivate {
  constructor(
    private readonly auth: AdminAuth,
    private readonly config: AppConfig,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AdminRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const presented = presentedToken(req);
    if (!presented) throw new DomainError('unauthenticated', NOT_SIGNED_IN_MESSAGE);
    if (presented.via === 'cookie' && changesState(req) && !sameOrigin(req, this.config)) {
      throw new DomainError('forbidden', FOREIGN_ORIGIN_MESSAGE);
    }
    const admin = await this.auth.authenticate(presented.token);
    if (!admin) {
      if (presented.via === 'cookie') clearSessionCookie(res, this.config);
      throw new DomainError('unauthenticated', SESSION_ENDED_MESSAGE);
    }
    const roles = this.reflector.getAllAndOverride<AdminRole[] | undefined>(ADMIN_ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (roles && !roles.includes(admin.role)) throw new DomainError('forbidden', ADMIN_ONLY_MESSAGE);
    req.admin = admin;
    return true;
  }
}
