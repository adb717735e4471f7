import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsPlainText } from '../../common/plain-text.js';
import { requiredOr } from '../../common/lead-fields.js';
import { Trim } from '../../common/transforms.js';

// The page titles' requests (docs/product.md#252-titles-and-descriptions-of-pages). The title and the
// description are checked by checkPageMetaFields (core/page-meta.ts), the rule the editor shows too; here
// they are text or null.

const pathMessage = requiredOr((property) => `${property} must be a site path starting with /`);
const textOrNull = (property: string) => `${property} must be text or null`;

/** The page a request is about: a site path ("/hot-shot-trucking"); 404 when the sitemap has no such page. */
export class PageMetaPathDto {
  @IsString({ message: pathMessage })
  @MaxLength(300, { message: 'path must be at most 300 characters' })
  @Matches(/^\//, { message: pathMessage })
  @IsPlainText()
  path!: string;
}

/** A page's title and description (empty or null: the page's own), to check or to save. */
export class PageMetaDto extends PageMetaPathDto {
  @IsOptional() @IsString({ message: ({ property }) => textOrNull(property) })
  title?: string | null;

  @IsOptional() @IsString({ message: ({ property }) => textOrNull(property) })
  description?: string | null;
}

/** The list's search: part of a path or a title. */
export class PageMetaListQueryDto {
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  @IsPlainText()
  q?: string;
}
