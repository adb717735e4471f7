import { p } from '@mikro-orm/postgresql';
import type { LeadFieldView } from '../../core/lead-desk.js';
import type { FirstTouchFields } from './lead-fields.js';
import { headerText } from './plain-text.js';

/** What a lead endpoint reads from the request besides the body. */
export interface RequestFacts {
  /** The validated Idempotency-Key header, if any. */
  idempotencyKey?: string;
  userAgent?: string;
  /** The Referer header, used when the client sent no first-touch referrer. */
  refererHeader?: string;
  /** A form post's sender (address and user agent): the same post from them again is answered, not stored (idempotent-create.ts). */
  client?: string;
}

/**
 * The columns every lead table ends with: when and from where it arrived, whether the honeypot was
 * filled, and the Idempotency-Key with the hash of its request (see idempotent-create.ts). A function, so
 * each entity gets builders of its own.
 */
export const leadColumns = () => ({
  receivedAt: p.datetime().onCreate(() => new Date()),
  userAgent: p.string().length(500).nullable(),
  referrer: p.string().length(1000).nullable(),
  landingPage: p.string().length(500).nullable(),
  utmSource: p.string().length(150).nullable(),
  utmMedium: p.string().length(150).nullable(),
  utmCampaign: p.string().length(150).nullable(),
  utmTerm: p.string().length(150).nullable(),
  utmContent: p.string().length(150).nullable(),
  /** The honeypot was filled: kept for review, never answered with an error. */
  isSpam: p.boolean().default(false),
  idempotencyKey: p.string().length(64).nullable().unique(),
  /**
   * SHA-256 of the canonical validated body sent with idempotencyKey (a reused key with other data is
   * refused), or of the body and its client for a form post without a key (the same post again is answered).
   */
  requestHash: p.string().length(64).nullable().index(),
});

/**
 * The values of leadColumns() for a validated lead (the key and hash aside, which idempotentCreate adds):
 * first-touch attribution as sent, the Referer header when no http(s) referrer was sent, the user agent
 * cleaned of control characters, and the spam flag from the honeypot.
 */
export function firstTouchRecord(dto: FirstTouchFields, facts: RequestFacts) {
  const refererHeader = headerText(facts.refererHeader, 1000);
  const referrer = dto.referrer ?? (refererHeader && /^https?:\/\//.test(refererHeader) ? refererHeader : undefined);
  return {
    userAgent: headerText(facts.userAgent, 500),
    referrer: referrer?.slice(0, 1000) ?? null,
    landingPage: dto.landingPage ?? null,
    utmSource: dto.utm?.source ?? null,
    utmMedium: dto.utm?.medium ?? null,
    utmCampaign: dto.utm?.campaign ?? null,
    utmTerm: dto.utm?.term ?? null,
    utmContent: dto.utm?.content ?? null,
    isSpam: Boolean(dto.website?.trim()),
  };
}

/** A labelled value for the leads desk: [label, value, link]; empty values are left out by leadFieldList. */
export type LeadFieldEntry = readonly [label: string, value: string | number | null | undefined, link?: 'tel' | 'mailto'];

/**
 * The desk's field list of a lead, in the form's order (its contact fields, then the request), without the
 * fields left empty (docs/product.md#21-leads-desk). Each field carries its section, so a label can change
 * without moving the field to another part of the notification.
 */
export function leadFieldList(sections: { contact: readonly LeadFieldEntry[]; request: readonly LeadFieldEntry[] }): LeadFieldView[] {
  const fields: LeadFieldView[] = [];
  for (const section of ['contact', 'request'] as const) {
    for (const [label, raw, link] of sections[section]) {
      const value = raw === null || raw === undefined ? '' : String(raw).trim();
      if (value !== '') fields.push(link ? { label, value, link, section } : { label, value, section });
    }
  }
  return fields;
}

/** The row's first-touch attribution as the desk shows it (the source is the inbox row's). */
export function leadAttribution(row: {
  landingPage?: string | null;
  referrer?: string | null;
  userAgent?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  utmTerm?: string | null;
  utmContent?: string | null;
}) {
  return {
    landingPage: row.landingPage ?? null,
    referrer: row.referrer ?? null,
    userAgent: row.userAgent ?? null,
    utm: { source: row.utmSource ?? null, medium: row.utmMedium ?? null, campaign: row.utmCampaign ?? null, term: row.utmTerm ?? null, content: row.utmContent ?? null },
  };
}
