import { startOfZonedDay, startOfZonedToday, zonedDate } from './desk-days.js';

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
