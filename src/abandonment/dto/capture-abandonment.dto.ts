import { IsIn, IsInt, IsObject, Max, Min } from 'class-validator';
import { ABANDONMENT_REASONS, FORM_TYPES } from '../../../core/abandonment-options.js';
import { IsFormData } from './is-form-data.js';

export class CaptureAbandonmentDto {
  @IsIn([...FORM_TYPES], { message: `formType must be one of: ${FORM_TYPES.join(', ')}` })
  formType!: string;

  @IsObject()
  @IsFormData()
  formData!: Record<string, string>;

  @IsIn([...ABANDONMENT_REASONS], { message: `abandonmentReason must be one of: ${ABANDONMENT_REASONS.join(', ')}` })
  abandonmentReason!: string;

  /** Milliseconds between the first input and the abandonment; at most a day. */
  @IsInt()
  @Min(0)
  @Max(86_400_000)
  timeOnForm!: number;

  @IsInt()
  @Min(0)
  @Max(50)
  fieldsCompleted!: number;
}
