/** A desk's list paged by the server: one page of rows, the total, page and size kept by the caller (the URL). */
import { groupDigits } from '@partner-portal/contract/money';
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import { LoadError } from './feedback';
import type { ReactNode } from 'react';

export interface Page<Row> {
  total: number;
  page: number;
  size: number;
  rows: Row[];
}

interface PagedTableProps<Row> {
  query: Pick<UseQueryResult<Page<Row>>, 'data' | 'isPending' | 'isFetching' | 'isError' | 'refetch'>;
  rowKey: keyof Row & string;
  columns: NonNullable<TableProps<Row>['columns']>;
  emptyText: ReactNode;
  page: number;
  size: number;
  onPage(page: number, size: number): void;
  caption: string;
  /** A class for rows that should stand out (late ones). */
  rowClassName?: (row: Row) => string;
}

export function PagedTable<Row extends object>(props: PagedTableProps<Row>) {
  const { query, page, size } = props;
  if (query.isError)
    return <LoadError title="목록을 불러오지 못했습니다." onRetry={() => void query.refetch()} />;
  return (
    <Table<Row>
      rowKey={props.rowKey}
      loading={query.isPending || query.isFetching}
      columns={props.columns}
      dataSource={query.data?.rows ?? []}
      rowClassName={props.rowClassName}
      aria-label={props.caption}
      pagination={{
        current: page,
        pageSize: size,
        total: query.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100],
        showTotal: (total) => `총 ${groupDigits(total)}건`,
        onChange: props.onPage,
      }}
      scroll={{ x: 960 }}
      locale={{ emptyText: <p className="console__empty">{props.emptyText}</p> }}
    />
  );
}
