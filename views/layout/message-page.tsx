import type { ReactNode } from 'react';
import type { DescribedLink } from '../content/types.js';
import { usePage } from '../app/site-context.js';
import { button, buttonLarge } from '../theme/button.css.js';
import { container, eyebrow as eyebrowStyle } from '../theme/utilities.css.js';
import { PhoneIcon } from './icons.js';
import { LinkCardGrid } from './link-card-grid.js';
import * as s from './message-page.css.js';

interface MessagePageProps {
  eyebrow: string;
  title: string;
  text: string;
  /** A smaller line under the text (e.g. a reference for support). */
  note?: ReactNode;
  homeLabel: string;
  /** Where to go instead: a titled grid of links under the message. */
  links?: { title: string; items: readonly DescribedLink[] };
}

/** A page that is a message (not found, an error): the H1, a sentence, Return Home and the call button. */
export function MessagePage({ eyebrow, title, text, note, homeLabel, links }: MessagePageProps) {
  const { site } = usePage();
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.intro}>
        <p className={eyebrowStyle}>{eyebrow}</p>
        <h1 className={s.title}>{title}</h1>
        <p className={s.text}>{text}</p>
        {note ? <p className={s.note}>{note}</p> : null}
        <div className={s.actions}>
          <a href="/" className={`${button.secondary} ${buttonLarge}`}>
            {homeLabel}
          </a>
          <a href={site.phoneHref} className={`${button.outline} ${buttonLarge}`}>
            <PhoneIcon size={20} />
            Call {site.phone}
          </a>
        </div>
      </div>
      {links ? (
        <section aria-labelledby="message-links-title" className={s.links}>
          <h2 id="message-links-title" className={s.linksTitle}>
            {links.title}
          </h2>
          <LinkCardGrid links={links.items} columns={3} />
        </section>
      ) : null}
    </div>
  );
}
