import type { ReactNode } from 'react';
import type { Action } from '../content/page-content.js';
import { CheckIcon } from '../layout/icons.js';
import { SectionHeading } from '../layout/section-heading.js';
import { container, section } from '../theme/utilities.css.js';
import { ActionRow } from './action-button.js';
import * as s from './block-section.css.js';

export type Tone = keyof typeof s.tone;

interface BlockSectionProps {
  /** Unique on the page: the heading's id derives from it. */
  id: string;
  /** Rendered as the section's id (an in-page anchor) when the content gave one. */
  anchor?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone: Tone;
  children?: ReactNode;
  actions?: readonly Action[];
}

/** The frame of every content block: a labelled <section> with eyebrow, H2 and lead, then the block's body. */
export function BlockSection({ id, anchor, eyebrow, title, intro, tone, children, actions }: BlockSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={anchor} aria-labelledby={headingId} className={`${section} ${s.tone[tone]} ${anchor ? s.anchored : ''}`}>
      <div className={container}>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        {children ? <div className={s.body}>{children}</div> : null}
        {actions?.length ? <ActionRow actions={actions} className={s.actions} onDark={tone === 'dark'} /> : null}
      </div>
    </section>
  );
}

/** Paragraphs of body copy. */
export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className={s.paragraphs}>
      {paragraphs.map((text) => (
        <p key={text.slice(0, 40)}>{text}</p>
      ))}
    </div>
  );
}

/** A two-column checklist with check marks. */
export function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className={s.checklist}>
      {items.map((item) => (
        <li key={item} className={s.checkItem}>
          <CheckIcon size={20} className={s.check} />
          {item}
        </li>
      ))}
    </ul>
  );
}
