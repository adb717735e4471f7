/** Location search's contract with the browser (docs/product.md#18-cities-and-location-search). */

/** One suggestion of location search (the field names are the ones the browser reads). */
export interface LocationSuggestion {
  display_name: string;
  country: string;
}

/** Fewer characters (after trimming) find nothing: the API answers an empty list and the browser asks nothing. */
export const MIN_QUERY_LENGTH = 3;
/** Longer queries are refused (400), so the browser does not send them. */
export const MAX_QUERY_LENGTH = 100;
