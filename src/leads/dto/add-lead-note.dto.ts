import { IsDefined, IsString, Length } from 'class-validator';
import { NOTE_MAX_LENGTH } from '../../../core/lead-desk.js';
import { IsPlainText } from '../../common/plain-text.js';
import { Trim } from '../../common/transforms.js';

export const NOTE_NOT_TEXT_MESSAGE = 'text must be a string';
export const NOTE_LENGTH_MESSAGE = `text must be 1 to ${NOTE_MAX_LENGTH} characters`;

/** POST /api/admin/leads/{id}/notes: a dispatcher's note, plain text over one or more lines. */
export class AddLeadNoteDto {
  // class-validator checks the decorators nearest the property first: the type before its length.
  @IsDefined({ message: 'text is required' })
  @Trim()
  @Length(1, NOTE_MAX_LENGTH, { message: NOTE_LENGTH_MESSAGE })
  @IsPlainText({ multiline: true })
  @IsString({ message: NOTE_NOT_TEXT_MESSAGE })
  text!: string;
}
