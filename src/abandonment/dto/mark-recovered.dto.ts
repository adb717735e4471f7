import { IsEmail, IsIn, IsString, MaxLength } from 'class-validator';
import { IsPlainText } from '../../common/plain-text.js';
import { Trim } from '../../common/transforms.js';
import { FORM_TYPES } from '../abandonment-options.js';

export class MarkRecoveredDto {
  // Checked bottom-up: plain text first, because the e-mail check throws on unpaired surrogates.
  @Trim()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @IsPlainText()
  @IsString()
  email!: string;

  @IsIn([...FORM_TYPES], { message: `formType must be one of: ${FORM_TYPES.join(', ')}` })
  formType!: string;
}
