import { adminLeadPath } from '../../../core/admin-pages.js';
import { LEAD_KIND_LABELS, ownerLabel, type LeadSummaryView } from '../../../core/lead-desk.js';
import { formatPhone, serviceLabel } from '../../../core/lead-labels.js';
import { telHref } from '../../../core/tel-href.js';
import { age, deskTime, isOverdue, waitedFor } from '../../../core/desk-time-format.js';
import { Island } from '../../app/island.js';
import { SourceName } from './source-name.js';
import { TakeLead } from './take-lead.js';
import { OverdueBadge, StatusBadge } from '../shared/status-badge.js';
import { visuallyHidden } from '../../theme/utilities.css.js';
import * as s from './desk.css.js';
import * as ui from '../shared/admin-ui.css.js';

interface LeadListProps {
  leads: readonly LeadSummaryView[];
  timeZone: string;
  now: string;
  /** The table's accessible name. */
  caption: string;
  /** The level of each card's heading: one below the heading the list sits under. */
  headingLevel: 2 | 3;
  /** Whether rows nobody has offer "Take" (a role that changes leads). */
  canTake?: boolean;
}

/** What the lead is about in a few words: the route, else the service as the forms name it, else the company. */
function gist(lead: LeadSummaryView): string | null {
  return lead.route ?? (lead.service ? serviceLabel(lead.service) : lead.company);
}

function Received({ lead, timeZone, now }: { lead: LeadSummaryView; timeZone: string; now: string }) {
  return (
    <span>
      <time dateTime={lead.receivedAt}>{deskTime(lead.receivedAt, timeZone)}</time> <span className={ui.muted}>({age(lead.receivedAt, now)})</span>
    </span>
  );
}

/** Tap-to-call and mailto, each a 44px target naming the person for screen readers. */
function ContactLinks({ lead, className }: { lead: LeadSummaryView; className: string }) {
  return (
    <>
      {lead.phone ? (
        <a href={telHref(lead.phone)} className={className} aria-label={`Call ${lead.name} at ${formatPhone(lead.phone)}`}>
          Call
        </a>
      ) : null}
      <a href={`mailto:${lead.email}`} className={className} aria-label={`E-mail ${lead.name} at ${lead.email}`}>
        E-mail
      </a>
    </>
  );
}

/** Who has the lead; "Take" when nobody does and the role may take it. */
function Owner({ lead, canTake }: { lead: LeadSummaryView; canTake: boolean }) {
  if (lead.owner || !canTake) return <span className={lead.owner ? s.ownerName : ui.muted}>{ownerLabel(lead.owner)}</span>;
  return (
    <>
      <span className={ui.muted}>{ownerLabel(null)}</span>
      <Island name="TakeLead" component={TakeLead} hydrate="interaction" props={{ leadId: lead.id, name: lead.name }} />
    </>
  );
}

/**
 * Leads as a table on wide screens and as cards on phones (docs/product.md#21-leads-desk); both carry the
 * same facts, and the overdue marker is words, not only colour. The CSS shows one of the two.
 */
export function LeadList({ leads, timeZone, now, caption, headingLevel, canTake = false }: LeadListProps) {
  const CardHeading = `h${headingLevel}` as const;
  return (
    <>
      <div className={s.tableWrap}>
        <table className={s.table}>
          <caption className={visuallyHidden}>
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={s.th}>
                Lead
              </th>
              <th scope="col" className={s.th}>
                Kind
              </th>
              <th scope="col" className={s.th}>
                Status
              </th>
              <th scope="col" className={s.th}>
                Owner
              </th>
              <th scope="col" className={s.th}>
                Received
              </th>
              <th scope="col" className={s.th}>
                Source
              </th>
              <th scope="col" className={s.th}>
                Contact
              </th>
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => {
              const overdue = isOverdue(lead, now);
              return (
                <tr key={lead.id} className={overdue ? s.rowOverdue : undefined}>
                  <td className={s.td}>
                    <div className={s.cellStack}>
                      <a href={adminLeadPath(lead.id)} className={s.leadName}>
                        {lead.name}
                      </a>
                      {gist(lead) ? <span className={ui.muted}>{gist(lead)}</span> : null}
                    </div>
                  </td>
                  <td className={s.td}>{LEAD_KIND_LABELS[lead.kind]}</td>
                  <td className={s.td}>
                    <div className={s.cellStack}>
                      <StatusBadge status={lead.status} />
                      {overdue ? <OverdueBadge waited={waitedFor(lead, now)} /> : null}
                    </div>
                  </td>
                  <td className={s.td}>
                    <div className={s.cellStack}>
                      <Owner lead={lead} canTake={canTake} />
                    </div>
                  </td>
                  <td className={s.td}>
                    <Received lead={lead} timeZone={timeZone} now={now} />
                  </td>
                  <td className={s.td}>
                    <SourceName source={lead.source} />
                  </td>
                  <td className={s.td}>
                    <div className={s.contactLinks}>
                      <ContactLinks lead={lead} className={s.contactLink} />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className={s.cards} aria-label={caption}>
        {leads.map((lead) => {
          const overdue = isOverdue(lead, now);
          return (
            <li key={lead.id} className={overdue ? `${s.card} ${s.cardOverdue}` : s.card}>
              <div className={s.cardTop}>
                <StatusBadge status={lead.status} />
                {overdue ? <OverdueBadge waited={waitedFor(lead, now)} /> : null}
              </div>
              <CardHeading className={s.cardTitle}>
                <a href={adminLeadPath(lead.id)} className={s.cardTitleLink}>
                  {lead.name}
                </a>
              </CardHeading>
              <p className={s.cardMeta}>
                {LEAD_KIND_LABELS[lead.kind]} · <SourceName source={lead.source} />
                {gist(lead) ? ` · ${gist(lead)}` : ''}
              </p>
              <p className={s.cardMeta}>
                <Received lead={lead} timeZone={timeZone} now={now} />
              </p>
              <div className={s.cardOwner}>
                Owner: <Owner lead={lead} canTake={canTake} />
              </div>
              <div className={s.cardContacts}>
                <ContactLinks lead={lead} className={s.cardContact} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
