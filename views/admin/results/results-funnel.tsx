import { formatRate, type FunnelStep } from '../../../core/results.js';
import { countWords } from './results-words.js';
import * as ui from '../shared/admin-ui.css.js';
import * as r from './results.css.js';

// The funnel (docs/product.md#27-results): how many of the period's visitors opened the quote form, started
// it, became leads and were won; a bar per step as long as its share of the first step, and how many did
// not go on at each. The bars only echo the words: they are hidden from screen readers.

/** "312 did not go on, 62 %"; null for the last step, or a step nobody reached. */
export function dropWords(step: FunnelStep): string | null {
  if (step.dropped === null || step.count === 0) return null;
  if (step.dropped === 0) return 'All went on';
  return `${countWords(step.dropped)} did not go on, ${Math.round((step.dropped / step.count) * 100)} %`;
}

/** A step's share of the first step, at most 1 (a lead may come from a visit the counting never saw). */
const shareOf = (step: FunnelStep, first: FunnelStep) => (first.count > 0 ? Math.min(1, step.count / first.count) : 0);

export function Funnel({ steps }: { steps: FunnelStep[] }) {
  const first = steps[0];
  if (!first) return <p className={ui.empty}>No funnel for this period.</p>;
  return (
    <div className={ui.panel}>
      <ol className={r.funnel} aria-label="Funnel steps">
        {steps.map((step, i) => {
          const share = shareOf(step, first);
          const drop = dropWords(step);
          return (
            <li key={step.step} className={r.step}>
              <p className={r.stepHead}>
                <span className={r.stepName}>{step.label}</span>{' '}
                <span className={r.stepCount}>
                  {countWords(step.count)}
                  {i > 0 ? <span className={r.stepShare}> ({formatRate(share)} of {first.label.toLowerCase()})</span> : null}
                </span>
              </p>
              <svg className={r.stepBar} aria-hidden="true" focusable="false">
                <rect width="100%" height="100%" rx="4" className={r.stepTrack} />
                {share > 0 ? <rect width={`${Math.round(share * 1000) / 10}%`} height="100%" rx="4" className={r.stepFill} /> : null}
              </svg>
              {drop ? <p className={r.stepDrop}>{drop}</p> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
