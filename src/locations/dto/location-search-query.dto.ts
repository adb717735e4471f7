import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsPlainText } from '../../common/plain-text.js';
import { MAX_QUERY_LENGTH } from '../location-suggestion.js';

/** GET /api/location-search?q=: one text value, trimmed, at most 100 characters, no control characters. */
export class LocationSearchQueryDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  // Checked bottom-up: a repeated q (a list) is named as such before its length is looked at.
  @MaxLength(MAX_QUERY_LENGTH, { message: `q must be at most ${MAX_QUERY_LENGTH} characters` })
  @IsPlainText()
  @IsString({ message: 'q must be a single text value' })
  q?: string;
}
