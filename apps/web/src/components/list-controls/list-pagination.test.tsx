import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPagination, visiblePages } from './list-pagination';

describe('visiblePages', () => {
  it('shows the first, the last and two either side of the current page, the rest as gaps', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(visiblePages(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(visiblePages(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    expect(visiblePages(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});

describe('ListPagination', () => {
  it('moves page by page keeping the size, and back to page 1 with a new size', async () => {
    const onChange = vi.fn();
    render(<ListPagination current={3} pageSize={20} total={95} pageSizes={[20, 50]} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: '페이지' });
    expect(within(nav).getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['', '1', '2', '3', '4', '5', '']);
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: '다음 페이지' }));
    await user.click(within(nav).getByRole('button', { name: '5' }));
    await user.click(within(nav).getByRole('button', { name: '3' }));
    await user.selectOptions(within(nav).getByRole('combobox', { name: '페이지당 개수' }), '50개씩 보기');
    expect(onChange.mock.calls).toEqual([
      [4, 20],
      [5, 20],
      [1, 50],
    ]);
  });

  it('cannot go before the first page or past the last', () => {
    render(<ListPagination current={1} pageSize={20} total={7} pageSizes={[20]} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
  });

  it('shows nothing for a single page with no size to choose, and the total when asked', () => {
    const { container, rerender } = render(
      <ListPagination current={1} pageSize={20} total={7} onChange={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<ListPagination current={1} pageSize={20} total={1234} showTotal onChange={vi.fn()} />);
    expect(screen.getByText('총 1,234건')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '62' })).toBeInTheDocument();
  });
});
