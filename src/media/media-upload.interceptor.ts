import { HttpException, HttpStatus, Injectable, PayloadTooLargeException, UnsupportedMediaTypeException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { MULTIPART_ONLY_MESSAGE, unknownFieldMessage } from '../../core/error-messages.js';
import { MEDIA_ALT_FIELD, MEDIA_ALT_MAX_LENGTH, MEDIA_FILE_FIELD, MEDIA_MAX_BYTES, MEDIA_TEXTS } from '../../core/media.js';
import { DomainError } from '../common/domain-error.js';
import { RequestValidationError } from '../common/request-validation.js';

/** The file multer keeps in memory for the route (the fields the route reads). */
export interface UploadedImageFile {
  buffer: Buffer;
  size: number;
}

/**
 * multer's limits: one file of at most MEDIA_MAX_BYTES (the rest of a bigger one is read and dropped, never
 * kept), a few short text fields (the alt text, at most 4 bytes a character; an unknown field is named by
 * the validation pipe), and a few parts in all.
 */
const LIMITS = {
  fileSize: MEDIA_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: MEDIA_ALT_MAX_LENGTH * 4,
  fieldNameSize: 64,
  parts: 6,
  headerPairs: 20,
};

/** multer in memory, as @nestjs/platform-express runs it. */
const Multer = FileInterceptor(MEDIA_FILE_FIELD, { limits: LIMITS });

/** The multer error behind the exception @nestjs/platform-express made of it: its code and field. */
const multerCause = (error: HttpException): { code?: string; field?: string } => (error.cause ?? {}) as { code?: string; field?: string };

/** A multer or busboy failure in the API's words: 413, 415, 400 naming the field, or 400 for a form it cannot read. */
export function uploadRefusal(error: unknown): unknown {
  if (error instanceof PayloadTooLargeException) return new DomainError('too_large', MEDIA_TEXTS.tooLarge);
  if (error instanceof UnsupportedMediaTypeException) return new HttpException({ message: MULTIPART_ONLY_MESSAGE, code: 'unsupported_media_type' }, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  if (!(error instanceof HttpException) || error.getStatus() !== HttpStatus.BAD_REQUEST) return error;
  const { code, field } = multerCause(error);
  if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE') return new RequestValidationError({ [MEDIA_FILE_FIELD]: MEDIA_TEXTS.fileMissing });
  if (code === 'LIMIT_FIELD_VALUE' && field === MEDIA_ALT_FIELD) return new RequestValidationError({ [MEDIA_ALT_FIELD]: MEDIA_TEXTS.altLength });
  if (code?.startsWith('LIMIT_FIELD') && field) return new RequestValidationError({ [field]: unknownFieldMessage(field) });
  return new HttpException({ message: MEDIA_TEXTS.badForm, code: 'bad_body' }, HttpStatus.BAD_REQUEST);
}

/**
 * Reads the upload's form with multer (FileInterceptor) within LIMITS, after the guards have let the request
 * in, and answers its failures in the API's words; a form without its one file is a 400 naming `file`.
 */
@Injectable()
export class MediaUploadInterceptor implements NestInterceptor {
  private readonly multer = new Multer();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    let handled: Observable<unknown>;
    try {
      handled = await this.multer.intercept(context, next);
    } catch (error) {
      throw uploadRefusal(error);
    }
    if (!context.switchToHttp().getRequest<Request & { file?: unknown }>().file) throw new RequestValidationError({ [MEDIA_FILE_FIELD]: MEDIA_TEXTS.fileMissing });
    return handled;
  }
}
