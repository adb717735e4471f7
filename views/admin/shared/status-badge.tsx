import { LEAD_STATUS_LABELS, type LeadStatus } from '../../../core/lead-desk.js';
import * as s from './status-badge.css.js';

/** A lead's status as words on a tinted pill (the words carry it; the colour only helps). */
export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={s.badge[status]}>{LEAD_STATUS_LABELS[status]}</span>;
}

/** The overdue marker: words first ("Overdue"), then how long the lead has waited. */
export function OverdueBadge({ waited }: { waited: string }) {
  return (
    <span className={s.overdue}>
      <span aria-hidden="true">⚠ </span>Overdue · waiting {waited}
    </span>
  );
}
