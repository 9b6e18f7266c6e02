import { describe, expect, it } from 'vitest';
import { calendarDay } from './common.js';
import { statementQuery } from './funds.js';

describe('calendarDay', () => {
  it('takes days that exist, leap days included', () => {
    for (const day of ['2026-01-01', '2024-02-29', '2026-12-31', '0001-01-01', '9999-12-31'])
      expect(calendarDay().safeParse(day).success, day).toBe(true);
  });

  it('refuses days that do not exist or are not YYYY-MM-DD, with the message it was given', () => {
    for (const day of [
      '9999-99-99',
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '20260101',
      '',
    ])
      expect(calendarDay().safeParse(day).success, day).toBe(false);
    expect(
      calendarDay('validation.invalid').safeParse('2026-02-30').error?.issues[0]?.message,
    ).toBe('validation.invalid');
  });

  it('guards the statement filter (the OpenAPI fuzz found `to=9999-99-99` answered 500)', () => {
    expect(statementQuery.safeParse({ to: '9999-99-99' }).success).toBe(false);
    expect(statementQuery.safeParse({ from: '2026-01-01', to: '2026-11-27' }).success).toBe(true);
  });
});
