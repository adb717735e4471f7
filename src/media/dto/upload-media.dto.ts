import { IsDefined, IsString, Length } from 'class-validator';
import { MEDIA_ALT_MAX_LENGTH, MEDIA_TEXTS } from '../../../core/media.js';
import { IsPlainText } from '../../common/plain-text.js';
import { Trim } from '../../common/transforms.js';

/** The text fields of POST /api/admin/media (the file comes beside them): the image's alt text, one line. */
export class UploadMediaDto {
  // class-validator checks the decorators nearest the property first: the type before its length.
  @IsDefined({ message: MEDIA_TEXTS.altMissing })
  @Trim()
  @Length(1, MEDIA_ALT_MAX_LENGTH, { message: MEDIA_TEXTS.altLength })
  @IsPlainText()
  @IsString({ message: MEDIA_TEXTS.altNotText })
  alt!: string;
}
