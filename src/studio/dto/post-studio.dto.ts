import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { checkPostFields, type PostFields } from '../../../core/studio-posts.js';
import type { CheckedTogether } from '../../common/request-validation.js';
import { requiredOr, stacked } from '../../common/lead-fields.js';

// The studio's request bodies (docs/product.md#25-content-studio). A post's fields are an object of the
// known keys, refused by the one validation pipe when it holds any other (`fields.<key>`, like every unknown
// field); then the pipe checks their values together by checkPostFields (core/studio-posts.ts), the one rule
// the editor shows live too, and answers its messages by field (`title`, `slug`…).

const versionMessage = requiredOr((property) => `${property} must be a whole number from 1`);
const wallTimeMessage = requiredOr((property) => `${property} must be a date and time, YYYY-MM-DDTHH:MM (seconds optional)`);
const objectMessage = requiredOr((property) => `${property} must be an object`);

/**
 * The keys of a post's fields, each optional here (a draft needs a title only): what each may hold, a
 * string or null, and how long, is checkPostFields's to say, in the words the editor shows beside the field.
 */
export class PostFieldsDto implements Record<keyof PostFields, unknown> {
  @IsOptional() title!: unknown;
  @IsOptional() slug!: unknown;
  @IsOptional() category!: unknown;
  @IsOptional() excerpt!: unknown;
  @IsOptional() author!: unknown;
  @IsOptional() bodyMarkdown!: unknown;
  @IsOptional() metaTitle!: unknown;
  @IsOptional() metaDescription!: unknown;
  @IsOptional() coverImageId!: unknown;
  @IsOptional() coverAlt!: unknown;
}

/** `fields`: an object (else `fields must be an object`) of PostFieldsDto's keys only. */
const PostFieldsObject = () => stacked(ValidateNested(), IsObject({ message: objectMessage }), Type(() => PostFieldsDto));

/** A body carrying a post's fields, checked by checkPostFields as a draft's (a title at least). */
abstract class PostFieldsBody implements CheckedTogether {
  @PostFieldsObject()
  fields!: PostFieldsDto;

  fieldErrors(): Record<string, string> {
    return checkPostFields(this.fields, false).errors as Record<string, string>;
  }

  /** The fields as stored: trimmed, line breaks made \n, the slug made from the title when empty, blanks null. */
  postFields(): PostFields {
    return checkPostFields(this.fields, false).fields;
  }
}

/** A save: the version the editor started from, the fields, and whether the person pressed Save. */
export class SavePostDto extends PostFieldsBody {
  @IsInt({ message: versionMessage }) @Min(1, { message: versionMessage }) @Max(2_147_483_647, { message: versionMessage })
  version!: number;

  @IsOptional() @IsIn(['save', 'autosave'], { message: 'kind must be save or autosave' })
  kind?: 'save' | 'autosave';
}

/** A new post: its fields (a title at least). */
export class NewPostDto extends PostFieldsBody {}

/** The preview of fields being written, for a post (id) or a new one. */
export class PreviewPostDto extends NewPostDto {
  @IsOptional() @IsInt({ message: 'id must be a whole number' }) @Min(1) @Max(2_147_483_647)
  id?: number;
}

/** Publish (or restore): the version the editor started from, and whether the checks' warnings were read. */
export class PublishPostDto {
  @IsInt({ message: versionMessage }) @Min(1, { message: versionMessage }) @Max(2_147_483_647, { message: versionMessage })
  version!: number;

  @IsOptional() @IsBoolean({ message: 'acceptWarnings must be true or false' })
  acceptWarnings?: boolean;
}

/** A schedule: as a publish, and the wall time in DESK_TIME_ZONE it goes live (YYYY-MM-DDTHH:MM). */
export class SchedulePostDto extends PublishPostDto {
  @MaxLength(40, { message: wallTimeMessage }) @IsString({ message: wallTimeMessage })
  publishAt!: string;
}
