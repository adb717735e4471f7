import type { ReactNode } from 'react';
import { can, type AdminView } from '../../../core/admin.js';
import { ADMIN_LEADS_PATH } from '../../../core/admin-pages.js';
import { LEAD_KIND_LABELS, type AbandonedFormView, type LeadDetailView, type LeadFieldView } from '../../../core/lead-desk.js';
import { abandonmentReasonLabel, formatPhone, formTypeLabel, serviceLabel, timeframeLabel } from '../../../core/lead-labels.js';
import { telHref } from '../../../core/tel-href.js';
import { Island } from '../../app/island.js';
import { age, deskTime, duration, isOverdue, waitedFor } from '../../../core/desk-time-format.js';
import { LeadWorkbench } from './lead-workbench.js';
import { SourceName } from './source-name.js';
import * as s from './desk.css.js';
import * as ui from '../shared/admin-ui.css.js';
import { NotFoundCard } from '../shared/not-found-card.js';

interface LeadPageProps {
  admin: AdminView;
  lead: LeadDetailView;
  /** The accounts an admin may assign the lead to. */
  owners: string[];
  timeZone: string;
  now: string;
}

function FieldValue({ field }: { field: LeadFieldView }) {
  if (field.link === 'tel') return <a href={telHref(field.value)}>{formatPhone(field.value)}</a>;
  if (field.link === 'mailto') return <a href={`mailto:${field.value}`}>{field.value}</a>;
  return <>{field.value}</>;
}

function Details({ rows }: { rows: readonly [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => Boolean(value));
  if (!shown.length) return <p className={ui.muted}>Nothing recorded.</p>;
  return (
    <dl className={s.details}>
      {shown.map(([label, value]) => (
        <div key={label} className={s.figureRow}>
          <dt className={s.term}>{label}</dt>
          <dd className={s.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AbandonedForm({ form, timeZone }: { form: AbandonedFormView; timeZone: string }) {
  const data = Object.entries(form.data);
  return (
    <li className={s.abandonedItem}>
      <p>
        <strong title={form.formType}>{formTypeLabel(form.formType)}</strong>, left ({abandonmentReasonLabel(form.reason)}) on <time dateTime={form.capturedAt}>{deskTime(form.capturedAt, timeZone)}</time>
        {form.recoveredAt ? ', recovered' : ''}
      </p>
      <p className={ui.muted}>
        {form.fieldsCompleted} field{form.fieldsCompleted === 1 ? '' : 's'} filled in {duration(form.timeOnFormMs / 60_000)}
      </p>
      {data.length ? <Details rows={data} /> : null}
    </li>
  );
}

/** /admin/leads/{id}: every field, attribution, abandoned forms, and the workbench (docs/product.md#21-leads-desk). */
export function LeadPage({ admin, lead, owners, timeZone, now }: LeadPageProps) {
  const { attribution: a } = lead;
  return (
    <div>
      <a href={ADMIN_LEADS_PATH} className={ui.backLink}>
        ← All leads
      </a>
      <div className={s.leadHead}>
        <p className={ui.muted}>
          {[LEAD_KIND_LABELS[lead.kind], lead.service && serviceLabel(lead.service), lead.timeframe && timeframeLabel(lead.timeframe)].filter(Boolean).join(' · ')} · received <time dateTime={lead.receivedAt}>{deskTime(lead.receivedAt, timeZone)}</time> ({age(lead.receivedAt, now)})
        </p>
        <h1 className={`${ui.title} ${s.leadTitle}`}>
          {lead.name}
          {lead.company ? <span className={ui.muted}>, {lead.company}</span> : null}
        </h1>
        <div className={s.contactBar}>
          {lead.phone ? (
            <a href={telHref(lead.phone)} className={`${ui.primaryButton} ${s.contactButton}`}>
              Call {formatPhone(lead.phone)}
            </a>
          ) : null}
          <a href={`mailto:${lead.email}`} className={`${ui.smallButton} ${s.contactButton}`}>
            E-mail {lead.email}
          </a>
        </div>
      </div>
      <div className={s.leadGrid}>
        <section className={`${ui.panel} ${s.leftColumn}`} aria-labelledby="lead-details">
          <h2 id="lead-details" className={ui.sectionTitle}>
            Details
          </h2>
          <dl className={s.details}>
            {lead.fields.map((field) => (
              <div key={field.label} className={s.figureRow}>
                <dt className={s.term}>{field.label}</dt>
                <dd className={s.definition}>
                  <FieldValue field={field} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
        {lead.message ? (
          <section className={`${ui.panel} ${s.leftColumn}`} aria-labelledby="lead-message">
            <h2 id="lead-message" className={ui.sectionTitle}>
              Message
            </h2>
            <p className={s.message}>{lead.message}</p>
          </section>
        ) : null}
        <div className={s.rightColumn}>
          <Island
            name="LeadWorkbench"
            component={LeadWorkbench}
            hydrate="idle"
            props={{
              leadId: lead.id,
              status: lead.status,
              outcome: { value: lead.value, lostReason: lead.lostReason },
              notes: lead.notes,
              timeline: lead.timeline,
              canEdit: can(admin.role, 'leads:change'),
              owner: lead.owner,
              me: admin.username,
              owners,
              timeZone,
              overdueFor: isOverdue(lead, now) ? waitedFor(lead, now) : null,
            }}
          />
        </div>
        <section className={`${ui.panel} ${s.leftColumn}`} aria-labelledby="lead-attribution">
          <h2 id="lead-attribution" className={ui.sectionTitle}>
            Attribution
          </h2>
          <Details
            rows={[
              ['Source', <SourceName source={a.source} />],
              ['Landing page', a.landingPage],
              ['Referrer', a.referrer],
              ['UTM source', a.utm.source],
              ['UTM medium', a.utm.medium],
              ['UTM campaign', a.utm.campaign],
              ['UTM term', a.utm.term],
              ['UTM content', a.utm.content],
              ['Browser', a.userAgent],
            ]}
          />
        </section>
        <section className={`${ui.panel} ${s.leftColumn}`} aria-labelledby="lead-abandoned">
          <h2 id="lead-abandoned" className={ui.sectionTitle}>
            Abandoned forms
          </h2>
          <p className={s.note}>Forms left unfinished with the same e-mail address.</p>
          {lead.abandonedForms.length ? (
            <ul className={s.abandoned}>
              {lead.abandonedForms.map((form) => (
                <AbandonedForm key={form.id} form={form} timeZone={timeZone} />
              ))}
            </ul>
          ) : (
            <p className={ui.muted}>None.</p>
          )}
        </section>
      </div>
    </div>
  );
}

/** An unknown lead id (404). */
export function LeadNotFoundPage() {
  return <NotFoundCard title="Lead not found" back={{ href: ADMIN_LEADS_PATH, label: 'Back to the inbox' }} />;
}
