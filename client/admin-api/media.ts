import { MEDIA_ALT_FIELD, MEDIA_API_PATH, MEDIA_FILE_FIELD, type MediaImageView } from '../../core/media.js';
import { answerOf } from './request.js';

// Uploaded images (admins and editors; docs/product.md#235-uploaded-images).

/**
 * Uploads one image (JPEG, PNG or WebP, at most 5 MB) with its alt text: the image's view, or an ApiError with
 * the server's reason (413, 415, 422, or 400 naming `file` or `alt`).
 */
export function uploadImage(file: Blob, alt: string): Promise<MediaImageView> {
  const form = new FormData();
  form.append(MEDIA_ALT_FIELD, alt);
  form.append(MEDIA_FILE_FIELD, file);
  return answerOf<MediaImageView>('image', 'POST', MEDIA_API_PATH, form);
}
