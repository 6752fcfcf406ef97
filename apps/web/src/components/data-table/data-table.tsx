/**
 * A plain table for the partner app's lists (issue #14): columns, columns hidden on narrow screens,
 * an empty state and a refresh indicator, which is all these lists use. antd's Table brought ~45 kB
 * (brotli, its filter dropdown's tree included) to every payment screen, and each time it mounted it
 * measured the scrollbar by adding a stylesheet to the page, which restyled the whole document.
 */
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import './data-table.css';

export interface DataColumn<Row> {
  key: string;
  title: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'right';
  /** Shown from this width up (antd's breakpoints: sm 576, md 768, lg 992 px), hidden below it. */
  from?: 'sm' | 'md' | 'lg';
}

interface DataTableProps<Row> {
  columns: DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** A row's own class (an unread row in bold). */
  rowClassName?: (row: Row) => string | undefined;
  /** What the table body says when there are no rows (a skeleton while the first rows load). */
  empty?: ReactNode;
  /** The rows are being fetched again: they dim under a spinner. */
  refreshing?: boolean;
  size?: 'small' | 'middle';
  className?: string;
  /**
   * Names the table for a table that may scroll sideways on a phone: its scroll area then takes the
   * keyboard's focus (arrow keys scroll it) and is announced by this name.
   */
  scrollLabel?: string;
}

const cellClass = <Row,>(column: DataColumn<Row>) =>
  [
    column.align && `data-table__cell--${column.align}`,
    column.from && `data-table__cell--from-${column.from}`,
  ]
    .filter(Boolean)
    .join(' ') || undefined;

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowClassName,
  empty,
  refreshing = false,
  size = 'middle',
  className,
  scrollLabel,
}: DataTableProps<Row>) {
  return (
    <div
      className={['data-table', `data-table--${size}`, className].filter(Boolean).join(' ')}
      aria-busy={refreshing || undefined}
    >
      <div
        className="data-table__scroll"
        {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
      >
        <table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cellClass(column)}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length > 0
              ? rows.map((row, index) => (
                  <tr
                    key={rowKey(row, index)}
                    className={['data-table__row', rowClassName?.(row)].filter(Boolean).join(' ')}
                  >
                    {columns.map((column) => (
                      <td key={column.key} className={cellClass(column)}>
                        {column.render(row)}
                      </td>
                    ))}
                  </tr>
                ))
              : empty !== undefined && (
                  <tr>
                    <td className="data-table__empty" colSpan={columns.length}>
                      {empty}
                    </td>
                  </tr>
                )}
          </tbody>
        </table>
      </div>
      {refreshing && (
        <div className="data-table__refreshing">
          <Spin aria-label="불러오는 중" />
        </div>
      )}
    </div>
  );
}
