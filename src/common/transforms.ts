import { Transform } from 'class-transformer';

/** Optional text fields: "" and whitespace-only count as not given; other strings are trimmed. */
export const TrimOptional = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });

/** Required text fields: trimmed, so "   " fails IsNotEmpty. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
