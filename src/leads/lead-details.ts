import { Injectable } from '@nestjs/common';
import type { LeadAttributionView, LeadFieldView, LeadKind } from '../../core/lead-desk.js';

/** What a lead feature tells the desk about one of its leads, from its own table. */
export interface LeadRecordDetails {
  /** The form's fields in the form's order, with human labels; empty ones left out. */
  fields: LeadFieldView[];
  message: string | null;
  /** First-touch attribution (the source is the inbox row's). */
  attribution: Omit<LeadAttributionView, 'source'>;
}

export type LeadDetailsReader = (id: string) => Promise<LeadRecordDetails | null>;

/**
 * The port through which the desk reads a lead's own row (docs/product.md#21-leads-desk). The lead
 * features import the desk, so the desk cannot import them: each plugs in a reader for its kinds when
 * it starts, as the city and blog features do for the pages (src/render/page-data.ts).
 */
@Injectable()
export class LeadDetails {
  private readonly readers = new Map<LeadKind, LeadDetailsReader>();

  provide(kind: LeadKind, reader: LeadDetailsReader): void {
    this.readers.set(kind, reader);
  }

  /** The lead's details; a kind no feature provides is a programming error. */
  async read(kind: LeadKind, id: string): Promise<LeadRecordDetails | null> {
    const reader = this.readers.get(kind);
    if (!reader) throw new Error(`No feature module provides the details of ${kind} leads`);
    return reader(id);
  }
}
