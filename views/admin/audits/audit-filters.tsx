import { useId } from 'react';
import { ADMIN_HOME_PATH } from '../../../core/admin.js';
import { AUDIT_CHECK_IDS, AUDIT_CHECKS, AUDIT_SEVERITIES, AUDIT_VIEWS_DAYS, auditFilterQuery, PAGE_FAMILIES, PAGE_FAMILY_LABELS, type AuditFilterView } from '../../../core/content-audit.js';
import { SEVERITY_WORDS } from './audit-words.js';
import { FilterSelect } from '../shared/filter-select.js';
import * as f from '../shared/admin-forms.css.js';
import * as a from './audit-panel.css.js';
import * as s from '../shared/admin-ui.css.js';

/** Where the panel sits on the dashboard: the filter form and its Clear link come back to it. */
export const AUDIT_PANEL_ID = 'content-audit';

/**
 * The filter: a plain GET form to the dashboard, so it works before (and without) the island and every
 * filtered view is a link. Its action ends in the panel's anchor, so the reloaded page opens on the panel.
 */
export function Filters({ filter }: { filter: AuditFilterView }) {
  const id = useId();
  const home = `${ADMIN_HOME_PATH}#${AUDIT_PANEL_ID}`;
  return (
    <form method="get" action={home} className={a.filters} aria-labelledby={`${id}title`}>
      <h3 id={`${id}title`} className={a.filterTitle}>
        Filter findings
      </h3>
      <div className={a.filterGrid}>
        <FilterSelect id={`${id}severity`} name="severity" label="Severity" any="Any severity" value={filter.severity} values={AUDIT_SEVERITIES} words={(severity) => `${SEVERITY_WORDS[severity][2]}s`} />
        <div className={f.field}>
          <label htmlFor={`${id}check`} className={f.label}>
            Check
          </label>
          <select id={`${id}check`} name="check" className={f.select} defaultValue={filter.check ?? ''}>
            <option value="">Any check</option>
            {AUDIT_SEVERITIES.map((severity) => (
              <optgroup key={severity} label={`${SEVERITY_WORDS[severity][2]}s`}>
                {AUDIT_CHECK_IDS.filter((check) => AUDIT_CHECKS[check].severity === severity).map((check) => (
                  <option key={check} value={check}>
                    {AUDIT_CHECKS[check].label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <FilterSelect id={`${id}family`} name="family" label="Page family" any="Any page" value={filter.family} values={PAGE_FAMILIES} words={(family) => PAGE_FAMILY_LABELS[family]} />
        <div className={f.field}>
          <label htmlFor={`${id}path`} className={f.label}>
            Path
          </label>
          <input id={`${id}path`} name="path" type="search" className={f.input} defaultValue={filter.path ?? ''} placeholder="/locations/texas" maxLength={300} />
        </div>
        <FilterSelect id={`${id}sort`} name="sort" label="Order" any="Worst score first" value={filter.sort} values={['views'] as const} words={() => `Most viewed first (${AUDIT_VIEWS_DAYS} days)`} />
        <div className={a.filterButtons}>
          <button type="submit" className={s.primaryButton}>
            Filter
          </button>
          {auditFilterQuery(filter) ? (
            <a href={home} className={s.smallButton}>
              Clear
            </a>
          ) : null}
        </div>
      </div>
    </form>
  );
}

