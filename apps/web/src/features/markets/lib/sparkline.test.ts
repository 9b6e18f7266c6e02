import { describe, expect, it } from 'vitest';
import { sparklinePath } from './sparkline';

describe('sparkline', () => {
  it('scales a sparkline into its box', () => {
    expect(sparklinePath(['1', '2', '3'])!.line).toBe('M0,30 L50,16 L100,2');
    expect(sparklinePath(['5', '5'])!.line).toBe('M0,16 L100,16');
    expect(sparklinePath(['3', '1'])!.rising).toBe(false);
    expect(sparklinePath(['1'])).toBeNull();
    expect(sparklinePath([])).toBeNull();
  });
});
