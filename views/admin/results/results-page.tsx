import { PAGE_FAMILY_LABELS } from '../../../core/content-audit.js';
import { DEFAULT_RESULTS_RANGE, RESULTS_RANGE_LABELS, type ResultsFigures, type ResultsPageView } from '../../../core/results.js';
import { DailyChart } from './results-chart.js';
import { ResultsFilters } from './results-filters.js';
import { Funnel } from './results-funnel.js';
import { Change, ResultsSection } from './results-parts.js';
import { ResultsTable } from './results-table.js';
import { comparedWords, csvHref, FIGURE_COLUMNS, periodWords, RESULTS_ANCHORS, stateOf } from './results-words.js';
import * as ui from '../shared/admin-ui.css.js';
import * as r from './results.css.js';

// /admin/results (docs/product.md#27-results): which pages, sources, campaigns and referrers bring
// visitors, leads and won business. Server HTML only: the form, the tabs and the sort are links and GETs.

/** The summary: the period's totals, each with its change and its figure of the period before. */
function Tiles({ total, previous }: { total: ResultsFigures; previous: ResultsFigures }) {
  return (
    <dl className={r.tiles} aria-label="Totals of the period">
      {FIGURE_COLUMNS.map((column) =>
        column.tile ? (
          <div key={column.sort} className={r.tile}>
            <dt className={r.tileName}>{column.tile}</dt>
            <dd className={r.tileValue}>{column.format(total[column.sort])}</dd>
            <dd className={r.tileChange}>
              <Change now={total[column.sort]} before={previous[column.sort]} />{' '}
              <span className={r.before}>({column.format(previous[column.sort])} before)</span>
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

export function ResultsPage({ results }: { results: ResultsPageView }) {
  const { report, error } = results;
  const state = stateOf(results);
  const period = periodWords(report);
  return (
    <div className={r.stack}>
      <div>
        <h1 className={ui.title}>Results</h1>
        <p className={r.intro}>
          Which pages, sources and campaigns bring visitors, leads and won business. Visitors are counted without cookies, each visitor once a day; a lead counts
          where its first touch was; won leads and revenue come from the desk’s outcomes.
        </p>
      </div>
      {error ? (
        <p role="alert" className={ui.alert}>
          {`The report could not use what was asked: ${error.replace(/\.$/, '')}. It shows the ${RESULTS_RANGE_LABELS[DEFAULT_RESULTS_RANGE].toLowerCase()} instead.`}
        </p>
      ) : null}
      <ResultsFilters view={results} />
      <p className={r.period}>
        {comparedWords(report)}{' '}
        <span className={r.periodPages}>{report.family ? `${PAGE_FAMILY_LABELS[report.family]} only` : 'All pages'}</span>
      </p>
      <Tiles total={report.total} previous={report.previousTotal} />
      <ResultsSection id={RESULTS_ANCHORS.daily} title="Visitors and leads per day" csv={csvHref(state, 'daily')}>
        <div className={r.chartPanel}>
          <DailyChart daily={report.daily} period={period} />
        </div>
      </ResultsSection>
      <ResultsSection id={RESULTS_ANCHORS.table} title="Where results come from" csv={report.rows.length ? csvHref(state) : null}>
        <ResultsTable report={report} state={state} period={period} />
      </ResultsSection>
      <ResultsSection id={RESULTS_ANCHORS.funnel} title="Funnel" csv={csvHref(state, 'funnel')}>
        <Funnel steps={report.funnel} />
      </ResultsSection>
    </div>
  );
}
