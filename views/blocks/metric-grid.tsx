import type { Metric } from '../content/page-content.js';
import * as s from './metric-grid.css.js';

interface MetricGridProps {
  metrics: readonly Metric[];
  /** `dark` on a navy section, `light` as cards on white. */
  tone: 'dark' | 'light';
  /** Columns on desktop; two from tablet up, one on phones. */
  columns: 2 | 3 | 4;
}

/** Figures with their label and one line of context: a description list, figure shown first. */
export function MetricGrid({ metrics, tone, columns }: MetricGridProps) {
  return (
    <dl className={`${s.grid[columns]} ${s.tone[tone]}`}>
      {metrics.map((item) => (
        <div key={item.label} className={s.item}>
          <dt className={s.label}>{item.label}</dt>
          <dd className={s.metric}>{item.metric}</dd>
          <dd className={s.description}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
