import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DecimalInput, localizeDecimal, normalizeDecimal } from './DecimalInput';
import { AppProvider } from '@/app/provider';
import { changeLanguage } from '@/lib/i18n';

afterEach(() => act(() => changeLanguage('en')));

function Form({ initial = '' }: { initial?: string }) {
  const [lots, setLots] = useState(initial);
  return (
    <>
      <DecimalInput label="Lots" value={lots} onChange={setLots} data-testid="lots" />
      <output data-testid="canonical">{lots}</output>
      <button type="button" onClick={() => setLots('0.25')}>
        set
      </button>
    </>
  );
}

function renderForm(initial?: string) {
  render(
    <AppProvider layout="desktop">
      <Form initial={initial} />
    </AppProvider>,
  );
  return screen.getByTestId('lots') as HTMLInputElement;
}

describe('normalizeDecimal', () => {
  it('takes both "," and "." as the decimal sign where the locale writes a comma', () => {
    expect(normalizeDecimal('0,05', ',')).toBe('0.05');
    expect(normalizeDecimal('0.05', ',')).toBe('0.05');
    expect(normalizeDecimal('1.000,5', ',')).toBe('1000.5');
    expect(normalizeDecimal(' 1 000,5 ', ',')).toBe('1000.5');
  });

  it('leaves text as typed where the locale writes a point (a comma groups there)', () => {
    expect(normalizeDecimal('0.05', '.')).toBe('0.05');
    expect(normalizeDecimal('1,000', '.')).toBe('1,000');
  });

  it('shows a canonical value with the locale sign', () => {
    expect(localizeDecimal('0.05', ',')).toBe('0,05');
    expect(localizeDecimal('0.05', '.')).toBe('0.05');
  });
});

describe('DecimalInput', () => {
  it('in German, "0,05" lots reach the form as "0.05" and stay shown as typed', () => {
    act(() => changeLanguage('de'));
    const input = renderForm();
    fireEvent.change(input, { target: { value: '0,05' } });
    expect(screen.getByTestId('canonical').textContent).toBe('0.05');
    expect(input.value).toBe('0,05');
    fireEvent.change(input, { target: { value: '0.5' } });
    expect(screen.getByTestId('canonical').textContent).toBe('0.5');
    expect(input.value).toBe('0.5');
  });

  it('in German, a value the form sets is shown with a comma', () => {
    act(() => changeLanguage('de'));
    const input = renderForm('0.01');
    expect(input.value).toBe('0,01');
    fireEvent.click(screen.getByText('set'));
    expect(input.value).toBe('0,25');
  });

  it('in English, "0.05" passes and "0,05" is passed on as typed for the form to refuse', () => {
    const input = renderForm();
    fireEvent.change(input, { target: { value: '0.05' } });
    expect(screen.getByTestId('canonical').textContent).toBe('0.05');
    fireEvent.change(input, { target: { value: '0,05' } });
    expect(screen.getByTestId('canonical').textContent).toBe('0,05');
    expect(input.value).toBe('0,05');
  });
});
