import { ADMIN_LEADS_PATH, leadFilterQuery, type DeskDashboardView } from '../../../core/admin-pages.js';
import {
  LEAD_KINDS,
  LEAD_KIND_LABELS,
  NOTIFICATION_CHANNEL_LABELS,
  OWNER_FILTER_NONE,
  ownerLabel,
  RESPONSE_PROMISE_MINUTES,
  type DeskPeriodStats,
  type FailedNotificationView,
} from '../../../core/lead-desk.js';
import type { AdminView } from '../../../core/admin.js';
import type { AuditDashboardView } from '../../../core/content-audit.js';
import { age, deskTime, duration, overdueFirst } from '../../../core/desk-time-format.js';
import { formatPhone } from '../../../core/lead-labels.js';
import { telHref } from '../../../core/tel-href.js';
import { Island } from '../../app/island.js';
import { AuditPanel } from '../audits/audit-panel.js';
import { LeadList } from './lead-list.js';
import { SourceName } from './source-name.js';
import * as s from './desk.css.js';
import * as ui from '../shared/admin-ui.css.js';

interface DashboardProps {
  admin: AdminView;
  /** The leads part (figures, what waits, notifications that gave up); null for a role that sees no leads. */
  desk: DeskDashboardView | null;
  /** The content audit's latest report and the run under way (docs/product.md#23-content-optimizer). */
  audit: AuditDashboardView;
  timeZone: string;
  now: string;
}

const minutes = (value: number | null) => (value === null ? '—' : duration(value));
const share = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

/** The inbox filtered to an owner's leads, or to the leads nobody has. */
const ownerInbox = (owner: string | null) => `${ADMIN_LEADS_PATH}?${leadFilterQuery({ owner: owner ?? OWNER_FILTER_NONE })}`;

/**
 * A period's figures per owner, the unassigned leads last: a table that scrolls sideways in its own box
 * (focusable, so a keyboard scrolls it too) rather than push a phone's page wider.
 */
