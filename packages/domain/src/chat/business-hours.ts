/**
 * Business hours of the customer-service desk (issue 17), pure: the setting `chat.businessHours`
 * written as `D-D HH:MM-HH:MM` in UTC, days 0 (Sunday) to 6 (Saturday), e.g. "1-5 08:00-20:00"
 * (Monday to Friday, 8:00 to 20:00 UTC); several ranges joined by ",", e.g.
 * "1-5 08:00-20:00,6-6 10:00-14:00". An empty setting means staff are always in.
 */

export interface HoursRange {
  fromDay: number;
  toDay: number;
  /** Minutes after midnight UTC: the range is [startMinute, endMinute). */
  startMinute: number;
  endMinute: number;
}

const RANGE = /^([0-6])-([0-6]) ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** The ranges of the setting, or null when it is not written that way. */
export function parseBusinessHours(text: string): HoursRange[] | null {
  if (text.trim() === '') return [];
  const ranges: HoursRange[] = [];
  for (const part of text.split(',')) {
    const match = RANGE.exec(part.trim());
    if (!match) return null;
    const [, from, to, sh, sm, eh, em] = match.map(Number) as number[];
    const range = {
      fromDay: from!,
      toDay: to!,
      startMinute: sh! * 60 + sm!,
      endMinute: eh! * 60 + em!,
    };
    if (range.fromDay > range.toDay || range.endMinute <= range.startMinute) return null;
    if (range.endMinute > DAY_MINUTES) return null;
    ranges.push(range);
  }
  return ranges;
}

function openAt(ranges: readonly HoursRange[], epochMinute: number): boolean {
  const day = (Math.floor(epochMinute / DAY_MINUTES) + 4) % 7; // 1970-01-01 was a Thursday
  const minute = epochMinute % DAY_MINUTES;
  return ranges.some(
    (r) => day >= r.fromDay && day <= r.toDay && minute >= r.startMinute && minute < r.endMinute,
  );
}

/** Whether staff are in at `nowMs`, and if not, when they next are (epoch ms, to the minute). */
export function businessHoursAt(
  ranges: readonly HoursRange[],
  nowMs: number,
): { open: boolean; nextOpenAt: number | null } {
  if (ranges.length === 0) return { open: true, nextOpenAt: null };
  const minute = Math.floor(nowMs / MINUTE_MS);
  if (openAt(ranges, minute)) return { open: true, nextOpenAt: null };
  // The next opening is a range's start on one of the next 8 days.
  let next: number | null = null;
  const today = Math.floor(minute / DAY_MINUTES);
  for (let d = 0; d <= 7; d += 1)
    for (const r of ranges) {
      const start = (today + d) * DAY_MINUTES + r.startMinute;
      if (start > minute && openAt(ranges, start) && (next === null || start < next)) next = start;
    }
  return { open: false, nextOpenAt: next === null ? null : next * MINUTE_MS };
}
