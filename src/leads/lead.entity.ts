import { defineEntity, p } from '@mikro-orm/postgresql';
import { FIELD_LIMITS, LEAD_COLUMN_LIMITS } from '../../core/field-limits.js';
import type { LeadKind, LeadStatus } from '../../core/lead-desk.js';
import type { LostReason } from '../../core/lead-outcome.js';
import { LEAD_SOURCE_MAX_LENGTH } from '../../core/lead-source.js';

const LeadSchema = defineEntity({
  name: 'Lead',
  tableName: 'lead',
  // Every inbox filter walks an index in the inbox's order (newest first, id breaking ties), so a
  // filtered page reads about 50 rows whatever the table's size; search uses trigrams (pg_trgm).
  indexes: [
    { name: 'lead_received_index', expression: 'create index "lead_received_index" on "lead" ("received_at" desc, "id" desc)' },
    { name: 'lead_kind_received_index', expression: 'create index "lead_kind_received_index" on "lead" ("kind", "received_at" desc, "id" desc)' },
    { name: 'lead_status_received_index', expression: 'create index "lead_status_received_index" on "lead" ("status", "received_at" desc, "id" desc)' },
    { name: 'lead_source_received_index', expression: 'create index "lead_source_received_index" on "lead" ("source", "received_at" desc, "id" desc)' },
    { name: 'lead_owner_received_index', expression: 'create index "lead_owner_received_index" on "lead" ("owner_id", "received_at" desc, "id" desc)' },
    { name: 'lead_email_index', expression: 'create index "lead_email_index" on "lead" ("email")' },
    { name: 'lead_search_trgm_index', expression: 'create index "lead_search_trgm_index" on "lead" using gin ("search" gin_trgm_ops)' },
  ],
  properties: {
    /** The id of the lead's own row (quote_request, freight_agent_inquiry or carrier_application). */
    id: p.uuid().primary(),
    kind: p.string().length(16).$type<LeadKind>(),
    status: p.string().length(16).$type<LeadStatus>(),
    receivedAt: p.datetime(),
    name: p.string().length(LEAD_COLUMN_LIMITS.name),
    company: p.string().length(FIELD_LIMITS.company).nullable(),
    email: p.string().length(FIELD_LIMITS.email),
    phone: p.string().length(FIELD_LIMITS.phone).nullable(),
    /** home_form, slide_out_<opener>, freight_agent_form or carrier_form, lower-cased (core/lead-source.ts). */
    source: p.string().length(LEAD_SOURCE_MAX_LENGTH),
    route: p.string().length(LEAD_COLUMN_LIMITS.route).nullable(),
    service: p.string().length(32).nullable(),
    timeframe: p.string().length(16).nullable(),
    /** The first move out of `new`: the time to first response is this minus receivedAt. */
    firstResponseAt: p.datetime().nullable(),
    statusChangedAt: p.datetime().nullable(),
    /**
     * The account working the lead (an enabled admin_user with leads:change), null while nobody has it; the
     * admin_user row's removal leaves it null (docs/product.md#21-leads-desk). Written by LeadCommands only.
     */
    ownerId: p.uuid().nullable(),
    /** Won: its value in cents, if the dispatcher gave one; null otherwise (docs/product.md#21-leads-desk). */
    wonValueCents: p.integer().nullable(),
    /** Lost: why, if the dispatcher said (core/lead-outcome.ts); null otherwise. */
    lostReason: p.string().length(16).$type<LostReason>().nullable(),
    /** When the current owner got it (taken or assigned); null while nobody has it. */
    assignedAt: p.datetime().nullable(),
    /** How many times it was escalated unanswered (0, 1 or 2): each step runs once (docs/product.md#22-lead-notifications). */
    escalations: p.smallint().default(0),
    /**
     * Its first touch as the results count it (docs/product.md#27-results), kept as visits keep theirs
     * (src/common/attribution-values.ts): the landing page's path, the referrer's host, the utm source, medium
     * and campaign. The lead kind's own row keeps them as sent.
     */
    landingPath: p.string().length(500).nullable(),
    referrerHost: p.string().length(255).nullable(),
    utmSource: p.string().length(150).nullable(),
    utmMedium: p.string().length(150).nullable(),
    utmCampaign: p.string().length(150).nullable(),
    /** Lower-cased name, e-mail, company and phone digits, for the desk's search. */
    search: p.text().lazy(),
  },
});

/**
 * A lead as the desk works it: one row per stored quote request, freight agent inquiry or carrier
 * application (same id), written in the same transaction as that row (docs/product.md#21-leads-desk).
 */
export class Lead extends LeadSchema.class {}
LeadSchema.setClass(Lead);
