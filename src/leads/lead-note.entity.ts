import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';

const LeadNoteSchema = defineEntity({
  name: 'LeadNote',
  tableName: 'lead_note',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    leadId: p.uuid().index(),
    /** The admin's username. */
    author: p.string().length(64),
    text: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** A note a dispatcher left on a lead. */
export class LeadNote extends LeadNoteSchema.class {}
LeadNoteSchema.setClass(LeadNote);
