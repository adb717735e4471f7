import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, type LocationSuggestion } from '../core/location-search.js';
import { apiRequest } from './api.js';

/**
 * Pickup and delivery suggestions (docs/product.md#42-slide-out-dialog-fields-and-outcomes), read from
 * GET /api/location-search through the one fetch helper. React-free; the combobox in
 * views/quote/location-combobox.tsx debounces the calls and cancels the stale ones.
 */
export type { LocationSuggestion };

/** Fewer characters (after trimming) ask nothing; longer ones the API refuses (core/location-search.ts). */
export { MIN_QUERY_LENGTH as LOCATION_MIN_QUERY_LENGTH, MAX_QUERY_LENGTH as LOCATION_MAX_QUERY_LENGTH };
/** Typing pause before a search starts. */
export const LOCATION_SEARCH_DEBOUNCE_MS = 300;

interface LocationSearchAnswer {
  success?: boolean;
  suggestions?: unknown;
}

function isSuggestion(value: unknown): value is LocationSuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const { display_name, country } = value as Partial<Record<keyof LocationSuggestion, unknown>>;
  return typeof display_name === 'string' && display_name.trim() !== '' && (country === undefined || typeof country === 'string');
}

/**
 * The suggestions for what the visitor typed. A query under 3 characters (or over 100) resolves to `[]`
 * without a request. A failed request rejects (ApiError for an answer that is not OK, the fetch error
 * otherwise, an AbortError once `signal` aborts); malformed entries of an OK answer are dropped.
 */
export async function searchLocations(query: string, signal?: AbortSignal): Promise<LocationSuggestion[]> {
  const q = query.trim();
  if (q.length < MIN_QUERY_LENGTH || q.length > MAX_QUERY_LENGTH) return [];
  const answer = await apiRequest<LocationSearchAnswer | undefined>('GET', `/api/location-search?q=${encodeURIComponent(q)}`, undefined, {}, { signal });
  const suggestions = answer?.suggestions;
  if (!Array.isArray(suggestions)) return [];
  return suggestions.filter(isSuggestion).map(({ display_name, country }) => ({ display_name, country: country ?? '' }));
}
