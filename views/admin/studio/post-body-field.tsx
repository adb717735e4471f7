import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import * as f from '../shared/admin-forms.css.js';
import type { PostDraft } from './post-draft.js';
import { applyMarkdown, MARKDOWN_ACTIONS, shortcutAction, type MarkdownAction } from './post-editor-text.js';
import { Field } from './post-field.js';
import * as s from './studio.css.js';

/** The body in Markdown with its formatting toolbar and shortcuts (Ctrl+B, Ctrl+I), which keep the selection. */
export function PostBodyField({ id, draft, readOnly }: { id: string; draft: PostDraft; readOnly: boolean }) {
  const { fields, errors, setField, fieldRefs } = draft;
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);

  // Keeps the selection in the body after a toolbar action.
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !bodyRef.current) return;
    pendingSelection.current = null;
    bodyRef.current.focus();
    bodyRef.current.setSelectionRange(selection.start, selection.end);
  });

  const markdown = (action: MarkdownAction) => {
    const area = bodyRef.current;
    if (!area || readOnly) return;
    const edit = applyMarkdown(area.value, area.selectionStart, area.selectionEnd, action);
    pendingSelection.current = { start: edit.start, end: edit.end };
    setField('bodyMarkdown', edit.text);
  };

  const bodyKeys = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = shortcutAction(event.key, event.ctrlKey || event.metaKey);
    if (!action) return;
    event.preventDefault();
    markdown(action);
  };

  return (
    <Field id={id} name="bodyMarkdown" label="Body (Markdown)" hint="Use ## for headings. Ctrl+B (⌘B) bold, Ctrl+I (⌘I) italic." counter={`${fields.bodyMarkdown.length.toLocaleString('en-US')} characters`} error={errors.bodyMarkdown}>
      {(props) => (
        <>
          {readOnly ? null : (
            <div className={s.toolbar} role="toolbar" aria-label="Formatting" aria-controls={props.id}>
              {MARKDOWN_ACTIONS.map((item) => (
                <button
                  key={item.action}
                  type="button"
                  className={s.toolButton}
                  aria-keyshortcuts={item.shortcut ? `Control+${item.shortcut.toUpperCase()} Meta+${item.shortcut.toUpperCase()}` : undefined}
                  title={item.shortcut ? `${item.label} (Ctrl+${item.shortcut.toUpperCase()})` : undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => markdown(item.action)}
                >
                  {item.label}
                </button>
              ))}
            </div>
          )}
          <textarea
            {...props}
            ref={(element) => {
              bodyRef.current = element;
              fieldRefs.current.bodyMarkdown = element;
            }}
            name="bodyMarkdown"
            className={`${f.input} ${s.textarea} ${s.bodyArea}`}
            value={fields.bodyMarkdown}
            readOnly={readOnly}
            onKeyDown={bodyKeys}
            onChange={(event) => setField('bodyMarkdown', event.target.value)}
          />
        </>
      )}
    </Field>
  );
}
