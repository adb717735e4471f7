import { IsIn } from 'class-validator';
import { LeadEmail } from '../../common/lead-fields.js';
import { FORM_TYPES } from '../../../core/abandonment-options.js';

export class MarkRecoveredDto {
  @LeadEmail()
  email!: string;

  @IsIn([...FORM_TYPES], { message: `formType must be one of: ${FORM_TYPES.join(', ')}` })
  formType!: string;
}
