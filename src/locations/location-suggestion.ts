import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, type LocationSuggestion } from '../../core/location-search.js';
import { isPlainText } from '../common/plain-text.js';

export { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, type LocationSuggestion };
export const MAX_SUGGESTIONS = 8;
/** Local places are all in the United States. */
export const LOCAL_COUNTRY = 'United States';

/** Local suggestions first, then the others whose display name is new (ignoring case), at most `max`. */
export function mergeSuggestions(first: readonly LocationSuggestion[], then: readonly LocationSuggestion[], max = MAX_SUGGESTIONS): LocationSuggestion[] {
  const seen = new Set<string>();
  const merged: LocationSuggestion[] = [];
  for (const suggestion of [...first, ...then]) {
    const key = suggestion.display_name.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(suggestion);
    if (merged.length === max) break;
  }
  return merged;
}

const cleanText = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max && isPlainText(value) ? value.trim() : undefined;

/**
 * Suggestions from a Nominatim-compatible answer (format=jsonv2, addressdetails=1): a list of places with
 * display_name and address.country. Anything else is dropped, so a broken upstream can only give fewer
 * suggestions. Without address.country the last part of the display name is the country.
 */
export function suggestionsFromNominatim(body: unknown, max = MAX_SUGGESTIONS): LocationSuggestion[] {
  if (!Array.isArray(body)) return [];
  const suggestions: LocationSuggestion[] = [];
  for (const place of body.slice(0, 50)) {
    if (typeof place !== 'object' || place === null) continue;
    const displayName = cleanText((place as { display_name?: unknown }).display_name, 300);
    if (!displayName) continue;
    const address = (place as { address?: unknown }).address;
    const country =
      cleanText(typeof address === 'object' && address !== null ? (address as { country?: unknown }).country : undefined, 100) ??
      displayName.split(',').pop()!.trim();
    suggestions.push({ display_name: displayName, country });
    if (suggestions.length === max) break;
  }
  return suggestions;
}
