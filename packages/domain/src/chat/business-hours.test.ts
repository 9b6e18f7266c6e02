import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessHoursAt, parseBusinessHours } from './business-hours.js';

const at = (iso: string) => Date.parse(iso);

describe('business hours', () => {
  const weekdays = parseBusinessHours('1-5 08:00-20:00')!;

  it('reads ranges of days and UTC times; refuses anything else', () => {
    expect(weekdays).toEqual([{ fromDay: 1, toDay: 5, startMinute: 480, endMinute: 1200 }]);
    expect(parseBusinessHours('')).toEqual([]);
    for (const bad of [
      '1-5 8:00-20:00',
      '5-1 08:00-20:00',
      '1-5 20:00-08:00',
      '1-7 08:00-09:00',
      'always',
    ])
      expect(parseBusinessHours(bad)).toBeNull();
  });

  it('is open inside a range and says when it opens next outside it', () => {
    // 2026-11-27 is a Friday.
    expect(businessHoursAt(weekdays, at('2026-11-27T12:00:00Z'))).toEqual({
      open: true,
      nextOpenAt: null,
    });
    expect(businessHoursAt(weekdays, at('2026-11-27T07:59:00Z'))).toEqual({
      open: false,
      nextOpenAt: at('2026-11-27T08:00:00Z'),
    });
    // Friday evening → Monday morning.
    expect(businessHoursAt(weekdays, at('2026-11-27T20:00:00Z'))).toEqual({
      open: false,
      nextOpenAt: at('2026-11-30T08:00:00Z'),
    });
    expect(businessHoursAt([], at('2026-11-29T03:00:00Z'))).toEqual({
      open: true,
      nextOpenAt: null,
    });
  });

  it('the next opening is open, later than now, and nothing between is open (property)', () => {
    const ranges = parseBusinessHours('1-5 08:00-20:00,6-6 10:00-14:00')!;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * 24 * 30 }), (offset) => {
        const now = at('2026-11-01T00:00:00Z') + offset * 60_000;
        const state = businessHoursAt(ranges, now);
        if (state.open) return;
        expect(state.nextOpenAt).not.toBeNull();
        expect(state.nextOpenAt!).toBeGreaterThan(now);
        expect(businessHoursAt(ranges, state.nextOpenAt!).open).toBe(true);
        expect(businessHoursAt(ranges, state.nextOpenAt! - 60_000).open).toBe(false);
      }),
    );
  });
});
