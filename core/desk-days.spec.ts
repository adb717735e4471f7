import { parseZonedWallTime, startOfZonedDay, startOfZonedToday, zonedDate, zonedWallTime } from './desk-days.js';

describe('desk time', () => {
  it('finds when a day starts in the zone, across daylight saving changes', () => {
    expect(startOfZonedDay(2026, 7, 4, 'America/New_York')).toEqual(new Date('2026-07-04T04:00:00Z'));
    expect(startOfZonedDay(2026, 1, 15, 'America/New_York')).toEqual(new Date('2026-01-15T05:00:00Z'));
    expect(startOfZonedDay(2026, 3, 8, 'America/New_York')).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(startOfZonedDay(2026, 3, 9, 'America/New_York')).toEqual(new Date('2026-03-09T04:00:00Z'));
    expect(startOfZonedDay(2026, 11, 23, 'UTC')).toEqual(new Date('2026-11-23T00:00:00Z'));
    expect(startOfZonedDay(2026, 11, 23, 'Asia/Kolkata')).toEqual(new Date('2026-11-22T18:30:00Z'));
  });

  it("knows the zone's today and date", () => {
    const now = new Date('2026-11-24T03:30:00Z'); // 22:30 on the 23rd in New York
    expect(startOfZonedToday(now, 'America/New_York')).toEqual(new Date('2026-11-23T05:00:00Z'));
    expect(zonedDate(now, 'America/New_York')).toBe('2026-11-23');
    expect(zonedDate(now, 'UTC')).toBe('2026-11-24');
  });
});

describe('wall times in the desk zone', () => {
  it('reads a datetime-local value as the instant it is in the zone, either side of daylight saving', () => {
    expect(parseZonedWallTime('2026-11-26T18:30', 'America/New_York')?.toISOString()).toBe('2026-11-26T23:30:00.000Z');
    expect(parseZonedWallTime('2026-07-01T09:05', 'America/New_York')?.toISOString()).toBe('2026-07-01T13:05:00.000Z');
    expect(parseZonedWallTime('2026-07-01T09:05', 'America/Los_Angeles')?.toISOString()).toBe('2026-07-01T16:05:00.000Z');
    expect(parseZonedWallTime('2026-07-01T09:05:30', 'America/New_York')?.toISOString()).toBe('2026-07-01T13:05:30.000Z');
  });

  it('refuses what is no wall time', () => {
    for (const text of ['2026-02-30T10:00', '2026-13-01T10:00', '2026-01-01T24:00', '2026-01-01T10:60', '2026-01-01T10:00:60', '2026-01-01 10:00', '2026-01-01T10:00Z', '']) {
      expect(parseZonedWallTime(text, 'America/New_York')).toBeNull();
    }
  });

  it('writes an instant back as the zone shows it', () => {
    expect(zonedWallTime(new Date('2026-11-26T23:30:00Z'), 'America/New_York')).toBe('2026-11-26T18:30');
    const instant = parseZonedWallTime('2026-03-20T07:45', 'America/Chicago')!;
    expect(zonedWallTime(instant, 'America/Chicago')).toBe('2026-03-20T07:45');
  });
});
