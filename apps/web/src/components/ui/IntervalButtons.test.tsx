import { CANDLE_INTERVALS } from '@meridian/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IntervalButtons } from './IntervalButtons';

describe('IntervalButtons', () => {
  it('offers the domain’s intervals, the ones the server stores and the contract accepts', async () => {
    const onChange = vi.fn();
    render(
      <IntervalButtons
        value="15m"
        onChange={onChange}
        label="Intervals"
        text={(key) => key}
        testIdPrefix="interval-"
        classNames={{}}
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([...CANDLE_INTERVALS]);
    expect(screen.getByTestId('interval-15m')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByTestId('interval-4h'));
    expect(onChange).toHaveBeenCalledWith('4h');
  });
});
