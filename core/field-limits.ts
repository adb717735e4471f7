/**
 * The longest value each lead field takes, in characters (docs/product.md#51-quote-submission and
 * #16-recruitment-leads). The API's DTOs refuse longer values with these numbers and the forms put them on
 * their inputs as maxLength, so a visitor cannot type what the server would refuse.
 */
export const FIELD_LIMITS = {
  /** A first or a last name (the slide-out form's full name holds both). */
  personName: 80,
  /** An e-mail address (RFC 5321's path limit). */
  email: 254,
  /** A phone number as typed: 7 to 15 digits with spaces, dots, dashes and parentheses. */
  phone: 25,
  /** A company or a contact's name. */
  company: 120,
  contactName: 120,
  /** A pickup or delivery location. */
  location: 200,
  dimensions: 100,
  weight: 60,
  /** The visitor's free-text message (multi-line). */
  message: 5000,
  /** An MC or USDOT number: digits only. */
  carrierNumber: 8,
  /** Whole years of experience, 0 to MAX_YEARS_EXPERIENCE. */
  yearsExperience: 2,
  /** First-touch attribution and the honeypot. */
  landingPage: 500,
  referrer: 1000,
  utm: 150,
  honeypot: 500,
} as const;

/** How the inbox writes a quote's route: "Dallas, TX -> Atlanta, GA". */
export const ROUTE_SEPARATOR = ' -> ';

/**
 * The leads desk's copy of every lead (table lead), sized from the fields it is made of: a quote's name is
 * "first last", a recruitment lead's is its contact name; a route is two locations and the separator.
 */
export const LEAD_COLUMN_LIMITS = {
  name: Math.max(2 * FIELD_LIMITS.personName + 1, FIELD_LIMITS.contactName),
  route: 2 * FIELD_LIMITS.location + ROUTE_SEPARATOR.length,
} as const;
