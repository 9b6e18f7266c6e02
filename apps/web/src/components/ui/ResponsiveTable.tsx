import type { ReactNode } from 'react';
import classes from './ResponsiveTable.module.css';

export interface Column<Row> {
  key: string;
  /** The header, and the label of the value when the row is shown as a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Words (start-aligned, follow the page direction); otherwise a figure (end-aligned, LTR). */
  text?: boolean;
  /** The cell names its row (a <th scope="row">), as an asset does in a holdings list. */
  rowHeader?: boolean;
  /** A test id for the cell of `row`. */
  testId?: (row: Row) => string;
}

/**
 * One table for records and lists: a real <table> on a wide screen; where its own width is under
 * 40rem (a phone) each row becomes a card of labelled values — a CSS container query, so nothing
 * is measured in JS and amounts never run off the screen.
 */
export function ResponsiveTable<Row>({
  columns,
  rows,
  rowKey,
  rowTestId,
  rowCurrent,
  label,
  busy = false,
  testId,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowTestId?: (row: Row) => string;
  /** The row that is the user's own (their level): highlighted, and `aria-current` for readers. */
  rowCurrent?: (row: Row) => boolean;
  label: string;
  busy?: boolean;
  testId?: string;
}) {
  return (
    <div className={classes.frame} role="region" aria-label={label} aria-busy={busy} tabIndex={0}>
      {/* Explicit roles: as cards (display: block) the browser would otherwise drop the table's
          semantics, and screen readers would lose the rows and their headers. */}
      <table className={classes.table} data-testid={testId} role="table">
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                role="columnheader"
                className={column.text ? classes.text : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-testid={rowTestId?.(row)}
              role="row"
              aria-current={rowCurrent?.(row) ? 'true' : undefined}
            >
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    scope={column.rowHeader ? 'row' : undefined}
                    role={column.rowHeader ? 'rowheader' : 'cell'}
                    data-label={column.header}
                    className={column.text ? classes.text : undefined}
                    dir={column.text ? undefined : 'ltr'}
                    data-testid={column.testId?.(row)}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
