/**
 * `/product/list`: the partner's cases with search, filters, sort and pages kept in the address, and
 * publish/hide/delete of the selected ones after a confirmation.
 */
import { groupDigits } from '@partner-portal/contract/money';
import { PlusOutlined } from '@ant-design/icons';
import { CASE_LIMITS } from '@partner-portal/contract/cases-constants';
import type { CaseList } from '@partner-portal/contract/cases-api';
import { PATHS } from '@partner-portal/contract/routes';
import { useState } from 'react';
import { ListPagination } from '../../components/list-controls/list-pagination';
import { RetryAlert } from '../../components/retry-alert';
import { useUrlQuery } from '../../lib/url-query';
import { useCases } from './api/get-cases';
import { BulkActionConfirm, CaseEditBar, SkippedCasesAlert, useBulkCaseActions } from './case-bulk-actions';
import { CaseListEmpty, type EmptyReason } from './case-list-empty';
import { CaseListFilters, isFiltered } from './case-list-filters';
import { caseListFields } from './case-list-query';
import { CaseRow, CaseRowsSkeleton } from './case-row';
import { LinkButton } from './link-button';
import './cases.css';

/** Why a loaded list shows no case, or null when it shows some. */
function emptyReason(list: CaseList, filtered: boolean): EmptyReason | null {
  if (list.items.length > 0) return null;
  if (list.total > 0) return 'past-last-page';
  return filtered ? 'no-match' : 'no-cases';
}

export function CaseListPage() {
  const { query, update, reset, search } = useUrlQuery(caseListFields);
  const cases = useCases(query);
  // A selection belongs to the list it was made on: another page or filter starts without one.
  const [selection, setSelection] = useState<{ search: string; ids: number[] }>({ search, ids: [] });

  const items = cases.data?.items ?? [];
  const selected =
    selection.search === search
      ? selection.ids.filter((id) => items.some((item) => item.case_id === id))
      : [];
  const setSelected = (ids: number[]) => setSelection({ search, ids });
  const actions = useBulkCaseActions(items, selected, () => setSelected([]));

  const total = cases.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / query.size));

  function listBody() {
    if (cases.isError && !cases.data) {
      return <RetryAlert message={cases.error.message} onRetry={() => void cases.refetch()} />;
    }
    if (!cases.data) return <CaseRowsSkeleton />;
    const reason = emptyReason(cases.data, isFiltered(query));
    if (reason) {
      return (
        <CaseListEmpty reason={reason} onLastPage={() => update({ page: lastPage })} onClearFilters={reset} />
      );
    }
    return (
      <>
        <ul
          className={`case-rows${cases.isPlaceholderData ? ' case-rows--stale' : ''}`}
          aria-busy={cases.isFetching}
        >
          {items.map((item) => (
            <CaseRow
              key={item.case_id}
              item={item}
              selected={selected.includes(item.case_id)}
              onSelect={(on) =>
                setSelected(on ? [...selected, item.case_id] : selected.filter((id) => id !== item.case_id))
              }
            />
          ))}
        </ul>
        <ListPagination
          className="case-list__pages"
          current={Math.min(query.page, lastPage)}
          pageSize={query.size}
          total={total}
          pageSizes={CASE_LIMITS.pageSizes}
          onChange={(page, size) => update(size === query.size ? { page } : { size })}
        />
        <CaseEditBar
          itemIds={items.map((item) => item.case_id)}
          selected={selected}
          onSelect={setSelected}
          actions={actions}
        />
      </>
    );
  }

  return (
    <div className="case-list">
      <header className="case-page__header">
        <div>
          <h1 className="case-page__title">시공사례 관리</h1>
          <p className="case-page__lead">
            {cases.data ? `전체 ${groupDigits(total)}건` : '고객이 상담 전에 보는 포트폴리오입니다.'}
          </p>
        </div>
        <LinkButton type="primary" icon={<PlusOutlined />} to={PATHS.productNew}>
          시공사례 등록
        </LinkButton>
      </header>
      <CaseListFilters query={query} onChange={update} />
      <SkippedCasesAlert actions={actions} />
      {listBody()}
      <BulkActionConfirm actions={actions} count={selected.length} />
    </div>
  );
}
