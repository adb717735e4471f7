import { useId } from 'react';
import { PAGE_FAMILY_LABELS } from '../../../core/content-audit.js';
import { RESULTS_DIMENSION_LABELS, RESULTS_DIMENSIONS, RESULTS_NONE_LABELS, RESULTS_ROWS_SHOWN, type ResultsDimension, type ResultsFigures, type ResultsReport, type ResultsRow } from '../../../core/results.js';
import { Change } from './results-parts.js';
import { countWords, FIGURE_COLUMNS, pageHref, RESULTS_ANCHORS, type ResultsState } from './results-words.js';
import * as ui from '../shared/admin-ui.css.js';
import * as r from './results.css.js';

// The report's rows (docs/product.md#27-results): by landing page, source and medium, campaign or referrer,
// chosen by tabs that are plain links, sorted by a column whose heading is a link too. The table scrolls
// sideways in its own box on a phone, its first column pinned.

const ANCHOR = RESULTS_ANCHORS.table;

/** Links to the same report by another dimension; the one shown is marked. */
export function DimensionTabs({ state, by }: { state: ResultsState; by: ResultsDimension }) {
  return (
    <nav aria-label="Break the results down by">
      <ul className={r.tabs}>
        {RESULTS_DIMENSIONS.map((dimension) => (
          <li key={dimension}>
            <a href={pageHref(state, { by: dimension }, ANCHOR)} className={r.tab} aria-current={dimension === by ? 'true' : undefined}>
              {RESULTS_DIMENSION_LABELS[dimension]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A landing page: the path linked to the page itself, its family, and where its findings and its editor are. */
function PageKey({ row, path }: { row: ResultsRow; path: string }) {
  return (
    <>
      <a href={path} className={r.rowPath}>
        {path}
      </a>{' '}
      {row.family ? <span className={r.rowFamily}>{PAGE_FAMILY_LABELS[row.family]}</span> : null}
      {' '}
      {row.findingsHref || row.editorHref ? (
        <span className={r.rowLinks}>
          {row.findingsHref ? (
            <a href={row.findingsHref} className={r.rowLink}>
              Findings<span className={r.hidden}> for {path}</span>
            </a>
          ) : null}{' '}
          {row.editorHref ? (
            <a href={row.editorHref} className={r.rowLink}>
              Edit<span className={r.hidden}> {path}</span>
            </a>
          ) : null}
        </span>
      ) : null}
    </>
  );
}

/** A row's key in words: the path (with its links), "source / medium", the campaign or host; the dimension's "none" text for none. */
function RowKey({ row, by }: { row: ResultsRow; by: ResultsDimension }) {
  if (row.key === null) return <span className={r.rowKey}>{RESULTS_NONE_LABELS[by]}</span>;
  if (by === 'page') return <PageKey row={row} path={row.key} />;
  return <span className={r.rowKey}>{by === 'source' ? `${row.key} / ${row.medium ?? '(none)'}` : row.key}</span>;
}

/** A row's figures, each with its change against the period before under it. */
function Figures({ now, before, className }: { now: ResultsFigures; before: ResultsFigures; className?: string }) {
  return (
    <>
      {FIGURE_COLUMNS.map((column) => (
        <td key={column.sort} className={className ? `${r.figureCell} ${className}` : r.figureCell}>
          <span className={r.figureStack}>
            <span>{column.format(now[column.sort])}</span>{' '}
            <Change now={now[column.sort]} before={before[column.sort]} />
          </span>
        </td>
      ))}
    </>
  );
}

function RowsTable({ report, state, period }: { report: ResultsReport; state: ResultsState; period: string }) {
  const id = useId();
  const sortedBy = FIGURE_COLUMNS.find((column) => column.sort === report.sort) ?? FIGURE_COLUMNS[0]!;
  return (
    <div className={r.tableBox}>
      {/* What the table holds, named by this line rather than a caption: a caption would scroll away with the table. */}
      <p id={`${id}title`} className={r.tableTitle}>
        By {RESULTS_DIMENSION_LABELS[report.by].toLowerCase()}, {period}; sorted by {sortedBy.label.toLowerCase()}, highest first. Under each figure, its change against the
        period before.
      </p>
      <div className={r.scroller} role="region" tabIndex={0} aria-labelledby={`${id}title`}>
        <table className={r.table} aria-labelledby={`${id}title`}>
          <thead>
            <tr>
              <th scope="col" className={r.keyHead}>
                {RESULTS_DIMENSION_LABELS[report.by]}
              </th>
              {FIGURE_COLUMNS.map((column) => {
                const current = column === sortedBy;
                return (
                  <th key={column.sort} scope="col" className={r.th} aria-sort={current ? 'descending' : undefined}>
                    <a href={pageHref(state, { sort: column.sort }, ANCHOR)} className={current ? `${r.sortLink} ${r.sortCurrent}` : r.sortLink}>
                      {column.label}
                      {current ? <span aria-hidden="true">▼</span> : null}
                    </a>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {report.rows.slice(0, RESULTS_ROWS_SHOWN).map((row, i) => (
              <tr key={`${row.key ?? ''}\u0000${row.medium ?? ''}\u0000${i}`}>
                <th scope="row" className={r.keyCell}>
                  <RowKey row={row} by={report.by} />
                </th>
                <Figures now={row} before={row.previous} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={`${r.keyCell} ${r.totalCell}`}>
                Total
              </th>
              <Figures now={report.total} before={report.previousTotal} className={r.totalCell} />
            </tr>
          </tfoot>
        </table>
      </div>
      {report.rows.length > RESULTS_ROWS_SHOWN ? (
        <p className={r.tableTitle}>
          The first {RESULTS_ROWS_SHOWN} of {countWords(report.rows.length)} rows; the total counts them all, and the CSV lists them all.
        </p>
      ) : null}
    </div>
  );
}

/** The tabs, then the table of the dimension shown, or what it would have held when it has no row. */
export function ResultsTable({ report, state, period }: { report: ResultsReport; state: ResultsState; period: string }) {
  return (
    <>
      <DimensionTabs state={state} by={report.by} />
      {report.rows.length ? (
        <RowsTable report={report} state={state} period={period} />
      ) : (
        <p className={ui.empty}>No visits or leads by {RESULTS_DIMENSION_LABELS[report.by].toLowerCase()} in this period.</p>
      )}
    </>
  );
}
