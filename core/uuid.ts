/**
 * A UUID in its text form (any version, either letter case): lead ids, audit run ids, cursor ids and
 * instance ids are checked against this one pattern before they reach a `::uuid` cast.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

/** A random UUID (version 4, RFC 9562 variant), as the forms make Idempotency-Keys. */
export const isUuidV4 = (value: unknown): value is string => isUuid(value) && value[14] === '4' && '89abAB'.includes(value[19]!);
