import { Catch, Injectable, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { sendError } from '../common/api-gate.js';
import { LeadFormResponder } from './lead-form-responder.js';

/**
 * A lead form's post refused by its throttle answers with the form's page (429, the values kept, how long
 * to wait, the phone), not the API's JSON: the routes of the forms' pages use this filter.
 */
@Catch(ThrottlerException)
@Injectable()
export class LeadFormThrottleFilter implements ExceptionFilter {
  constructor(private readonly responder: LeadFormResponder) {}

  catch(exception: ThrottlerException, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    this.responder.throttled(req, res).catch(() => sendError(req, res, exception));
  }
}
