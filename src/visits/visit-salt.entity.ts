import { defineEntity, p } from '@mikro-orm/postgresql';

const VisitSaltSchema = defineEntity({
  name: 'VisitSalt',
  tableName: 'visit_salt',
  properties: {
    /** The calendar day (DESK_TIME_ZONE) the salt hashes visitors of: one row, whichever instance made it. */
    day: p.date().primary(),
    /** 32 random bytes, hex. */
    salt: p.string().length(64),
  },
});

/** The day's salt of the visitor hash; the row of a past day is deleted, so its hashes can no longer be remade. */
export class VisitSalt extends VisitSaltSchema.class {}
VisitSaltSchema.setClass(VisitSalt);
