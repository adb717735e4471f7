import { IsDefined, IsString, Length } from 'class-validator';
import { NOTE_MAX_LENGTH } from '../../../core/lead-desk.js';
import { IsPlainText } from '../../common/plain-text.js';
import { Trim } from '../../common/transforms.js';

/** POST /api/admin/leads/{id}/notes: a dispatcher's note, plain text over one or more lines. */
export class AddLeadNoteDto {
  @IsDefined({ message: 'text is required' })
  @Trim()
  @IsString()
  @Length(1, NOTE_MAX_LENGTH, { message: `text must be 1 to ${NOTE_MAX_LENGTH} characters` })
  @IsPlainText({ multiline: true })
  text!: string;
}
