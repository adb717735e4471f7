import { defineEntity, p } from '@mikro-orm/postgresql';

const UsStateSchema = defineEntity({
  name: 'UsState',
  tableName: 'us_state',
  properties: {
    code: p.string().length(2).primary(),
    name: p.string().length(64).unique(),
    slug: p.string().length(64).unique(),
    hasStatePage: p.boolean().default(false),
  },
});

/** A US state (or DC); cities and state pages refer to it by its two-letter code. */
export class UsState extends UsStateSchema.class {}
UsStateSchema.setClass(UsState);
