import { Injectable, SetMetadata, createParamDecorator, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { ADMIN_PERMISSIONS, can, FOREIGN_ORIGIN_MESSAGE, NOT_SIGNED_IN_MESSAGE, SESSION_ENDED_MESSAGE, type AdminPermission } from '../../core/admin.js';
import { DomainError } from '../common/domain-error.js';
import { AppConfig } from '../config/app-config.js';
import { AdminAuth, type AdminPrincipal } from './admin-auth.js';
import { changesState, clearSessionCookie, presentedToken, sameOrigin } from './admin-credentials.js';

const ADMIN_PERMISSION_KEY = 'admin-permission';

/**
 * Limits a route (or a controller) to the roles with a permission (ADMIN_PERMISSIONS in core/admin.ts); a
 * route's own overrides its controller's. Without it any signed-in account may use it.
 */
export const AdminCan = (permission: AdminPermission) => SetMetadata(ADMIN_PERMISSION_KEY, permission);

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
 * requests); then the route's permission (else 403 with its refusal).
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
    const permission = this.reflector.getAllAndOverride<AdminPermission | undefined>(ADMIN_PERMISSION_KEY, [context.getHandler(), context.getClass()]);
    if (permission && !can(admin.role, permission)) throw new DomainError('forbidden', ADMIN_PERMISSIONS[permission].refusal);
    req.admin = admin;
    return true;
  }
}
