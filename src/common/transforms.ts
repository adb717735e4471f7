import { Transform } from 'class-transformer';
import { normalizeUsername } from '../../core/admin.js';

/** Optional text fields: "" and whitespace-only count as not given; other strings are trimmed. */
export const TrimOptional = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });

/** Required text fields: trimmed, so "   " fails IsNotEmpty. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A username as it is stored (core/admin.ts normalizeUsername): trimmed and lower-cased. */
export const ToUsername = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeUsername(value) : value));
