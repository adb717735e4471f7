import { LEAD_FORM_HIDDEN_FIELDS, LEAD_FORM_POSTS, type LeadFormName } from '../../core/lead-form-post.js';

/**
 * What a lead form posted without script says about where it came from (docs/product.md#45-forms-without-javascript):
 * its source and its page as the landing page. The island's JSON carries the visit's first touch instead.
 */
export function FormPostFields({ form }: { form: LeadFormName }) {
  const { source, path } = LEAD_FORM_POSTS[form];
  return (
    <>
      <input type="hidden" name={LEAD_FORM_HIDDEN_FIELDS.source} defaultValue={source} />
      <input type="hidden" name={LEAD_FORM_HIDDEN_FIELDS.landingPage} defaultValue={path} />
    </>
  );
}
