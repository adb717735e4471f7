import { useId, useState } from 'react';
import { recheckPage } from '../../../client/admin-api/audits.js';
import { APPROVED_CLAIMS_TITLE, approveFigurePath } from '../../../core/approved-claims.js';
import { COMPANY_FACTS_TITLE, factEditorPath } from '../../../core/company-facts.js';
import { AUDIT_SEVERITIES, AUDIT_VIEWS_DAYS, PAGE_FAMILY_LABELS, RECHECK_NOTE, type AuditFindingView, type AuditPageView, type AuditReportView, type PageRecheckView } from '../../../core/content-audit.js';
import { deskTime } from '../../../core/desk-time-format.js';
import { ADMIN_RESULTS_PATH, isResultsFamily, resultsQuery } from '../../../core/results.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import { Score, SeverityBadge, SeverityCounts, Subject } from './audit-badges.js';
import { checkLabel, count, scoreBand } from './audit-words.js';
import * as a from './audit-panel.css.js';
import * as s from '../shared/admin-ui.css.js';

/** Where a finding's fix links, and the words of the fix that link: the page that mends it. */
function fixLink(finding: AuditFindingView): { words: string; href: string } | null {
  if (finding.check === 'unapproved-figure') return { words: APPROVED_CLAIMS_TITLE, href: approveFigurePath(finding.subject) };
  if (finding.check === 'unconfirmed-fact') return { words: COMPANY_FACTS_TITLE, href: factEditorPath(finding.subject) };
  return null;
}

/**
 * The fix in words; an unapproved figure's links to the approve form with the figure filled in, an
 * unconfirmed fact's to the company facts with that fact's editor open.
 */
function Fix({ finding }: { finding: AuditFindingView }) {
  const link = fixLink(finding);
  const at = link ? finding.fix.indexOf(link.words) : -1;
  if (!link || at === -1) return <>{finding.fix}</>;
  return (
    <>
      {finding.fix.slice(0, at)}
      <a href={link.href} className={a.pageLink}>
        {link.words}
      </a>
      {finding.fix.slice(at + link.words.length)}
    </>
  );
}

function Finding({ finding }: { finding: AuditFindingView }) {
  return (
    <li className={a.finding}>
      <p className={a.findingHead}>
        <SeverityBadge severity={finding.severity} />{' '}
        <span className={a.checkLabel}>{checkLabel(finding.check)}</span>
      </p>
      <Subject subject={finding.subject} />
      <p className={a.findingMessage}>{finding.message}</p>
      <p className={a.fix}>
        <span className={a.fixLabel}>Fix: </span>
        <Fix finding={finding} />
      </p>
      {finding.fixPlace ? (
        <p className={a.fixPlace}>
          <a href={finding.fixPlace.href} className={a.pageLink}>
            {finding.fixPlace.label}
          </a>
        </p>
      ) : null}
    </li>
  );
}

const bySeverity = (findings: AuditFindingView[]) => [...findings].sort((x, y) => AUDIT_SEVERITIES.indexOf(x.severity) - AUDIT_SEVERITIES.indexOf(y.severity));

/** "Check this page again": the page audited on its own now, its findings shown in place of the run's. */
function useRecheck(path: string) {
  const [result, setResult] = useState<PageRecheckView | null>(null);
  const { busy: checking, error, run } = useAdminAction('the server could not check the page');
  const recheck = () => run(async () => setResult(await recheckPage(path)));
  return { checking, result, error, recheck };
}

function PageCard({ page: fromRun, open, timeZone }: { page: AuditPageView; open: boolean; timeZone: string }) {
  const { checking, result, error, recheck } = useRecheck(fromRun.path);
  const page = result ?? fromRun;
  const { band } = scoreBand(page.score);
  return (
    <li className={`${a.page} ${a.pageBand[band]}`}>
      <Score score={page.score} />
      <div className={a.pageMain}>
        <h4 className={a.pagePath}>
          <a href={page.path} className={a.pageLink}>
            {page.path}
          </a>
        </h4>
        <p className={a.pageFamily}>
          {PAGE_FAMILY_LABELS[page.family] ?? page.family}
          {' · '}
          <a href={`${ADMIN_RESULTS_PATH}?${resultsQuery({ family: isResultsFamily(page.family) ? page.family : null })}`} className={a.pageLink}>
            {`${count(page.views, 'view', 'views')} in the last ${AUDIT_VIEWS_DAYS} days`}
          </a>
        </p>
        <SeverityCounts counts={page.counts} label={`Findings on ${page.path}`} hideNone />
        <button type="button" className={`${s.smallButton} ${a.recheckButton}`} onClick={recheck} disabled={checking}>
          {checking ? 'Checking…' : 'Check this page again'}
        </button>
        <p role="status" className={a.recheckStatus}>
          {result
            ? `Checked again at ${deskTime(result.checkedAt, timeZone)} in ${result.ms} ms: ${count(result.findings.length, 'finding', 'findings')}. ${RECHECK_NOTE}`
            : error
              ? `Not checked: ${error}`
              : ''}
        </p>
      </div>
      <details className={`${s.more} ${a.pageFindings}`} open={open}>
        <summary className={s.moreSummary}>
          {page.findings.length === 0 ? 'No findings now' : `${count(page.findings.length, 'finding', 'findings')} and how to fix ${page.findings.length === 1 ? 'it' : 'them'}`}
        </summary>
        <ul className={a.findings}>
          {bySeverity(page.findings).map((finding, i) => (
            <Finding key={`${finding.check}-${i}`} finding={finding} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The report's pages, worst score (or most viewed) first, each with its views, its findings and how to fix them. */
export function Pages({ report, filtered, timeZone }: { report: AuditReportView; filtered: boolean; timeZone: string }) {
  const id = useId();
  const { pages, matchingPages, cleanPages } = report;
  const more = matchingPages - pages.length;
  return (
    <section className={a.block} aria-labelledby={`${id}pages`}>
      <h3 id={`${id}pages`} className={a.blockTitle}>
        {report.filter.sort === 'views' ? 'Pages, most viewed first' : 'Pages, worst score first'}
      </h3>
      <p className={a.resultLine}>
        {`${count(matchingPages, 'page has', 'pages have')} ${filtered ? 'findings that match the filter' : 'something to fix'}; `}
        {`${count(cleanPages, 'page has', 'pages have')} ${filtered ? 'nothing that matches the filter' : 'nothing to fix'}.`}
      </p>
      {pages.length ? (
        <ol className={a.pages}>
          {pages.map((page) => (
            <PageCard key={page.path} page={page} open={pages.length === 1} timeZone={timeZone} />
          ))}
        </ol>
      ) : (
        <p className={s.empty}>{filtered ? 'No page has a finding that matches this filter.' : 'Every page passes every check.'}</p>
      )}
      {more > 0 ? <p className={a.moreLine}>{`${count(more, 'more page matches', 'more pages match')}; narrow the filter`}</p> : null}
    </section>
  );
}

