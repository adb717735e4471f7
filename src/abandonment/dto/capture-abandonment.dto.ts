import { IsIn, IsInt, IsObject, Max, Min } from 'class-validator';
import { ABANDONMENT_REASONS, FORM_TYPES } from '../../../core/abandonment-options.js';
import { requiredOr } from '../../common/lead-fields.js';
import { IsFormData } from './is-form-data.js';

export class CaptureAbandonmentDto {
  @IsIn([...FORM_TYPES], { message: `formType must be one of: ${FORM_TYPES.join(', ')}` })
  formType!: string;

  @IsObject()
  @IsFormData()
  formData!: Record<string, string>;

  @IsIn([...ABANDONMENT_REASONS], { message: `abandonmentReason must be one of: ${ABANDONMENT_REASONS.join(', ')}` })
  abandonmentReason!: string;

  // Checked bottom-up: a missing or non-integer value is named as such before its range is looked at.
  /** Milliseconds between the first input and the abandonment; at most a day. */
  @Max(86_400_000)
  @Min(0)
  @IsInt({ message: requiredOr((property) => `${property} must be a whole number of milliseconds`) })
  timeOnForm!: number;

  @Max(50)
  @Min(0)
  @IsInt({ message: requiredOr((property) => `${property} must be a whole number`) })
  fieldsCompleted!: number;
}
