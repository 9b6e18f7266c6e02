import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveTable, type Column } from './ResponsiveTable';

interface Row {
  id: string;
  asset: string;
  amount: string;
}

const columns: Column<Row>[] = [
  { key: 'asset', header: 'Currency', text: true, cell: (row) => row.asset },
  { key: 'amount', header: 'Amount', cell: (row) => row.amount },
];

describe('ResponsiveTable', () => {
  it('is a real table with column headers, and every cell carries its label for the card view', () => {
    render(
      <ResponsiveTable
        columns={columns}
        rows={[
          { id: '1', asset: 'USDT', amount: '97,994.34' },
          { id: '2', asset: 'BTC', amount: '0.50000000' },
        ]}
        rowKey={(row) => row.id}
        rowTestId={(row) => `row-${row.id}`}
        label="Records"
        testId="records"
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Currency', 'Amount']);
    const cells = within(screen.getByTestId('row-2')).getAllByRole('cell');
    expect(cells.map((td) => td.getAttribute('data-label'))).toEqual(['Currency', 'Amount']);
    expect(cells.map((td) => td.textContent)).toEqual(['BTC', '0.50000000']);
    // Figures read left to right in every language; words follow the page.
    expect(cells[1]).toHaveAttribute('dir', 'ltr');
    expect(cells[0]).not.toHaveAttribute('dir');
    expect(screen.getByRole('region', { name: 'Records' })).toHaveAttribute('aria-busy', 'false');
  });

  it('marks the user’s own row as current (aria-current), and no other', () => {
    render(
      <ResponsiveTable
        columns={columns}
        rows={[
          { id: '1', asset: 'USDT', amount: '1' },
          { id: '2', asset: 'BTC', amount: '2' },
        ]}
        rowKey={(row) => row.id}
        rowTestId={(row) => `row-${row.id}`}
        rowCurrent={(row) => row.id === '2'}
        label="Levels"
      />,
    );
    expect(screen.getByTestId('row-2')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('row-1')).not.toHaveAttribute('aria-current');
  });
});
