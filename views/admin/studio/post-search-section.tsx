import { AUDIT_LIMITS } from '../../../core/content-audit.js';
import { POST_FIELD_MAX } from '../../../core/studio-posts.js';
import * as f from '../shared/admin-forms.css.js';
import type { PostDraft } from './post-draft.js';
import { Field, RangeCounter } from './post-field.js';
import * as s from './studio.css.js';

/** The meta title and description, each empty for the title's and the excerpt's own. */
export function PostSearchSection({ id, draft, readOnly }: { id: string; draft: PostDraft; readOnly: boolean }) {
  const { fields, errors, setField, refs } = draft;
  const defaultMetaTitle = fields.title;
  const defaultMetaDescription = fields.excerpt;
  return (
    <section className={s.section} aria-labelledby={`${id}-seo`}>
      <h2 id={`${id}-seo`} className={s.sectionTitle}>
        Search and sharing
      </h2>
      <Field
        id={id}
        name="metaTitle"
        label="Meta title"
        hint="Leave empty to use the title."
        counter={<RangeCounter length={(fields.metaTitle ?? defaultMetaTitle).length} min={AUDIT_LIMITS.titleMin} max={AUDIT_LIMITS.titleMax} />}
        error={errors.metaTitle}
      >
        {(props) => (
          <input
            {...props}
            ref={refs('metaTitle')}
            name="metaTitle"
            className={f.input}
            value={fields.metaTitle ?? ''}
            placeholder={defaultMetaTitle}
            readOnly={readOnly}
            maxLength={POST_FIELD_MAX.metaTitle}
            onChange={(event) => setField('metaTitle', event.target.value === '' ? null : event.target.value)}
          />
        )}
      </Field>
      <Field
        id={id}
        name="metaDescription"
        label="Meta description"
        hint="Leave empty to use the excerpt."
        counter={<RangeCounter length={(fields.metaDescription ?? defaultMetaDescription).length} min={AUDIT_LIMITS.descriptionMin} max={AUDIT_LIMITS.descriptionMax} />}
        error={errors.metaDescription}
      >
        {(props) => (
          <textarea
            {...props}
            ref={refs('metaDescription')}
            name="metaDescription"
            className={`${f.input} ${s.textarea}`}
            value={fields.metaDescription ?? ''}
            placeholder={defaultMetaDescription}
            readOnly={readOnly}
            maxLength={POST_FIELD_MAX.metaDescription}
            onChange={(event) => setField('metaDescription', event.target.value === '' ? null : event.target.value)}
          />
        )}
      </Field>
    </section>
  );
}
