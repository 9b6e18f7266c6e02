import { describe, expect, it } from 'vitest';
import {
  absoluteLink,
  bpToPercent,
  commissionBars,
  peakDay,
  percentPlaces,
  progressPercent,
  sumAmounts,
} from '../lib/figures';
import { LEVEL_ROWS } from './fixtures';

describe('the invite page’s figures', () => {
  it('basis points become an exact percent', () => {
    expect(bpToPercent(2000)).toBe('20');
    expect(bpToPercent(1250)).toBe('12.5');
    expect(bpToPercent('7.2')).toBe('0.072');
    expect(bpToPercent('10')).toBe('0.1');
    expect(bpToPercent(0)).toBe('0');
    expect(percentPlaces('0.1', 2)).toBe(2);
    expect(percentPlaces('0.072', 2)).toBe(3);
    expect(percentPlaces('20')).toBe(0);
  });

  it('sums money exactly (no binary floating point)', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.3');
    expect(sumAmounts(['0.000000000000000001', '99999999999999.999999999999999999'])).toBe(
      '100000000000000',
    );
    expect(sumAmounts([])).toBe('0');
  });

  it('bars are thousandths of the highest day, a small day still visible, zero days empty', () => {
    const bars = commissionBars([
      { day: '2026-11-01', amount: '0' },
      { day: '2026-11-02', amount: '1000' },
      { day: '2026-11-03', amount: '0.01' },
      { day: '2026-11-04', amount: '500' },
    ]);
    expect(bars.map((bar) => bar.permille)).toEqual([0, 1000, 10, 500]);
    expect(commissionBars([{ day: '2026-11-01', amount: '0' }])[0]!.permille).toBe(0);
    expect(peakDay([{ day: '2026-11-01', amount: '0' }])).toBeNull();
    expect(
      peakDay([
        { day: '2026-11-01', amount: '3' },
        { day: '2026-11-02', amount: '3' },
      ])?.day,
    ).toBe('2026-11-01');
  });

  it('progress runs from the level’s threshold to the next one, rounded down', () => {
    const at = (volume30d: string, level: number, nextLevel: number | null) =>
      progressPercent({ level, volume30d, nextLevel, remaining: '0' }, LEVEL_ROWS).percent;
    expect(at('0', 0, 1)).toBe(0);
    expect(at('9999.99', 0, 1)).toBe(99);
    expect(at('101000', 2, 3)).toBe(25);
    expect(at('9000000', 5, null)).toBe(100);
  });

  it('the server’s link path becomes an absolute link; a full link is kept', () => {
    expect(absoluteLink('/pass/register?invite=AB', 'https://meridian.example')).toBe(
      'https://meridian.example/pass/register?invite=AB',
    );
    expect(absoluteLink('https://x.example/pass/register?invite=AB', 'https://m.example')).toBe(
      'https://x.example/pass/register?invite=AB',
    );
  });
});
