import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { Geocoder } from './geocoder.js';
import { LOCAL_COUNTRY, MAX_SUGGESTIONS, MIN_QUERY_LENGTH, mergeSuggestions, type LocationSuggestion } from './location-suggestion.js';
import { searchKey } from './search-key.js';

/** Below this many local suggestions the upstream geocoder (when configured) is asked too. */
export const UPSTREAM_BELOW = 3;

/**
 * One query, seven kinds of hit, each read from an index (docs/product.md#18-cities-and-location-search),
 * best first: 0 a ZIP code typed in full; 1 cities whose name starts with the query, biggest first; 2 the
 * airport whose IATA code is the query; 3 other places (airports, ZIP codes) starting with the query;
 * 4 cities with a later word starting with it ("worth" finds Fort Worth); 5 other places with such a
 * word; 6 close spellings (pg_trgm strict word similarity, "kenedy"; cities first among equals). Each
 * kind brings at most 8 places; a place found twice keeps its best hit.
 */
export const SEARCH_SQL = `
select g.label
from (
  select id, min(tier) as tier, max(score) as score
  from (
    (select id, 0 as tier, 1::real as score from gazetteer_place where code = ? and kind = 'zip')
    union all
    (select id, 1, 1 from gazetteer_place where search_key like ? and kind = 'city' order by weight desc limit ${MAX_SUGGESTIONS})
    union all
    (select id, 2, 1 from gazetteer_place where code = ? and kind = 'airport')
    union all
    (select id, 3, 1 from gazetteer_place where search_key like ? and kind <> 'city' order by weight desc limit ${MAX_SUGGESTIONS})
    union all
    (select id, 4, 1 from gazetteer_place where search_key like ? and kind = 'city' order by weight desc limit ${MAX_SUGGESTIONS})
    union all
    (select id, 5, 1 from gazetteer_place where search_key like ? and kind <> 'city' order by weight desc limit ${MAX_SUGGESTIONS})
    union all
    (select id, 6, strict_word_similarity(?, search_key) from gazetteer_place where ? <<% search_key order by 3 desc, weight desc limit ${MAX_SUGGESTIONS})
  ) as hit
  group by id
) as h
join gazetteer_place g on g.id = h.id
order by h.tier, h.score desc, g.kind = 'city' desc, g.weight desc, g.label
limit ${MAX_SUGGESTIONS}`;

/**
 * Run before SEARCH_SQL, in its transaction. The table is small (a few thousand rows), so the planner
 * prices reading it whole below the trigram index, not knowing that trigram similarity costs far more
 * per row than a comparison: measured on PostgreSQL 15, 7-9 ms with sequential scans against 1.3-2 ms for
 * the trigram branch through the GIN index (about 3x for the whole query). Every branch has an index.
 */
export const PREFER_INDEXES = 'set local enable_seqscan = off';

/** The parameters of SEARCH_SQL for a search key (only a-z, 0-9 and single spaces, so never a wildcard). */
export function searchParams(key: string): string[] {
  const prefix = `${key}%`;
  const word = `% ${key}%`;
  return [key, prefix, key, prefix, word, word, key, key];
}

/** How many distinct queries' local answers are kept, and for how long (docs/product.md#185-get-apilocation-searchq). */
export const SEARCH_CACHE_ENTRIES = 2000;
export const SEARCH_CACHE_TTL_MS = 5 * 60_000;

@Injectable()
export class LocationSearchService {
  /**
   * Local answers by search key, least recently used out first (an lru-cache `LRUCache` with `max` and
   * `ttl`). Typing produces the same prefixes over and over ("dal", "dall", "dalla"), the gazetteer
   * changes only when the seeder runs, and a burst of identical queries shares one database round trip.
   * Entries expire SEARCH_CACHE_TTL_MS after they were stored (a hit does not extend them), so a reseeded
   * gazetteer shows within minutes.
   */
  private readonly cache = new LRUCache<string, Promise<LocationSuggestion[]>>({ max: SEARCH_CACHE_ENTRIES, ttl: SEARCH_CACHE_TTL_MS });

  constructor(
    private readonly em: EntityManager,
    private readonly geocoder: Geocoder,
  ) {}

  /** Forgets every cached answer (the gazetteer changed). */
  clearCache(): void {
    this.cache.clear();
  }

  /** Suggestions for what the visitor typed: none under 3 characters (and no query at all). */
  async suggest(query: string): Promise<LocationSuggestion[]> {
    const text = query.trim();
    const key = searchKey(text);
    // Punctuation and spaces do not count: "a.b" is too short too.
    if (text.length < MIN_QUERY_LENGTH || key.replaceAll(' ', '').length < MIN_QUERY_LENGTH) return [];
    const local = await this.cachedLocal(key);
    if (local.length >= UPSTREAM_BELOW || !this.geocoder.enabled) return local;
    return mergeSuggestions(local, await this.geocoder.search(text, MAX_SUGGESTIONS));
  }

  private cachedLocal(key: string): Promise<LocationSuggestion[]> {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const answer = this.local(key);
    this.cache.set(key, answer);
    // A failed read is not kept: the next request asks the database again.
    answer.catch(() => {
      if (this.cache.peek(key) === answer) this.cache.delete(key);
    });
    return answer;
  }

  private async local(key: string): Promise<LocationSuggestion[]> {
    const rows = await this.em.fork().transactional(
      async (tx) => {
        await tx.execute(PREFER_INDEXES);
        return tx.execute<{ label: string }[]>(SEARCH_SQL, searchParams(key));
      },
      { readOnly: true },
    );
    return rows.map((r) => ({ display_name: r.label, country: LOCAL_COUNTRY }));
  }
}
