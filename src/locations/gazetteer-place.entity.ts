import { defineEntity, p } from '@mikro-orm/postgresql';

const GazetteerPlaceSchema = defineEntity({
  name: 'GazetteerPlace',
  tableName: 'gazetteer_place',
  uniques: [{ name: 'gazetteer_place_code_kind_unique', properties: ['code', 'kind'] }],
  indexes: [
    // Prefix search (search_key like 'dal%') whatever the database collation.
    {
      name: 'gazetteer_place_search_key_prefix_index',
      expression: 'create index "gazetteer_place_search_key_prefix_index" on "gazetteer_place" ("search_key" text_pattern_ops)',
    },
    // Close spellings and words inside the key (word_similarity, <%), from the pg_trgm extension.
    {
      name: 'gazetteer_place_search_key_trgm_index',
      expression: 'create index "gazetteer_place_search_key_trgm_index" on "gazetteer_place" using gin ("search_key" gin_trgm_ops)',
    },
  ],
  properties: {
    id: p.integer().primary().generated('by default as identity'),
    /** city, zip or airport. */
    kind: p.string().length(8),
    /** What identifies the place within its kind, lower-cased: the city's URL path, the ZIP code, the IATA code. */
    code: p.string().length(200),
    /** What the suggestion shows, e.g. "Dallas, TX, USA" or "DFW - Dallas/Fort Worth International Airport, TX, USA". */
    label: p.string().length(200),
    /** Lower-cased, unaccented words the query is matched against (search-key.ts). */
    searchKey: p.string().length(300),
    /** Rank among equal matches: population for cities and their ZIP codes, a fixed high weight for airports. */
    weight: p.integer(),
  },
});

/** One place location search can suggest: a city, one of its ZIP codes, or an airport. */
export class GazetteerPlace extends GazetteerPlaceSchema.class {}
GazetteerPlaceSchema.setClass(GazetteerPlace);
