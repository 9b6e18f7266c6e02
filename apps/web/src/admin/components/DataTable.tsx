import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './admin.module.css';
import { ResponsiveTable, type Column as TableColumn } from '@/components/ui/ResponsiveTable';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** A figure, hash or address: monospace, left to right, end-aligned; otherwise words. */
  mono?: boolean;
  /** A test id for the cell of `row`. */
  testId?: (row: T) => string;
}

/**
 * The back office's table: the app's ResponsiveTable (a real table on a wide screen, a card of
 * labelled values per row on a phone); a sentence when there are no rows.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowTestId,
  empty,
  label,
  busy,
  testId,
}: {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowTestId?: (row: T) => string;
  empty: string;
  /** What the table lists (its region's accessible name). */
  label: string;
  busy?: boolean;
  testId?: string;
}) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="gray.7" data-testid={testId}>
        {empty}
      </Text>
    );
  const tableColumns: TableColumn<T>[] = columns.map((column, index) => ({
    key: `${index}-${column.label}`,
    header: column.label,
    text: !column.mono,
    testId: column.testId,
    cell: column.mono
      ? (row: T) => <span className={classes.mono}>{column.cell(row)}</span>
      : column.cell,
  }));
  return (
    <ResponsiveTable
      columns={tableColumns}
      rows={rows}
      rowKey={(row) => String(rowKey(row))}
      rowTestId={rowTestId}
      label={label}
      busy={busy}
      testId={testId}
    />
  );
}
