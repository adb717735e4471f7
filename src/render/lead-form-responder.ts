import { Injectable, Logger, type Type } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { LEAD_FORM_POSTS, type LeadFormName, type LeadFormPostView } from '../../core/lead-form-post.js';
import { formPostOf, formValues, type FormFieldSpec, type FormFields, type FormValues } from '../common/form-body.js';
import { DATABASE_RETRY_AFTER_SECONDS, loggableError } from '../common/global-exception.filter.js';
import type { LeadReceipt } from '../common/idempotent-create.js';
import type { RequestFacts } from '../common/lead-record.js';
import { createValidationPipe, RequestValidationError } from '../common/request-validation.js';
import { isDatabaseUnavailable } from '../database/database-errors.js';
import { sendFreshPage } from './page-response.js';
import { RenderService } from './render.service.js';

/** A lead form as its page posts it (docs/product.md#45-forms-without-javascript). */
export interface LeadFormSpec<D extends object> {
  form: LeadFormName;
  /** The JSON API's DTO: the form is validated by the same class and rules. */
  dto: Type<D>;
  fields: FormFieldSpec;
  /** The JSON API's payload made from the form's values: text stays text, the types the API wants are made here. */
  payload: (values: FormValues) => Record<string, unknown>;
  /** The JSON API's service call: one path into the database. */
  store: (dto: D, facts: RequestFacts) => Promise<LeadReceipt>;
}

/** The sender of a form post, for telling a resend from a new lead: address and user agent. */
const clientOf = (req: Request): string => `${normalizeIp(req.ip ?? req.socket.remoteAddress ?? 'unknown')} ${req.headers['user-agent'] ?? ''}`;

/** Every field of a post as the page shows it again: one value as text, several as a list. */
function sentValues(fields: FormFields): FormValues {
  return Object.fromEntries([...fields].map(([name, values]) => [name, values.length === 1 ? values[0]! : [...values]]));
}

/**
 * Answers a lead form posted without JavaScript: 303 to the form's confirmation page once the lead is
 * committed, or the form's page again, never cached, with what the visitor sent and what was wrong:
 * 400 (a field), 413/415/400 (a body that could not be read), 429 (the throttle, LeadFormThrottleFilter),
 * 503 (the database). Validation is the JSON API's pipe on the JSON API's DTO, storage the JSON API's service.
 */
@Injectable()
export class LeadFormResponder {
  private readonly logger = new Logger('LeadForms');
  private readonly validation = createValidationPipe();

  constructor(private readonly render: RenderService) {}

  async answer<D extends object>(req: Request, res: Response, spec: LeadFormSpec<D>): Promise<void> {
    const post = formPostOf(req);
    if ('error' in post) return this.refuse(res, req, post.error.status, { form: spec.form, values: {}, errors: {}, problem: { kind: 'unreadable' } });
    const { values, repeated } = formValues(post.fields, spec.fields);
    try {
      if (Object.keys(repeated).length > 0) throw new RequestValidationError(repeated);
      const dto = (await this.validation.transform(spec.payload(values), { type: 'body', metatype: spec.dto })) as D;
      await spec.store(dto, { userAgent: req.headers['user-agent'], refererHeader: req.headers.referer, client: clientOf(req) });
    } catch (error) {
      if (error instanceof RequestValidationError) return this.refuse(res, req, 400, { form: spec.form, values, errors: error.fields });
      if (!isDatabaseUnavailable(error)) return this.fail(req, res, error);
      this.logger.warn({ err: loggableError(error), form: spec.form }, 'Database unavailable: form post answered 503');
      res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return this.refuse(res, req, 503, { form: spec.form, values, errors: {}, problem: { kind: 'unavailable' } });
    }
    res.statusCode = 303;
    res.setHeader('Location', LEAD_FORM_POSTS[spec.form].receivedPath);
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  }

  /** The throttle refused the post (the guard set Retry-After): the form's page with the values and the wait. */
  async throttled(req: Request, res: Response): Promise<void> {
    const form = formAt(req.path);
    if (!form) throw new Error(`No lead form posts to ${req.path}`);
    const post = formPostOf(req);
    const retryAfterSeconds = Number(res.getHeader('Retry-After')) || 60;
    const values = 'fields' in post ? sentValues(post.fields) : {};
    await this.refuse(res, req, 429, { form, values, errors: {}, problem: { kind: 'throttled', retryAfterSeconds } });
  }

  /** Anything else: the site's error page (500, with the request id), as a page that fails to render gets. */
  private async fail(req: Request, res: Response, error: unknown): Promise<void> {
    const requestId = typeof req.id === 'string' ? req.id : undefined;
    this.logger.error({ err: loggableError(error), requestId, path: req.path }, 'Form post failed');
    sendFreshPage(req, res, await this.render.renderError(500, req.path, requestId), 'no-store');
  }

  private async refuse(res: Response, req: Request, status: number, view: LeadFormPostView): Promise<void> {
    const page = await this.render.renderFormAnswer(LEAD_FORM_POSTS[view.form].path, view);
    sendFreshPage(req, res, { ...page, status }, 'no-store');
  }
}

/** The lead form that posts to a path, if any. */
export function formAt(path: string): LeadFormName | undefined {
  return (Object.keys(LEAD_FORM_POSTS) as LeadFormName[]).find((form) => LEAD_FORM_POSTS[form].path === path);
}
