import { IsEmail, IsIn, MaxLength } from 'class-validator';
import { Trim } from '../../common/transforms.js';
import { FORM_TYPES } from '../abandonment-options.js';

export class MarkRecoveredDto {
  @Trim()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email!: string;

  @IsIn([...FORM_TYPES], { message: `formType must be one of: ${FORM_TYPES.join(', ')}` })
  formType!: string;
}
