import { IsIn, IsOptional, IsString, Length, Matches } from 'class-validator';
import { LEAD_KINDS, LEAD_STATUSES, type LeadFilterView, type LeadKind, type LeadStatus } from '../../../core/lead-desk.js';
import { IsPlainText } from '../../common/plain-text.js';
import { Trim } from '../../common/transforms.js';
import { DATE_MESSAGE, DAY_PATTERN, INSTANT_PATTERN, SEARCH_LENGTH_MESSAGE, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, SOURCE_PATTERN } from '../lead-filter.js';

const DATE_OR_INSTANT = new RegExp(`${DAY_PATTERN.source}|${INSTANT_PATTERN.source}`);

/** The inbox's filter as the API reads it from the query string (docs/product.md#21-leads-desk). */
export class LeadFilterQueryDto {
  @IsOptional()
  @IsIn(LEAD_KINDS)
  kind?: LeadKind;

  @IsOptional()
  @IsIn(LEAD_STATUSES)
  status?: LeadStatus;

  @IsOptional()
  @IsString()
  @Matches(SOURCE_PATTERN, { message: 'source must be 1 to 80 lower-case letters, digits, dashes or underscores' })
  source?: string;

  @IsOptional()
  @IsString()
  @Matches(DATE_OR_INSTANT, { message: DATE_MESSAGE('from') })
  from?: string;

  @IsOptional()
  @IsString()
  @Matches(DATE_OR_INSTANT, { message: DATE_MESSAGE('to') })
  to?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @Length(SEARCH_MIN_LENGTH, SEARCH_MAX_LENGTH, { message: SEARCH_LENGTH_MESSAGE })
  @IsPlainText()
  q?: string;

  /** `true` shows spam with the rest. */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'spam must be true or false' })
  spam?: 'true' | 'false';

  toFilter(): LeadFilterView {
    return {
      ...(this.kind !== undefined && { kind: this.kind }),
      ...(this.status !== undefined && { status: this.status }),
      ...(this.source !== undefined && { source: this.source }),
      ...(this.from !== undefined && { from: this.from }),
      ...(this.to !== undefined && { to: this.to }),
      ...(this.q !== undefined && { q: this.q }),
      ...(this.spam === 'true' && { spam: true }),
    };
  }
}

/** The inbox's page: the filter and the cursor of the page before. */
export class LeadListQueryDto extends LeadFilterQueryDto {
  @IsOptional()
  @IsString({ message: 'cursor is not valid' })
  @Length(1, 120, { message: 'cursor is not valid' })
  cursor?: string;
}
