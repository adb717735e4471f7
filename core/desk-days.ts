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
 * The instant a calendar day (year, month 1-12, day) begins in the zone. Checked twice, so a day that
 * starts next to a daylight-saving change still starts at its own offset.
 */
export function startOfZonedDay(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  let start = guess - zoneOffsetMs(new Date(guess), timeZone);
  start = guess - zoneOffsetMs(new Date(start), timeZone);
  return new Date(start);
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
