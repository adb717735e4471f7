import { useId, useRef, useState, type FormEvent } from 'react';
import { addLeadNote, assignLead, moveLead, resendNotification, takeLead } from '../../../client/admin-api/leads.js';
import { ApiError } from '../../../client/api.js';
import {
  LEAD_STATUS_LABELS,
  LEAD_TRANSITIONS,
  NOTE_MAX_LENGTH,
  ownerLabel,
  type LeadDetailView,
  type LeadEventView,
  type LeadNoteView,
  type LeadStatus,
  type NotificationChannel,
} from '../../../core/lead-desk.js';
import { button } from '../../theme/button.css.js';
import { deskTime } from '../../../core/desk-time-format.js';
import { formatDollars, LOST_REASON_LABELS, type LeadOutcomeView } from '../../../core/lead-outcome.js';
import { OverdueBadge, StatusBadge } from '../shared/status-badge.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import { LeadOutcomeForm } from './lead-outcome-form.js';
import * as s from './lead-workbench.css.js';

export interface LeadWorkbenchProps {
  leadId: string;
  status: LeadStatus;
  /** A won lead's value (dollars) and a lost lead's reason, null when not given. */
  outcome: LeadOutcomeView;
  notes: LeadNoteView[];
  timeline: LeadEventView[];
  /** Admins change the status, add notes and take or assign the lead; viewers read them. */
  canEdit: boolean;
  /** Who has the lead (a username), null while nobody does. */
  owner: string | null;
  /** The signed-in account's username. */
  me: string;
  /** The accounts an admin may assign the lead to. */
  owners: string[];
  timeZone: string;
  /** How long the lead has waited past the promise, while it is still new; null if it is not overdue. */
  overdueFor: string | null;
}

/** A notification that failed or gave up: marked in words and by a sign, not colour alone. */
const RESEND_LABELS: Record<Exclude<NotificationChannel, 'none'>, string> = {
  email: 'Send the e-mail again',
  webhook: 'Send the webhook again',
  slack: 'Send to Slack again',
  teams: 'Send to Teams again',
};

/** A won lead's value or a lost lead's reason, in words. */
const outcomeWords = (status: 'won' | 'lost', outcome: LeadOutcomeView) =>
  status === 'won' ? (outcome.value === null ? 'not given' : formatDollars(outcome.value)) : outcome.lostReason === null ? 'not given' : LOST_REASON_LABELS[outcome.lostReason];

/** A line the timeline marks with ⚠: a notification that failed or gave up, or an escalation. */
const flagged = (event: LeadEventView) => event.type === 'escalated' || (event.type === 'notification' && (event.outcome === 'failed' || event.outcome === 'gave_up'));

/** Channels whose latest notification gave up (nothing queued or sent since): the desk offers to send again. */
export function gaveUpChannels(timeline: LeadEventView[]): Exclude<NotificationChannel, 'none'>[] {
  const latest = new Map<NotificationChannel, LeadEventView['outcome']>();
  for (const event of timeline) if (event.type === 'notification' && event.channel) latest.set(event.channel, event.outcome);
  return [...latest].filter(([channel, outcome]) => outcome === 'gave_up' && channel !== 'none').map(([channel]) => channel as Exclude<NotificationChannel, 'none'>);
}

/**
 * A lead's status, notes and timeline (docs/product.md#21-leads-desk). Only the moves LEAD_TRANSITIONS
 * allows are offered; each answer of the API replaces what the workbench shows, so it never drifts from
 * the server, and the timeline shows each line as the server wrote it. Viewers get the same lists without
 * the controls.
 */
