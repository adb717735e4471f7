import { can, type AdminView } from '../../../core/admin.js';
import { ADMIN_LEADS_PATH, isFiltered, leadFilterQuery, LEADS_EXPORT_PATH } from '../../../core/admin-pages.js';
import { includesSpam, SEARCH_MAX_LENGTH } from '../../../core/lead-filter.js';
import {
  LEAD_KINDS,
  LEAD_KIND_LABELS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  LEADS_PAGE_SIZE,
  OWNER_FILTER_ME,
  OWNER_FILTER_NONE,
  UNASSIGNED_LABEL,
  type LeadFilterView,
  type LeadSummaryView,
} from '../../../core/lead-desk.js';
import { overdueFirst } from '../../../core/desk-time-format.js';
import { sourceLabel } from '../../../core/lead-labels.js';
import { FilterSelect } from '../shared/filter-select.js';
import { LeadList } from './lead-list.js';
import * as f from '../shared/admin-forms.css.js';
import * as s from './desk.css.js';
import * as ui from '../shared/admin-ui.css.js';

interface InboxProps {
  admin: AdminView;
  filter: LeadFilterView;
  leads: LeadSummaryView[];
  nextCursor: string | null;
  sources: string[];
  owners: string[];
  error?: string;
  timeZone: string;
  now: string;
}

function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/**
 * The filters: a plain GET form, so they work before (and without) any script, and every filtered view
 * is a link that can be shared or reloaded.
 */
function Filters({ filter, sources, owners }: { filter: LeadFilterView; sources: string[]; owners: string[] }) {
  const knownSources = filter.source && !sources.includes(filter.source) ? [...sources, filter.source] : sources;
  // me and none first; an owner asked for by a link (a disabled account now) stays choosable.
  const ownerChoices = [OWNER_FILTER_ME, OWNER_FILTER_NONE, ...owners, ...(filter.owner && ![OWNER_FILTER_ME, OWNER_FILTER_NONE, ...owners].includes(filter.owner) ? [filter.owner] : [])];
  const narrowed = Boolean(filter.kind || filter.status || filter.source || filter.from || filter.to || filter.spam || filter.owner);
  return (
    <form method="get" action={ADMIN_LEADS_PATH} className={s.filters} aria-label="Filter leads">
      <div className={s.searchRow}>
        <div className={`${f.field} ${s.searchField}`}>
          <label htmlFor="filter-q" className={f.label}>
            Search
          </label>
          <input id="filter-q" name="q" type="search" className={f.input} defaultValue={filter.q ?? ''} placeholder="Name, e-mail, phone, company" maxLength={SEARCH_MAX_LENGTH} />
        </div>
        <button type="submit" className={ui.primaryButton}>
          Search
        </button>
        {isFiltered(filter) ? (
          <a href={ADMIN_LEADS_PATH} className={ui.smallButton}>
            Clear
          </a>
        ) : null}
      </div>
      {/* Closed until used, so on a phone the leads start on the first screen. */}
      <details className={ui.more} open={narrowed}>
        <summary className={ui.moreSummary}>More filters: owner, kind, status, source, dates, spam</summary>
        <div className={s.moreGrid}>
          <FilterSelect
            id="filter-owner"
            name="owner"
            label="Owner"
            any="Anyone or nobody"
            value={filter.owner}
            values={ownerChoices}
            words={(owner) => (owner === OWNER_FILTER_ME ? 'Mine' : owner === OWNER_FILTER_NONE ? UNASSIGNED_LABEL : owner)}
          />
          <FilterSelect id="filter-kind" name="kind" label="Kind" any="Any kind" value={filter.kind} values={LEAD_KINDS} words={(kind) => LEAD_KIND_LABELS[kind]} />
          <FilterSelect id="filter-status" name="status" label="Status" any="Any status" value={filter.status} values={LEAD_STATUSES} words={(status) => LEAD_STATUS_LABELS[status]} />
          <FilterSelect id="filter-source" name="source" label="Source" any="Any source" value={filter.source} values={knownSources} words={sourceLabel} />
          <div className={f.field}>
            <label htmlFor="filter-from" className={f.label}>
              From
            </label>
            <input id="filter-from" name="from" type="date" className={f.input} defaultValue={filter.from ?? ''} />
          </div>
          <div className={f.field}>
            <label htmlFor="filter-to" className={f.label}>
              To
            </label>
            <input id="filter-to" name="to" type="date" className={f.input} defaultValue={filter.to ?? ''} />
          </div>
          <div className={s.filterButtons}>
            <label className={s.filterCheck}>
              <input type="checkbox" name="spam" value="true" className={f.checkbox} defaultChecked={filter.spam ?? false} />
              Include spam
            </label>
            <button type="submit" className={ui.primaryButton}>
              Apply filters
            </button>
          </div>
        </div>
      </details>
    </form>
  );
}

/** Under a filter the desk refused: its messages are above, and no lead is listed until it is fixed. */
export const INBOX_FILTER_REFUSED = 'Correct the filter above to see leads.';

/** /admin/leads: the inbox (docs/product.md#21-leads-desk). */
export function InboxPage({ admin, filter, leads, nextCursor, sources, owners, error, timeZone, now }: InboxProps) {
  const query = leadFilterQuery(filter);
  const ordered = overdueFirst(leads, now);
  return (
    <div>
      <div className={ui.pageHead}>
        <div>
          <h1 className={ui.title}>Leads</h1>
          <p className={ui.subtitle}>
            Newest first, {LEADS_PAGE_SIZE} a page; leads still new after 15 minutes come first. Times in {timeZone}.
          </p>
        </div>
        {can(admin.role, 'leads:change') ? (
          <a href={withQuery(LEADS_EXPORT_PATH, query)} className={ui.smallButton} download>
            Export CSV
          </a>
        ) : null}
      </div>
      <Filters filter={filter} sources={sources} owners={owners} />
      {error ? (
        <p role="alert" className={ui.alert}>
          {error}
        </p>
      ) : null}
      <div className={s.resultLine}>
        <p>
          {leads.length === 0 ? 'No leads' : `${leads.length} lead${leads.length === 1 ? '' : 's'}`} on this page
          {includesSpam(filter) ? ', spam included' : ', spam hidden'}
        </p>
      </div>
      {leads.length ? (
        <LeadList leads={ordered} timeZone={timeZone} now={now} caption="Leads" headingLevel={2} canTake={can(admin.role, 'leads:change')} />
      ) : (
        <p className={ui.empty}>{error ? INBOX_FILTER_REFUSED : isFiltered(filter) ? 'No lead matches these filters.' : 'No leads yet.'}</p>
      )}
      {nextCursor ? (
        <nav className={s.pager} aria-label="Pages">
          <a href={withQuery(ADMIN_LEADS_PATH, leadFilterQuery(filter, nextCursor))} className={ui.smallButton} rel="next">
            Next page
          </a>
        </nav>
      ) : null}
    </div>
  );
}
