import { useId } from 'react';
import { PAGE_FAMILY_LABELS } from '../../../core/content-audit.js';
import {
  ADMIN_RESULTS_PATH,
  DEFAULT_RESULTS_SORT,
  RESULTS_FAMILIES,
  RESULTS_RANGE_LABELS,
  RESULTS_RANGES,
  type ResultsPageView,
  type ResultsRange,
} from '../../../core/results.js';
import { FilterSelect } from '../shared/filter-select.js';
import * as f from '../shared/admin-forms.css.js';
import * as ui from '../shared/admin-ui.css.js';
import * as r from './results.css.js';

// What the results page shows (docs/product.md#27-results): a plain GET form to the page itself, so it
// works without script and every report is a link. The table's dimension and sort ride along hidden.

const RANGE_CHOICES: readonly { value: ResultsRange | 'custom'; label: string }[] = [
  ...RESULTS_RANGES.map((value) => ({ value, label: RESULTS_RANGE_LABELS[value] })),
  { value: 'custom', label: 'Custom' },
];

export function ResultsFilters({ view: { range, report } }: { view: ResultsPageView }) {
  const id = useId();
  return (
    <form method="get" action={ADMIN_RESULTS_PATH} className={r.filters} aria-label="Period and pages">
      <fieldset className={r.rangeGroup}>
        <legend className={r.legend}>Period</legend>
        <div className={r.ranges}>
          {RANGE_CHOICES.map((choice) => (
            <label key={choice.value} className={r.rangeChoice}>
              <input type="radio" name="range" value={choice.value} defaultChecked={choice.value === range} className={r.radio} />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={r.filterGrid}>
        <div className={f.field}>
          <label htmlFor={`${id}from`} className={f.label}>
            From
          </label>
          <input id={`${id}from`} name="from" type="date" className={f.input} defaultValue={report.from} aria-describedby={`${id}dates`} />
        </div>
        <div className={f.field}>
          <label htmlFor={`${id}to`} className={f.label}>
            To
          </label>
          <input id={`${id}to`} name="to" type="date" className={f.input} defaultValue={report.to} aria-describedby={`${id}dates`} />
        </div>
        <FilterSelect id={`${id}family`} name="family" label="Page family" any="All pages" value={report.family ?? undefined} values={RESULTS_FAMILIES} words={(family) => PAGE_FAMILY_LABELS[family]} />
      </div>
      <p id={`${id}dates`} className={f.hint}>
        From and To are used with Custom: the first and the last day, both included.
      </p>
      <div>
        <button type="submit" className={ui.primaryButton}>
          Show
        </button>
      </div>
      {report.by !== 'page' ? <input type="hidden" name="by" value={report.by} /> : null}
      {report.sort !== DEFAULT_RESULTS_SORT ? <input type="hidden" name="sort" value={report.sort} /> : null}
    </form>
  );
}