function ByOwner({ period }: { period: DeskPeriodStats }) {
  const titleId = `owners-${period.key}`;
  const name = `${titleId} period-${period.key}`;
  return (
    <div className={s.figureGroup}>
      <h4 id={titleId} className={s.figureGroupTitle}>
        By owner
      </h4>
      {period.byOwner.length ? (
        <div className={s.ownerTableWrap} tabIndex={0} role="region" aria-labelledby={name}>
          <table className={s.ownerTable} aria-labelledby={name}>
            <thead>
              <tr>
                {['Owner', 'Leads', 'Answered', 'Median', '90th percentile', `Within ${RESPONSE_PROMISE_MINUTES} min`].map((column, i) => (
                  <th key={column} scope="col" className={`${s.ownerTh} ${i === 0 ? s.ownerColumn : s.ownerNumber}`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {period.byOwner.map((row) => (
                <tr key={row.owner ?? OWNER_FILTER_NONE}>
                  <th scope="row" className={s.ownerRowName}>
                    <a href={ownerInbox(row.owner)}>{ownerLabel(row.owner)}</a>
                  </th>
                  {[row.leads, row.answered, minutes(row.medianResponseMinutes), minutes(row.p90ResponseMinutes), share(row.withinPromiseShare)].map((value, i) => (
                    <td key={i} className={`${s.ownerTd} ${s.ownerNumber}`}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={ui.muted}>No leads.</p>
      )}
    </div>
  );
}

function Period({ period }: { period: DeskPeriodStats }) {
  return (
    <section className={ui.panel} aria-labelledby={`period-${period.key}`}>
      <h3 id={`period-${period.key}`} className={ui.sectionTitle}>
        {period.label}
      </h3>
      <dl className={s.figures}>
        <dt className={s.figureName}>Leads</dt>
        <dd className={s.figureValue}>{period.total}</dd>
        <dt className={s.figureName}>Answered</dt>
        <dd className={s.figureValue}>{period.answered}</dd>
        <dt className={s.figureName}>Median first response</dt>
        <dd className={s.figureValue}>{minutes(period.medianResponseMinutes)}</dd>
        <dt className={s.figureName}>90th percentile</dt>
        <dd className={s.figureValue}>{minutes(period.p90ResponseMinutes)}</dd>
        <dt className={s.figureName}>Answered within {RESPONSE_PROMISE_MINUTES} min</dt>
        <dd className={s.figureValue}>{share(period.withinPromiseShare)}</dd>
      </dl>
      <div className={s.figureGroup}>
        <h4 className={s.figureGroupTitle}>By kind</h4>
        <dl className={s.figures}>
          {LEAD_KINDS.map((kind) => (
            <div key={kind} className={s.figureRow}>
              <dt className={s.figureName}>{LEAD_KIND_LABELS[kind]}</dt>
              <dd className={s.figureValue}>{period.byKind[kind] ?? 0}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={s.figureGroup}>
        <h4 className={s.figureGroupTitle}>By source</h4>
        {period.bySource.length ? (
          <dl className={s.figures}>
            {period.bySource.map(({ source, count }) => (
              <div key={source} className={s.figureRow}>
                <dt className={s.figureName}>
                  <SourceName source={source} />
                </dt>
                <dd className={s.figureValue}>{count}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={ui.muted}>No leads.</p>
        )}
      </div>
      <ByOwner period={period} />
    </section>
  );
}

/**
 * Notifications that gave up (docs/product.md#22-lead-notifications): nobody was told of these leads by
 * that channel, so the desk says so first, with a way to call each person.
 */
function FailedNotifications({ failed, timeZone, now }: { failed: FailedNotificationView[]; timeZone: string; now: string }) {
  return (
    <section aria-labelledby="failed-title" className={`${ui.panel} ${s.alertPanel}`}>
      <h2 id="failed-title" className={ui.sectionTitle}>
        Notifications that failed
      </h2>
      <p className={s.note}>
        Every retry failed, so the team may not know about these leads. Answer them from here, then check the mail server or webhook settings.
      </p>
      <ul className={s.failedList}>
        {failed.map((item) => (
          <li key={`${item.lead.id}-${item.channel}`} className={s.failedItem}>
            <p className={s.failedLead}>
              <a href={`${ADMIN_LEADS_PATH}/${item.lead.id}`}>{item.lead.name}</a>
              {` · ${LEAD_KIND_LABELS[item.lead.kind]}${item.lead.route ? ` · ${item.lead.route}` : ''}`}
            </p>
            <p className={ui.muted}>
              {`${NOTIFICATION_CHANNEL_LABELS[item.channel]} gave up `}
              <time dateTime={item.at}>{deskTime(item.at, timeZone)}</time>
              {` (${age(item.at, now)}): ${item.reason}`}
            </p>
            <div className={ui.actions}>
              {item.lead.phone ? (
                <a className={ui.smallButton} href={telHref(item.lead.phone)}>
                  Call {formatPhone(item.lead.phone)}
                </a>
              ) : null}
              <a className={ui.smallButton} href={`mailto:${item.lead.email}`}>
                E-mail
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the desk needs to see first: the tiles of right now, notifications that gave up, what waits, the figures. */
function DeskSections({ desk: { stats, waiting, failedNotifications }, timeZone, now }: { desk: DeskDashboardView; timeZone: string; now: string }) {
  const today = stats.periods.find((p) => p.key === 'today');
  return (
    <>
      <section aria-labelledby="now-title">
        <h2 id="now-title" className={ui.sectionTitle}>
          Right now
        </h2>
        <div className={s.tiles}>
          <p className={stats.overdue > 0 ? `${s.tile} ${s.tileAlert}` : s.tile}>
            <span className={s.tileValue}>{stats.overdue}</span>
            <span className={s.tileLabel}>Overdue (new after {RESPONSE_PROMISE_MINUTES} min)</span>
          </p>
          <p className={s.tile}>
            <span className={s.tileValue}>{stats.waiting}</span>
            <span className={s.tileLabel}>Waiting for a first response</span>
          </p>
          <p className={s.tile}>
            <span className={s.tileValue}>{stats.escalatedToday}</span>
            <span className={s.tileLabel}>Escalated today</span>
          </p>
          <p className={s.tile}>
            <span className={s.tileValue}>{today?.total ?? 0}</span>
            <span className={s.tileLabel}>Leads today</span>
          </p>
          <p className={s.tile}>
            <span className={s.tileValue}>{share(today?.withinPromiseShare ?? null)}</span>
            <span className={s.tileLabel}>Answered within {RESPONSE_PROMISE_MINUTES} min today</span>
          </p>
        </div>
      </section>

      {failedNotifications.length ? <FailedNotifications failed={failedNotifications} timeZone={timeZone} now={now} /> : null}

      <section aria-labelledby="waiting-title">
        <div className={s.resultLine}>
          <h2 id="waiting-title" className={ui.sectionTitle}>
            Waiting
          </h2>
          <a href={`${ADMIN_LEADS_PATH}?status=new`}>All new leads</a>
        </div>
        {waiting.length ? (
          <LeadList leads={overdueFirst(waiting, now)} timeZone={timeZone} now={now} caption="Leads waiting for a first response" headingLevel={3} />
        ) : (
          <p className={ui.empty}>Nothing is waiting: every lead has had a first response.</p>
        )}
      </section>

      <section aria-labelledby="figures-title">
        <h2 id="figures-title" className={ui.sectionTitle}>
          Figures
        </h2>
        <p className={s.note}>
          Times in {timeZone}.
        </p>
        <div className={s.periods}>
          {stats.periods.map((period) => (
            <Period key={period.key} period={period} />
          ))}
        </div>
      </section>
    </>
  );
}

/**
 * /content-optimizer: the welcome line, what waits, the figures (docs/product.md#21-leads-desk; for a role
 * that sees leads), then the content audit (#23-content-optimizer), an island hydrated when it scrolls into view.
 */
export function DashboardPage({ admin, desk, audit, timeZone, now }: DashboardProps) {
  return (
    <div className={ui.stack}>
      <div className={ui.pageHead}>
        <div>
          <h1 className={ui.title}>Dashboard</h1>
          <p className={s.welcome}>
            {`Welcome, ${admin.username} (${admin.role})`}
          </p>
        </div>
        {desk ? (
          <a href={ADMIN_LEADS_PATH} className={ui.primaryButton}>
            Open the inbox
          </a>
        ) : null}
      </div>
      {desk ? <DeskSections desk={desk} timeZone={timeZone} now={now} /> : null}
      <Island name="AuditPanel" component={AuditPanel} hydrate="visible" props={{ audit, timeZone, now }} />
    </div>
  );
}
