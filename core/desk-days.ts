// Calendar days in the desk's time zone (DESK_TIME_ZONE): the inbox's date filter and the "today" of
// the desk's figures (docs/product.md#21-leads-desk).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The zone's wall-clock parts at `instant`. */
function wallClock(instant: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the zone's clocks show a wall time (month 1-12). Checked twice, so a time next to a
 * daylight-saving change still takes its own offset (a time the change skips lands an hour later).
 */
export function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, timeZone: string, second = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  let instant = guess - zoneOffsetMs(new Date(guess), timeZone);
  instant = guess - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** The instant a calendar day (year, month 1-12, day) begins in the zone. */
export function startOfZonedDay(year: number, month: number, day: number, timeZone: string): Date {
  return zonedInstant(year, month, day, 0, 0, timeZone);
}

/** The zone's wall time at `instant`, as a datetime-local input writes it: YYYY-MM-DDTHH:MM. */
export function zonedWallTime(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}`;
}

/**
 * A wall time written YYYY-MM-DDTHH:MM, seconds optional (a datetime-local input's value), as the instant
 * it is in the zone; null if it is no such time.
 */
export function parseZonedWallTime(text: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part))) as [number, number, number, number, number, number?];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  return zonedInstant(year, month, day, hour, minute, timeZone, second);
}

/** When today began in the zone, as seen at `now`. */
export function startOfZonedToday(now: Date, timeZone: string): Date {
  const w = wallClock(now, timeZone);
  return startOfZonedDay(w.year, w.month, w.day, timeZone);
}

/** The zone's calendar date at `instant`, as YYYY-MM-DD. */
export function zonedDate(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}
