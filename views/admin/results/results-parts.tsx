import type { ReactNode } from 'react';
import { changeWords } from './results-words.js';
import * as r from './results.css.js';

// The pieces every part of the results page draws: a figure's change, a section with its download.

const ARROWS = { up: '▲', down: '▼' } as const;

/**
 * A figure's change against the period before: "▲ 25 %" in green, "▼ 10 %" in red, "no change", "new";
 * nothing when there was nothing either time. A screen reader hears "up 25 %", not the arrow.
 */
export function Change({ now, before }: { now: number; before: number }) {
  const words = changeWords(now, before);
  if (!words) return null;
  return (
    <span className={r.change[words.tone]}>
      {words.tone === 'up' || words.tone === 'down' ? (
        <>
          <span aria-hidden="true">{ARROWS[words.tone]} </span>
          <span className={r.hidden}>{words.spoken} </span>
        </>
      ) : null}
      {words.shown}
    </span>
  );
}

/** A part of the page: its heading, its CSV beside it, then what it shows. */
export function ResultsSection({ id, title, csv, children }: { id: string; title: string; csv: string | null; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <div className={r.sectionHead}>
        <h2 id={`${id}-title`} className={r.sectionTitle}>
          {title}
        </h2>
        {csv ? (
          <a href={csv} className={r.download}>
            Download CSV<span className={r.hidden}> of {title.toLowerCase()}</span>
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}
