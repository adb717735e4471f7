import { Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Clock } from '../common/clock.js';
import { AppConfig } from '../config/app-config.js';
import { searchKey } from './search-key.js';
import { suggestionsFromNominatim, type LocationSuggestion } from './location-suggestion.js';

/** At most one upstream request per second for the whole process (the public Nominatim's usage policy). */
export const GEOCODER_MIN_INTERVAL_MS = 1000;
const CACHE_ENTRIES = 500;
const CACHE_TTL_MS = 10 * 60 * 1000;
const MAX_BODY_CHARS = 1_000_000;

/**
 * The optional upstream geocoder (GEOCODER_URL, a Nominatim-compatible search URL; unset = off). Asked
 * only when local places give too few suggestions. It never fails a search: a timeout
 * (GEOCODER_TIMEOUT_MS), a network error, a bad status or a bad body is logged and answers nothing.
 * Answers are kept 10 minutes per query; beyond one request per second the upstream is not asked.
 */
@Injectable()
export class Geocoder {
  private readonly logger = new Logger('Geocoder');
  private readonly url?: string;
  private readonly timeoutMs: number;
  private readonly userAgent: string;
  private readonly cache = new LRUCache<string, LocationSuggestion[]>({ max: CACHE_ENTRIES, ttl: CACHE_TTL_MS });
  private lastRequestAt = -Infinity;

  constructor(
    config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.url = config.GEOCODER_URL;
    this.timeoutMs = config.GEOCODER_TIMEOUT_MS;
    this.userAgent = `${config.BRAND_NAME} location search (${config.SITE_ORIGIN})`;
  }

  get enabled(): boolean {
    return this.url !== undefined;
  }

  async search(query: string, limit: number): Promise<LocationSuggestion[]> {
    if (!this.url) return [];
    const key = `${limit}:${searchKey(query)}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const now = this.clock.now();
    if (now - this.lastRequestAt < GEOCODER_MIN_INTERVAL_MS) return [];
    this.lastRequestAt = now;
    try {
      const suggestions = await this.ask(query, limit);
      this.cache.set(key, suggestions);
      return suggestions;
    } catch (error) {
      // The query is what a visitor typed (maybe an address): it is not logged.
      const reason = error instanceof Error ? { type: error.name, message: error.message.slice(0, 200) } : { type: typeof error };
      this.logger.warn({ err: reason, timeoutMs: this.timeoutMs }, 'geocoder failed, local suggestions only');
      return [];
    }
  }

  private async ask(query: string, limit: number): Promise<LocationSuggestion[]> {
    const url = new URL(this.url!);
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('countrycodes', 'us');
    const response = await fetch(url, {
      headers: { Accept: 'application/json', 'Accept-Language': 'en', 'User-Agent': this.userAgent },
      redirect: 'error',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`upstream answered ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_BODY_CHARS) throw new Error('upstream answer too large');
    return suggestionsFromNominatim(JSON.parse(text), limit);
  }
}
