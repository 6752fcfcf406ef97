/**
 * Pages of a list: previous and next, the first and last page, the two either side of the current
 * one (the rest as …), and how many rows a page shows. Drawn like antd's Pagination, which brings its
 * Select with it: 26 kB of a list page's JS (issue #14).
 */
import { groupDigits } from '@partner-portal/contract/money';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { NativeSelect } from './native-select';
import './list-controls.css';

interface Props {
  current: number;
  pageSize: number;
  total: number;
  /** The page sizes to choose from; none, no choice. */
  pageSizes?: readonly number[];
  /** A new page keeps the size; a new size goes back to page 1. */
  onChange: (page: number, size: number) => void;
  className?: string;
  /** Say how many rows there are in all (총 45건) before the pages. */
  showTotal?: boolean;
}

const AROUND = 2;

/** The page numbers to show, with `null` where two or more pages are left out. */
export function visiblePages(current: number, last: number): (number | null)[] {
  const shown = new Set([1, last]);
  for (let page = current - AROUND; page <= current + AROUND; page += 1) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  // A gap of one page shows that page: … would take as much room.
  return pages.flatMap((page, i) => {
    const skipped = i > 0 ? page - pages[i - 1]! - 1 : 0;
    return skipped === 0 ? [page] : [skipped === 1 ? page - 1 : null, page];
  });
}

export function ListPagination({
  current,
  pageSize,
  total,
  pageSizes,
  onChange,
  className,
  showTotal,
}: Props) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => onChange(page, pageSize);
  // One page and no size to choose: nothing to move between.
  if (last === 1 && !pageSizes && !showTotal) return null;
  return (
    <nav className={className ? `list-pagination ${className}` : 'list-pagination'} aria-label="페이지">
      {showTotal && <span className="list-pagination__total">총 {groupDigits(total)}건</span>}
      <button
        type="button"
        className="list-pagination__step"
        aria-label="이전 페이지"
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        <LeftOutlined aria-hidden="true" />
      </button>
      {visiblePages(current, last).map((page, i) =>
        page === null ? (
          <span key={`gap-${i}`} className="list-pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            className="list-pagination__page"
            aria-current={page === current ? 'page' : undefined}
            onClick={() => page !== current && go(page)}
          >
            {page}
          </button>
        ),
      )}
      <button
        type="button"
        className="list-pagination__step"
        aria-label="다음 페이지"
        disabled={current >= last}
        onClick={() => go(current + 1)}
      >
        <RightOutlined aria-hidden="true" />
      </button>
      {pageSizes && (
        <NativeSelect
          label="페이지당 개수"
          className="list-pagination__size"
          value={String(pageSize)}
          options={pageSizes.map((size) => ({ value: String(size), label: `${size}개씩 보기` }))}
          onChange={(size) => onChange(1, Number(size))}
        />
      )}
    </nav>
  );
}
