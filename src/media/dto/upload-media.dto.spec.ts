import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { UploadMediaDto } from './upload-media.dto.js';

/** The one message the API answers for the alt text (the pipe stops at the first error). */
function messageFor(alt: unknown): string | null {
  const [error] = validateSync(plainToInstance(UploadMediaDto, { alt }), { stopAtFirstError: true });
  return error ? Object.values(error.constraints ?? {})[0]! : null;
}

describe('the alt text of an upload', () => {
  it('says what is wrong with it', () => {
    expect(messageFor(undefined)).toBe('alt is required');
    expect(messageFor(['a', 'b'])).toBe('alt must be a string');
    expect(messageFor('   ')).toBe('alt must be 1 to 200 characters');
    expect(messageFor('a'.repeat(201))).toBe('alt must be 1 to 200 characters');
    expect(messageFor('A van\nat a dock')).toBe('alt must not contain control characters or line breaks');
    expect(messageFor('beep\u0007')).toBe('alt must not contain control characters or line breaks');
  });

  it('is trimmed and kept otherwise', () => {
    expect(messageFor('a'.repeat(200))).toBeNull();
    const dto = plainToInstance(UploadMediaDto, { alt: '  A sprinter van at a loading dock at night  ' });
    expect(validateSync(dto)).toEqual([]);
    expect(dto.alt).toBe('A sprinter van at a loading dock at night');
  });
});
