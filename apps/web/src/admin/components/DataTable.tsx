import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './admin.module.css';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  mono?: boolean;
}

/** A plain table of rows (scrolls sideways on a narrow screen); a sentence when there are none. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  empty,
  testId,
}: {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  empty: string;
  testId?: string;
}) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="gray.7" data-testid={testId}>
        {empty}
      </Text>
    );
  return (
    <div className={classes.tableWrap} data-testid={testId}>
      <Table striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.label}
                  className={column.mono ? classes.mono : undefined}
                  dir={column.mono ? 'ltr' : undefined}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
