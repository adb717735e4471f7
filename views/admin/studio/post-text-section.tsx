import { AUDIT_LIMITS } from '../../../core/content-audit.js';
import { BLOG_CATEGORIES } from '../../../core/blog-categories.js';
import { POST_FIELD_MAX } from '../../../core/studio-posts.js';
import * as f from '../shared/admin-forms.css.js';
import { PostBodyField } from './post-body-field.js';
import type { PostDraft } from './post-draft.js';
import { slugAfterTitle } from './post-editor-text.js';
import { Field, RangeCounter } from './post-field.js';
import * as s from './studio.css.js';

/** The post's text: title, slug (made from the title until written by hand), category, excerpt, author and body. */
export function PostTextSection({ id, draft, readOnly }: { id: string; draft: PostDraft; readOnly: boolean }) {
  const { fields, errors, setField, setFields, slugEdited, setSlugEdited, refs } = draft;
  const changeTitle = (title: string) => setFields((current) => ({ ...current, title, slug: slugAfterTitle(title, current.slug, slugEdited) }));
  const textInput = (key: 'title' | 'slug' | 'excerpt' | 'author', onChange: (value: string) => void) => (props: { id: string }) => (
    <input {...props} ref={refs(key)} name={key} className={f.input} value={fields[key]} readOnly={readOnly} maxLength={POST_FIELD_MAX[key]} onChange={(event) => onChange(event.target.value)} />
  );
  return (
    <section className={s.section} aria-labelledby={`${id}-text`}>
      <h2 id={`${id}-text`} className={s.sectionTitle}>
        The post
      </h2>
      <Field id={id} name="title" label="Title" hint="The headline people see on the blog and in search." counter={<RangeCounter length={fields.title.length} min={AUDIT_LIMITS.titleMin} max={AUDIT_LIMITS.titleMax} />} error={errors.title}>
        {textInput('title', changeTitle)}
      </Field>
      <Field id={id} name="slug" label="Slug" hint={<>The address: /blog/{fields.slug || '…'}. Made from the title until you change it.</>} error={errors.slug}>
        {textInput('slug', (value) => {
          setSlugEdited(value !== '');
          setField('slug', value);
        })}
      </Field>
      <Field id={id} name="category" label="Category" error={errors.category}>
        {(props) => (
          <select {...props} ref={refs('category')} name="category" className={f.select} value={fields.category} disabled={readOnly} onChange={(event) => setField('category', event.target.value)}>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id} name="excerpt" label="Excerpt" hint="One or two sentences for the blog's cards and the meta description." counter={`${fields.excerpt.length} / ${POST_FIELD_MAX.excerpt}`} error={errors.excerpt}>
        {(props) => (
          <textarea {...props} ref={refs('excerpt')} name="excerpt" className={`${f.input} ${s.textarea}`} value={fields.excerpt} readOnly={readOnly} maxLength={POST_FIELD_MAX.excerpt} onChange={(event) => setField('excerpt', event.target.value)} />
        )}
      </Field>
      <Field id={id} name="author" label="Author" error={errors.author}>
        {textInput('author', (value) => setField('author', value))}
      </Field>
      <PostBodyField id={id} draft={draft} readOnly={readOnly} />
    </section>
  );
}
