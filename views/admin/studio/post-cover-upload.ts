import { uploadImage } from '../../../client/admin-api/media.js';
import { fieldErrorsOf } from '../../../client/admin-api/request.js';
import type { AdminAction } from '../shared/use-admin-action.js';
import type { PostDraft } from './post-draft.js';
import type { PostStep } from './post-release.js';

/**
 * The cover's upload (docs/product.md#235-uploaded-images): checked here first (a file, its alt text), then
 * the image goes in the fields; a refusal is said under the cover, in the server's words.
 */
export function useCoverUpload(draft: PostDraft, steps: AdminAction<PostStep>) {
  const { setCover, setFields, setErrors, showErrors } = draft;
  return async (file: File | undefined, alt: string) => {
    if (!file) return showErrors({ cover: 'Choose an image file' }, false);
    if (!alt.trim()) return showErrors({ cover: 'Describe the image (alt text) before uploading' }, false);
    await steps.run(
      async () => {
        const image = await uploadImage(file, alt.trim());
        setCover(image);
        setFields((current) => ({ ...current, coverImageId: image.id, coverAlt: image.alt }));
        setErrors((current) => ({ ...current, cover: undefined }));
        return 'Cover uploaded.';
      },
      {
        key: 'upload',
        fallback: 'The image could not be uploaded',
        refused: (failure, message) => {
          const byField = fieldErrorsOf(failure);
          showErrors({ cover: byField.file ?? byField.alt ?? message }, false);
          return null;
        },
      },
    );
  };
}
