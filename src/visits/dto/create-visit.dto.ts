import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { VISIT_EVENTS, VISIT_FIELD_LIMITS, type VisitEvent } from '../../../core/visits.js';
import { Referrer, requiredMessage, requiredOr, Utm, UtmDto } from '../../common/lead-fields.js';
import { IsPlainText } from '../../common/plain-text.js';
import { Trim } from '../../common/transforms.js';

/** A page beacon (docs/product.md#26-visit-counting): the page, where the visitor came from, and what happened. */
export class CreateVisitDto {
  /** The page's path on this site. */
  @Trim()
  @Matches(/^\//, { message: 'path must be a site path starting with /' })
  @MaxLength(VISIT_FIELD_LIMITS.path)
  @IsNotEmpty({ message: requiredMessage })
  @IsPlainText()
  @IsString({ message: requiredOr((property) => `${property} must be a string`) })
  path!: string;

  /** document.referrer: only its host is kept. */
  @Referrer()
  referrer?: string;

  /** The visit's first-touch utm_* values. */
  @Utm()
  utm?: UtmDto;

  @IsOptional()
  @IsIn(VISIT_EVENTS, { message: `event must be one of: ${VISIT_EVENTS.join(', ')}` })
  event?: VisitEvent;
}
