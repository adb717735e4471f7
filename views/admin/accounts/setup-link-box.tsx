import { useId, useRef, useState, type RefObject } from 'react';
import type { SetupLinkView } from '../../../core/admin-accounts.js';
import { deskTime } from '../../../core/desk-time-format.js';
import * as f from '../shared/admin-forms.css.js';
import { copyText } from '../shared/copy-text.js';
import * as s from './accounts.css.js';
import { primaryButton, smallButton } from '../shared/admin-ui.css.js';

/** A setup link, shown once: the text to send, the link to copy, and Done to put it away. */
export function SetupLinkBox({ link, timeZone, headingRef, onDone }: { link: SetupLinkView; timeZone: string; headingRef: RefObject<HTMLHeadingElement | null>; onDone: () => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  const copy = async () => {
    if (await copyText(link.url)) return setSaid('Copied');
    inputRef.current?.select();
    setSaid('The link is selected: copy it with Ctrl+C (⌘C on a Mac).');
  };
  return (
    <section className={s.setupBox} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={s.heading}>
        Setup link for {link.username}
      </h2>
      <p>
        Send this link to {link.username}. It works once, until <time dateTime={link.expiresAt}>{deskTime(link.expiresAt, timeZone)}</time>, and will not be shown again.
      </p>
      <div className={f.field}>
        <label htmlFor={`${id}-link`} className={f.label}>
          Setup link
        </label>
        <div className={s.linkRow}>
          <input
            ref={inputRef}
            id={`${id}-link`}
            className={`${f.input} ${s.linkInput}`}
            readOnly
            value={link.url}
            data-testid="setup-link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className={primaryButton} onClick={() => void copy()}>
            Copy link
          </button>
          <button type="button" className={smallButton} onClick={onDone}>
            Done
          </button>
        </div>
      </div>
      <p role="status" className={said ? s.success : undefined}>
        {said}
      </p>
    </section>
  );
}
