import { useEffect, useState } from 'react';
import { previewPost, type PostPreview as PreviewAnswer } from '../../../client/admin-api/posts.js';
import { failureMessage, fieldErrorsOf } from '../../../client/admin-api/request.js';
import { checkPostFields, type PostFields } from '../../../core/studio-posts.js';
import { CheckList } from './check-list.js';
import { PreviewFrame } from './preview-frame.js';
import * as s from './studio.css.js';

/** How long the preview waits after the last change before it asks for the page. */
export const PREVIEW_DELAY_MS = 600;

export interface PostPreviewProps {
  id: string;
  fields: PostFields;
  /** The post's id as last saved (null before its first save), read when the preview is asked for. */
  postId: () => number | null;
  readOnly: boolean;
  /** The live page's address, for a viewer to follow instead. */
  liveHref: string | null;
}

const waitsFor = (messages: string[]) => `The preview waits for: ${messages.join('; ')}`;

/** The live preview, PREVIEW_DELAY_MS after the last change, and its checks; nothing is stored. */
export function PostPreview({ id, fields, postId, readOnly, liveHref }: PostPreviewProps) {
  const [preview, setPreview] = useState<PreviewAnswer | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);

  useEffect(() => {
    if (readOnly) return;
    // Fields the server would refuse (a new post's empty title) are named here by the same rule, without a
    // request the browser would log as a 400.
    const waiting = Object.values(checkPostFields(fields, false).errors);
    if (waiting.length > 0) {
      setPreviewError(waitsFor(waiting));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // No control's call: it follows the typing, and what it could not do is said in place of the preview.
      previewPost(postId(), fields, controller.signal).then(
        (answer) => {
          setPreview(answer);
          setPreviewError(null);
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          const byField = Object.values(fieldErrorsOf(failure));
          setPreviewError(byField.length > 0 ? waitsFor(byField) : failureMessage(failure, 'The preview could not be made'));
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // postId is read when the timer fires: a new function each render is no new preview.
  }, [fields, readOnly]);

  return (
    <section className={s.previewColumn} aria-labelledby={`${id}-preview`}>
      <h2 id={`${id}-preview`} className={s.sectionTitle}>
        Preview
      </h2>
      {readOnly ? (
        <p className={s.muted}>The live preview and its checks are for admins and editors.{liveHref ? ' The live page is linked at the top.' : ''}</p>
      ) : (
        <>
          {previewError ? <p className={s.muted}>{previewError}</p> : null}
          {preview ? (
            <>
              <PreviewFrame html={preview.html} />
              <h3 className={s.sectionTitle}>Checks</h3>
              <CheckList checks={preview.checks} headingLevel={4} />
            </>
          ) : !previewError ? (
            <p className={s.muted}>The preview appears as you write.</p>
          ) : null}
        </>
      )}
    </section>
  );
}