export function LeadWorkbench({ leadId, status: initialStatus, outcome: initialOutcome, notes: initialNotes, timeline: initialTimeline, canEdit, owner: initialOwner, me, owners, timeZone, overdueFor }: LeadWorkbenchProps) {
  const id = useId();
  const [status, setStatus] = useState(initialStatus);
  const [outcome, setOutcome] = useState(initialOutcome);
  // A move to won or lost asks its question first; so does a change of the value or the reason.
  const [asking, setAsking] = useState<{ status: 'won' | 'lost'; change: boolean } | null>(null);
  const [owner, setOwner] = useState(initialOwner);
  const [assignee, setAssignee] = useState(initialOwner ?? '');
  const [notes, setNotes] = useState(initialNotes);
  const [timeline, setTimeline] = useState(initialTimeline);
  const [note, setNote] = useState('');
  // One call at a time: while any runs, every control waits (each keeps its own alert).
  const calls = {
    status: useAdminAction('The status could not be changed'),
    owner: useAdminAction('The owner could not be changed'),
    note: useAdminAction('The note could not be saved'),
    resend: useAdminAction('The notification could not be queued'),
  };
  const busy = (Object.keys(calls) as (keyof typeof calls)[]).find((name) => calls[name].busy) ?? null;
  const [statusError, ownerError, noteError, resendError] = [calls.status.error, calls.owner.error, calls.note.error, calls.resend.error];
  const [announcement, setAnnouncement] = useState('');
  // The button pressed is gone after a move (it is no longer a move from the new status): focus goes to the status line.
  const currentRef = useRef<HTMLParagraphElement>(null);

  // The answer's newest timeline line is what the server wrote of this change: it is also what is announced.
  const show = (lead: LeadDetailView) => {
    setStatus(lead.status);
    setOutcome({ value: lead.value, lostReason: lead.lostReason });
    setOwner(lead.owner);
    setAssignee(lead.owner ?? '');
    setNotes(lead.notes);
    setTimeline(lead.timeline);
    setAnnouncement(lead.timeline.at(-1)?.text ?? '');
  };

  const move = (to: LeadStatus, given: Partial<LeadOutcomeView> = {}) =>
    calls.status.run(async () => {
      show(await moveLead(leadId, to, given));
      setAsking(null);
      currentRef.current?.focus();
    });
  const choose = (to: LeadStatus) => (to === 'won' || to === 'lost' ? setAsking({ status: to, change: false }) : void move(to));

  // A 409 names who took it first: the owner line shows them at once.
  const changeOwner = (change: () => Promise<LeadDetailView>) =>
    calls.owner.run(async () => show(await change()), {
      refused: (failure) => {
        const taken = failure instanceof ApiError ? (failure.body as { owner?: { username?: unknown } } | undefined)?.owner?.username : undefined;
        if (typeof taken === 'string') setOwner(taken);
        return undefined;
      },
    });

  const assign = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void changeOwner(() => assignLead(leadId, assignee || null));
  };

  const saveNote = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!note.trim()) return;
    await calls.note.run(async () => {
      show(await addLeadNote(leadId, note.trim()));
      setNote('');
    });
  };

  const resend = (channel: Exclude<NotificationChannel, 'none'>) => calls.resend.run(async () => show(await resendNotification(leadId, channel)));

  const moves = LEAD_TRANSITIONS[status];
  const retryable = canEdit ? gaveUpChannels(timeline) : [];
  return (
    <div className={s.workbench}>
      <section className={s.panel} aria-labelledby={`${id}owner`}>
        <h2 id={`${id}owner`} className={s.heading}>
          Owner
        </h2>
        <p className={s.current}>
          Owner: <strong>{ownerLabel(owner)}</strong>
        </p>
        {canEdit ? (
          <>
            {owner !== me ? (
              <button type="button" className={s.move} disabled={busy !== null} onClick={() => void changeOwner(() => takeLead(leadId))}>
                {busy === 'owner' ? 'Taking...' : 'Take this lead'}
              </button>
            ) : null}
            {owners.length ? (
              <form className={s.assignForm} onSubmit={assign}>
                <label htmlFor={`${id}assignee`} className={s.label}>
                  Assign to
                </label>
                <div className={s.assignRow}>
                  <select id={`${id}assignee`} className={s.select} value={assignee} onChange={(event) => setAssignee(event.target.value)}>
                    <option value="">Nobody</option>
                    {owners.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className={s.move} disabled={busy !== null}>
                    Assign
                  </button>
                </div>
              </form>
            ) : null}
            {ownerError ? (
              <p role="alert" className={s.error}>
                {ownerError}
              </p>
            ) : null}
          </>
        ) : null}
      </section>

      <section className={s.panel} aria-labelledby={`${id}status`}>
        <h2 id={`${id}status`} className={s.heading}>
          Status
        </h2>
        <p className={s.current} ref={currentRef} tabIndex={-1}>
          Now: <StatusBadge status={status} />
          {overdueFor && status === 'new' ? <OverdueBadge waited={overdueFor} /> : null}
        </p>
        {status === 'won' || status === 'lost' ? (
          <p className={s.outcome}>
            {status === 'won' ? 'Value: ' : 'Reason: '}
            <strong>{outcomeWords(status, outcome)}</strong>
          </p>
        ) : null}
        {canEdit && asking ? (
          <LeadOutcomeForm
            id={id}
            status={asking.status}
            current={asking.change ? outcome : { value: null, lostReason: null }}
            submitLabel={asking.change ? (asking.status === 'won' ? 'Save the value' : 'Save the reason') : `Mark ${LEAD_STATUS_LABELS[asking.status].toLowerCase()}`}
            busy={busy === 'status'}
            onSubmit={(given) => void move(asking.status, given)}
            onCancel={() => setAsking(null)}
          />
        ) : null}
        {canEdit && !asking ? (
          <>
            <p className={s.hint} id={`${id}moves`}>
              Move to:
            </p>
            <div className={s.moves} role="group" aria-labelledby={`${id}moves`}>
              {moves.map((to) => (
                <button key={to} type="button" className={to === 'spam' ? s.moveQuiet : s.move} disabled={busy !== null} onClick={() => choose(to)}>
                  {LEAD_STATUS_LABELS[to]}
                </button>
              ))}
              {status === 'won' || status === 'lost' ? (
                <button type="button" className={s.move} disabled={busy !== null} onClick={() => setAsking({ status, change: true })}>
                  {status === 'won' ? 'Change the value' : 'Change the reason'}
                </button>
              ) : null}
            </div>
            {statusError ? (
              <p role="alert" className={s.error}>
                {statusError}
              </p>
            ) : null}
          </>
        ) : null}
        {!canEdit ? <p className={s.hint}>Read-only: only an admin can change the status or add notes.</p> : null}
      </section>

      <section className={s.panel} aria-labelledby={`${id}notes`}>
        <h2 id={`${id}notes`} className={s.heading}>
          Notes
        </h2>
        {notes.length ? (
          <ol className={s.list}>
            {notes.map((n) => (
              <li key={n.id} className={s.note}>
                <p className={s.noteText}>{n.text}</p>
                <p className={s.meta}>
                  {n.author} · <time dateTime={n.createdAt}>{deskTime(n.createdAt, timeZone)}</time>
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className={s.hint}>No notes yet.</p>
        )}
        {canEdit ? (
          <form className={s.noteForm} onSubmit={(event) => void saveNote(event)}>
            <label htmlFor={`${id}note`} className={s.label}>
              Add a note
            </label>
            <textarea
              id={`${id}note`}
              name="text"
              className={s.textarea}
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              required
              value={note}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? `${id}note-error` : undefined}
              onChange={(event) => setNote(event.target.value)}
            />
            {noteError ? (
              <p id={`${id}note-error`} role="alert" className={s.error}>
                {noteError}
              </p>
            ) : null}
            <button type="submit" className={`${button.secondary} ${s.saveNote}`} disabled={busy !== null}>
              {busy === 'note' ? 'Saving...' : 'Add note'}
            </button>
          </form>
        ) : null}
      </section>

      <section className={s.panel} aria-labelledby={`${id}timeline`}>
        <h2 id={`${id}timeline`} className={s.heading}>
          Timeline
        </h2>
        <ol className={s.timeline}>
          {timeline.map((event, i) => (
            <li key={`${event.at}-${i}`} className={flagged(event) ? `${s.event} ${s.eventFailed}` : s.event}>
              <p className={s.eventText}>
                {flagged(event) ? <span aria-hidden="true">⚠ </span> : null}
                {event.text}
              </p>
              <p className={s.meta}>
                <time dateTime={event.at}>{deskTime(event.at, timeZone)}</time>
              </p>
            </li>
          ))}
        </ol>
        {retryable.length ? (
          <div className={s.resend}>
            <p className={s.hint}>The team may not have been told about this lead.</p>
            <div className={s.moves}>
              {retryable.map((channel) => (
                <button key={channel} type="button" className={s.move} disabled={busy !== null} onClick={() => void resend(channel)}>
                  {RESEND_LABELS[channel]}
                </button>
              ))}
            </div>
            {resendError ? (
              <p role="alert" className={s.error}>
                {resendError}
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
      <p role="status" className={s.announcer}>
        {announcement}
      </p>
    </div>
  );
}
LeadWorkbench.displayName = 'LeadWorkbench' as const;
