import { IsIn, IsOptional, IsString } from 'class-validator';
import { BLOG_CATEGORY_SLUGS } from '../../../core/blog-categories.js';

/** GET /api/blog?category=: at most one category slug; anything else is refused with 400 naming it. */
export class BlogListQueryDto {
  @IsOptional()
  @IsString({ message: 'category must be a single text value' })
  @IsIn(BLOG_CATEGORY_SLUGS, { message: `category must be one of: ${BLOG_CATEGORY_SLUGS.join(', ')}` })
  category?: string;
}
