import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { CHARACTER_RANGES } from '../../../core/plain-text.js';
import { IsPlainText } from '../../common/plain-text.js';

export class ClientErrorReportDto {
  @IsIn(['island_load_failed'])
  kind!: 'island_load_failed';

  @Matches(/^[A-Za-z][A-Za-z0-9]{0,63}$/, { message: 'island must be an island name' })
  island!: string;

  @MaxLength(500)
  @IsPlainText({ multiline: true })
  @IsString()
  message!: string;

  @Matches(new RegExp(`^/[^\\s${CHARACTER_RANGES.controls}]{0,299}$`), { message: 'path must be a site path' })
  @IsString()
  path!: string;
}
