import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AddLeadNoteDto } from './add-lead-note.dto.js';

/** The one message the API answers for a note (the pipe stops at the first error). */
function messageFor(text: unknown): string | null {
  const [error] = validateSync(plainToInstance(AddLeadNoteDto, { text }), { stopAtFirstError: true });
  return error ? Object.values(error.constraints ?? {})[0]! : null;
}

describe('a note', () => {
  it('says what is wrong with it', () => {
    expect(messageFor(123)).toBe('text must be a string');
    expect(messageFor(['a'])).toBe('text must be a string');
    expect(messageFor({ length: 3 })).toBe('text must be a string');
    expect(messageFor(undefined)).toBe('text is required');
    expect(messageFor('   ')).toBe('text must be 1 to 2000 characters');
    expect(messageFor('a'.repeat(2001))).toBe('text must be 1 to 2000 characters');
    expect(messageFor('beep\u0007')).toBe('text must not contain control characters (tab and line breaks are allowed)');
    expect(messageFor('Called,\nleft a voicemail.')).toBeNull();
  });
});
