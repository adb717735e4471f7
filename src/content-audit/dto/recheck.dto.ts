import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { requiredMessage, requiredOr } from '../../common/lead-fields.js';
import { IsPlainText } from '../../common/plain-text.js';

/** "Check this page again": the path of one audited page (docs/product.md#234-the-dashboard-and-the-api). */
export class RecheckDto {
  @Matches(/^\//, { message: 'path must be a path of the site, starting with /' })
  @MaxLength(300)
  @IsPlainText()
  @IsNotEmpty({ message: requiredMessage })
  @IsString({ message: requiredOr((property) => `${property} must be a string`) })
  path!: string;
}
