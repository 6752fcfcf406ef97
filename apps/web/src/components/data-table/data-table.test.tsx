import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './data-table';

interface Line {
  id: string;
  name: string;
  won: number;
}

const COLUMNS: DataColumn<Line>[] = [
  { key: 'name', title: '상품', render: (line) => line.name },
  { key: 'won', title: '금액', align: 'right', from: 'sm', render: (line) => `${line.won}원` },
];

describe('DataTable', () => {
  it('shows a header cell per column and a row per record, in order', () => {
    render(
      <DataTable
        columns={COLUMNS}
        rows={[
          { id: 'a', name: '베이직', won: 110_000 },
          { id: 'b', name: '스탠다드', won: 330_000 },
        ]}
        rowKey={(line) => line.id}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['상품', '금액']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['베이직', '110000원'],
      ['스탠다드', '330000원'],
    ]);
    // The narrow-screen rule hides the amount below 576 px, header and cells alike.
    expect(screen.getByRole('columnheader', { name: '금액' })).toHaveClass('data-table__cell--from-sm');
    expect(screen.getByRole('cell', { name: '110000원' })).toHaveClass('data-table__cell--from-sm');
  });

  it('says what it was given for an empty list, across every column', () => {
    render(
      <DataTable columns={COLUMNS} rows={[]} rowKey={(line) => line.id} empty="결제 내역이 없습니다." />,
    );
    const cell = screen.getByRole('cell', { name: '결제 내역이 없습니다.' });
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('marks itself busy with a spinner while its rows are fetched again', () => {
    const { container, rerender } = render(
      <DataTable columns={COLUMNS} rows={[]} rowKey={(line) => line.id} refreshing />,
    );
    expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('불러오는 중')).toBeInTheDocument();
    rerender(<DataTable columns={COLUMNS} rows={[]} rowKey={(line) => line.id} />);
    expect(container.firstChild).not.toHaveAttribute('aria-busy');
    expect(screen.queryByLabelText('불러오는 중')).not.toBeInTheDocument();
  });
});
