/** A desk's list: the rows of one query in an antd table, 20 a page, its error with a retry, its empty text. */
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import { LoadError } from '../shared/feedback';
import type { ReactNode } from 'react';

interface DeskTableProps<Row> {
  query: Pick<UseQueryResult<Row[]>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  /** A field that identifies a row, or a function of the row when no one field does. */
  rowKey: (keyof Row & string) | ((row: Row) => string);
  columns: NonNullable<TableProps<Row>['columns']>;
  emptyText: ReactNode;
  expandable?: TableProps<Row>['expandable'];
}

export function DeskTable<Row extends object>({
  query,
  rowKey,
  columns,
  emptyText,
  expandable,
}: DeskTableProps<Row>) {
  if (query.isError)
    return <LoadError title="목록을 불러오지 못했습니다." onRetry={() => void query.refetch()} />;
  return (
    <Table<Row>
      rowKey={rowKey}
      loading={query.isPending}
      columns={columns}
      dataSource={query.data ?? []}
      expandable={expandable}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 960 }}
      // antd's empty text is #bfbfbf (1.8:1); console__empty reads at 5.7:1.
      locale={{ emptyText: <p className="console__empty">{emptyText}</p> }}
    />
  );
}
