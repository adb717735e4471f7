import { BadRequestException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** Rejects a body that is not declared as JSON with a clear 400 before validation runs. */
@Injectable()
export class JsonContentGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.is('application/json')) throw new BadRequestException('Content-Type must be application/json');
    return true;
  }
}
