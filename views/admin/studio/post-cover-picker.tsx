import { useState, type ChangeEvent } from 'react';
import type { MediaImageView } from '../../../core/media.js';
import * as f from '../shared/admin-forms.css.js';
import { smallButton } from '../shared/admin-ui.css.js';
import * as s from './studio.css.js';

const secondary = `${smallButton} ${s.dimmed}`;

export interface CoverPickerProps {
  id: string;
  cover: MediaImageView | null;
  /** The cover's alt text as the post gives it (it may differ from the text given at the upload). */
  alt: string;
  readOnly: boolean;
  busy: boolean;
  error?: string;
  inputRef: (element: HTMLElement | null) => void;
  onUpload: (file: File | undefined, alt: string) => Promise<void>;
  onAlt: (alt: string) => void;
  onRemove: () => void;
}

/** The cover: the generated artwork by default, or an uploaded image with its alt text. */
export function CoverPicker({ id, cover, alt: coverAlt, readOnly, busy, error, inputRef, onUpload, onAlt, onRemove }: CoverPickerProps) {
  const [file, setFile] = useState<File | undefined>(undefined);
  const [alt, setAlt] = useState('');
  const errorId = `${id}-cover-error`;
  return (
    <section className={s.section} aria-labelledby={`${id}-cover`}>
      <h2 id={`${id}-cover`} className={s.sectionTitle}>
        Cover image
      </h2>
      <div className={s.cover}>
        {cover ? <img src={cover.src} alt={coverAlt || cover.alt} className={s.coverThumb} /> : <div className={s.coverArtwork}>Generated artwork</div>}
        <div className={f.field}>
          <p>{cover ? 'An uploaded image.' : 'Generated artwork: made from the title and the category.'}</p>
          {cover ? (
            <>
              <label htmlFor={`${id}-cover-alt-now`} className={f.label}>
                Cover alt text
              </label>
              <input id={`${id}-cover-alt-now`} className={f.input} value={coverAlt} readOnly={readOnly} maxLength={200} onChange={(event) => onAlt(event.target.value)} />
            </>
          ) : null}
          {cover && !readOnly ? (
            <div className={s.buttonRow}>
              <button type="button" className={secondary} onClick={onRemove}>
                Use the generated artwork
              </button>
            </div>
          ) : null}
        </div>
      </div>
      {readOnly ? null : (
        <>
          <div className={f.field}>
            <label htmlFor={`${id}-cover-file`} className={f.label}>
              {cover ? 'Upload another image' : 'Upload an image'}
            </label>
            <p id={`${id}-cover-hint`} className={f.hint}>
              JPEG, PNG or WebP, at most 5 MB.
            </p>
            <input
              ref={inputRef}
              id={`${id}-cover-file`}
              type="file"
              className={s.fileInput}
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={error ? `${id}-cover-hint ${errorId}` : `${id}-cover-hint`}
              aria-invalid={error ? true : undefined}
              onChange={(event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0])}
            />
          </div>
          <div className={f.field}>
            <label htmlFor={`${id}-cover-alt`} className={f.label}>
              Alt text of the image to upload (required)
            </label>
            <input id={`${id}-cover-alt`} className={f.input} value={alt} maxLength={200} aria-describedby={error ? errorId : undefined} onChange={(event) => setAlt(event.target.value)} />
          </div>
          {error ? (
            <p id={errorId} className={f.fieldError} role="alert">
              {error}
            </p>
          ) : null}
          <div className={s.buttonRow}>
            <button type="button" className={secondary} disabled={busy} aria-busy={busy || undefined} onClick={() => void onUpload(file, alt)}>
              {busy ? 'Uploading…' : 'Upload the cover'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
