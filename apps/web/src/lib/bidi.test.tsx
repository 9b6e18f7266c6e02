import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withIsolatedValues } from './bidi';

function interpolate(template: string) {
  return (values: Record<string, string>) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

describe('withIsolatedValues', () => {
  it('keeps the sentence and puts each value in its own <bdi> (English)', () => {
    const { container } = render(
      <span>
        {withIsolatedValues(interpolate('{{lots}} lots · {{leverage}}×'), {
          lots: '0.01',
          leverage: 2,
        })}
      </span>,
    );
    expect(container.textContent).toBe('0.01 lots · 2×');
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['0.01', '2']);
  });

  it('follows the language word order (Arabic) with the figures isolated', () => {
    const { container } = render(
      <span>
        {withIsolatedValues(interpolate('{{lots}} لوت · {{leverage}}×'), {
          lots: '0.01',
          leverage: 2,
        })}
      </span>,
    );
    expect(container.textContent).toBe('0.01 لوت · 2×');
    expect(container.querySelectorAll('bdi')).toHaveLength(2);
  });
});
