import { BadRequestException, HttpException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { transformException } from '@nestjs/platform-express/multer/multer/multer.utils.js';
import { MULTIPART_ONLY_MESSAGE } from '../../core/error-messages.js';
import { MEDIA_TEXTS } from '../../core/media.js';
import { DomainError } from '../common/domain-error.js';
import { RequestValidationError } from '../common/request-validation.js';
import { uploadRefusal } from './media-upload.interceptor.js';

/** A multer error as multer makes it, turned into the exception @nestjs/platform-express throws. */
const multerFailure = (code: string, field?: string) => transformException(Object.assign(new Error(code), { code, field, name: 'MulterError' }));

const answer = (error: unknown) => {
  if (error instanceof RequestValidationError) return { fields: error.fields };
  if (error instanceof DomainError) return { code: error.code, message: error.message };
  if (error instanceof HttpException) return { status: error.getStatus(), response: error.getResponse() };
  return error;
};

describe('a refused upload form', () => {
  it('over 5 MB is a 413 in the API\'s words', () => {
    expect(answer(uploadRefusal(multerFailure('LIMIT_FILE_SIZE', 'file')))).toEqual({ code: 'too_large', message: MEDIA_TEXTS.tooLarge });
    expect(answer(uploadRefusal(new PayloadTooLargeException()))).toEqual({ code: 'too_large', message: 'The image is larger than 5 MB' });
  });

  it('names the field at fault: file for a second or misplaced file, alt when too long, any other field as unknown', () => {
    expect(answer(uploadRefusal(multerFailure('LIMIT_FILE_COUNT', 'file')))).toEqual({ fields: { file: MEDIA_TEXTS.fileMissing } });
    expect(answer(uploadRefusal(multerFailure('LIMIT_UNEXPECTED_FILE', 'image')))).toEqual({ fields: { file: MEDIA_TEXTS.fileMissing } });
    expect(answer(uploadRefusal(multerFailure('LIMIT_FIELD_VALUE', 'alt')))).toEqual({ fields: { alt: MEDIA_TEXTS.altLength } });
    expect(answer(uploadRefusal(multerFailure('LIMIT_FIELD_VALUE', 'caption')))).toEqual({ fields: { caption: 'property caption should not exist' } });
  });

  it('that cannot be read is a 400, and one of another multipart type a 415', () => {
    const badForm = { status: 400, response: { message: MEDIA_TEXTS.badForm, code: 'bad_body' } };
    expect(answer(uploadRefusal(multerFailure('LIMIT_PART_COUNT')))).toEqual(badForm);
    expect(answer(uploadRefusal(multerFailure('LIMIT_FIELD_COUNT')))).toEqual(badForm);
    expect(answer(uploadRefusal(new BadRequestException('Multipart: Boundary not found')))).toEqual(badForm);
    expect(answer(uploadRefusal(new UnsupportedMediaTypeException()))).toEqual({ status: 415, response: { message: MULTIPART_ONLY_MESSAGE, code: 'unsupported_media_type' } });
  });

  it('leaves anything else as it is (a 500 with the request id)', () => {
    const unexpected = new Error('disk on fire');
    expect(uploadRefusal(unexpected)).toBe(unexpected);
  });
});
