// How an environment variable's text becomes a setting's value, before validation (class-transformer).

/** "42" as 42; anything else (unset, blank, not text) as it is, for the validators to name. */
export const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** A blank value as unset. */
export const emptyToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
