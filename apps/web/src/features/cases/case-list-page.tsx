/**
 * `/product/list`: the partner's cases with search, filters, sort and pages kept in the address, and
 * publish/hide/delete of the selected ones after a confirmation. The edit bar follows the
 * fixedListEdit display setting (the main layout pins `.list-edit-bar` to the window's bottom).
 */
import { EyeOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CASE_LIMITS,
  CASE_SCOPE_LABELS,
  CASE_SORT_LABELS,
  CASE_SORTS,
  CASE_STATUS_LABELS,
  CASE_STATUSES,
  caseListQuerySchema,
  type CaseBulkResult,
  type CaseSummary,
} from '@partner-portal/contract/cases-api';
import { formatWon } from '@partner-portal/contract/money';
import { HOUSING_TYPES, REGIONS } from '@partner-portal/contract/reference-data';
import { PATHS } from '@partner-portal/contract/routes';
import { Alert, Button, Checkbox, Empty, Input, Modal, Pagination, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { RetryAlert } from '../../components/retry-alert';
import { formatDate } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useUrlQuery } from '../../lib/url-query';
import { useChangeCases, type CaseAction } from './api/change-cases';
import type { CaseListParams as ListQuery } from './api/case-keys';
import { useCases } from './api/get-cases';
import { formatArea, formatCount, formatRegion } from './case-format';
import { STATUS_COLORS } from './case-status';
import { LinkButton } from './link-button';
import './cases.css';

const ACTIONS: Record<
  CaseAction,
  { label: string; done: string; confirm: (n: number) => string; note: string }
> = {
  publish: {
    label: '게시',
    done: '게시했습니다',
    confirm: (n) => `선택한 ${n}건을 게시할까요?`,
    note: '게시에 필요한 항목이 빠진 사례는 게시되지 않고 이유를 알려드립니다.',
  },
  hide: {
    label: '숨김',
    done: '숨겼습니다',
    confirm: (n) => `선택한 ${n}건을 숨길까요?`,
    note: '숨긴 사례는 고객에게 보이지 않으며, 언제든 다시 게시할 수 있습니다.',
  },
  delete: {
    label: '삭제',
    done: '삭제했습니다',
    confirm: (n) => `선택한 ${n}건을 삭제할까요?`,
    note: '삭제한 사례와 사진은 되돌릴 수 없습니다.',
  },
};

function CaseRow({
  item,
  selected,
  onSelect,
}: {
  item: CaseSummary;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const detail = generatePath(PATHS.productDetail, { pid: String(item.case_id) });
  const facts = [
    item.housing_type,
    item.scope && CASE_SCOPE_LABELS[item.scope],
    item.area_m2 !== null && formatArea(item.area_m2),
    formatRegion(item.region),
  ].filter(Boolean);
  return (
    <li className={`case-row${selected ? ' case-row--selected' : ''}`}>
      <Checkbox
        className="case-row__check"
        checked={selected}
        aria-label={`${item.title} 선택`}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <Link to={detail} className="case-row__thumb" tabIndex={-1} aria-hidden="true">
        {item.cover_url ? <img src={item.cover_url} alt="" loading="lazy" /> : <PictureOutlined />}
        {item.photo_count > 0 && <span className="case-row__photo-count">{item.photo_count}</span>}
      </Link>
      <div className="case-row__body">
        <div className="case-row__heading">
          <Tag color={STATUS_COLORS[item.status]}>{CASE_STATUS_LABELS[item.status]}</Tag>
          <Link to={detail} className="case-row__title">
            {item.title}
          </Link>
        </div>
        <p className="case-row__facts">
          {facts.length ? facts.join(' · ') : '입력하지 않은 항목이 있습니다'}
        </p>
        <p className="case-row__meta">
          {item.cost_won !== null && (
            <span className="case-row__cost">{formatWon(item.cost_won, 'units')}</span>
          )}
          <span>
            <EyeOutlined aria-hidden="true" /> 조회 {formatCount(item.view_count)}
          </span>
          <span>수정 {formatDate(item.updated_at)}</span>
        </p>
      </div>
      <Link
        className="case-row__edit"
        to={generatePath(PATHS.productEdit, { pid: String(item.case_id) })}
        aria-label={`${item.title} 수정`}
      >
        수정
      </Link>
    </li>
  );
}

/** True when a filter or search narrows the list (an empty result then is not an empty portfolio). */
const isFiltered = (query: ListQuery) => Boolean(query.q || query.status || query.housing_type || query.sido);

function ListSkeleton() {
  return (
    <ul className="case-rows" aria-busy="true" aria-label="시공사례 불러오는 중">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className="case-row case-row--skeleton">
          <Skeleton.Node active className="case-row__thumb" />
          <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 2 }} />
        </li>
      ))}
    </ul>
  );
}

export function CaseListPage() {
  const { query, update: go, reset, search } = useUrlQuery(caseListQuerySchema);
  const cases = useCases(query);
  const change = useChangeCases();
  // A selection belongs to the list it was made on: another page or filter starts without one.
  const [selection, setSelection] = useState<{ search: string; ids: number[] }>({ search, ids: [] });
  const [confirming, setConfirming] = useState<CaseAction | null>(null);
  const [skipped, setSkipped] = useState<(CaseBulkResult['skipped'][number] & { title: string })[]>([]);

  const items = cases.data?.items ?? [];
  const selected =
    selection.search === search
      ? selection.ids.filter((id) => items.some((item) => item.case_id === id))
      : [];
  const setSelected = (ids: number[]) => setSelection({ search, ids });

  async function runAction(action: CaseAction) {
    const titles = new Map(items.map((item) => [item.case_id, item.title]));
    const result = await change.mutateAsync({ caseIds: selected, action });
    setConfirming(null);
    setSelected([]);
    setSkipped(
      result.skipped.map((entry) => ({ ...entry, title: titles.get(entry.case_id) ?? `#${entry.case_id}` })),
    );
    if (result.updated.length) showToast('success', `${result.updated.length}건을 ${ACTIONS[action].done}.`);
  }

  const total = cases.data?.total ?? 0;
  const filtered = isFiltered(query);
  const lastPage = Math.max(1, Math.ceil(total / query.size));
  return (
    <div className="case-list">
      <header className="case-page__header">
        <div>
          <h1 className="case-page__title">시공사례 관리</h1>
          <p className="case-page__lead">
            {cases.data ? `전체 ${formatCount(total)}건` : '고객이 상담 전에 보는 포트폴리오입니다.'}
          </p>
        </div>
        <LinkButton type="primary" icon={<PlusOutlined />} to={PATHS.productNew}>
          시공사례 등록
        </LinkButton>
      </header>

      <div role="search" className="case-filters" aria-label="시공사례 검색">
        <Input.Search
          // Starts over from the address whenever it changes (a search, back/forward).
          key={query.q}
          defaultValue={query.q}
          className="case-filters__search"
          aria-label="제목 검색"
          placeholder="제목으로 검색"
          allowClear
          maxLength={60}
          onSearch={(value) => go({ q: value.trim() })}
        />
        <Select
          aria-label="상태"
          className="case-filters__select"
          value={query.status ?? ''}
          options={[
            { value: '', label: '전체 상태' },
            ...CASE_STATUSES.map((status) => ({ value: status, label: CASE_STATUS_LABELS[status] })),
          ]}
          onChange={(status: string) => go({ status: (status || undefined) as ListQuery['status'] })}
        />
        <Select
          aria-label="주거 형태"
          className="case-filters__select"
          value={query.housing_type ?? ''}
          options={[
            { value: '', label: '전체 주거 형태' },
            ...HOUSING_TYPES.map((type) => ({ value: type, label: type })),
          ]}
          onChange={(type: string) => go({ housing_type: type || undefined })}
        />
        <Select
          aria-label="지역"
          className="case-filters__select"
          value={query.sido ?? ''}
          options={[
            { value: '', label: '전체 지역' },
            ...REGIONS.map((region) => ({ value: region.name, label: region.short })),
          ]}
          onChange={(sido: string) => go({ sido: sido || undefined })}
        />
        <Select
          aria-label="정렬"
          className="case-filters__select"
          value={query.sort}
          options={CASE_SORTS.map((sort) => ({ value: sort, label: CASE_SORT_LABELS[sort] }))}
          onChange={(sort: ListQuery['sort']) => go({ sort })}
        />
      </div>

      {skipped.length > 0 && (
        <Alert
          className="case-list__alert"
          type="warning"
          showIcon
          closable={{ onClose: () => setSkipped([]), 'aria-label': '닫기' }}
          title={`${skipped.length}건은 처리하지 못했습니다.`}
          description={
            <ul className="case-list__skipped">
              {skipped.map((entry) => (
                <li key={entry.case_id}>
                  <Link to={generatePath(PATHS.productEdit, { pid: String(entry.case_id) })}>
                    {entry.title}
                  </Link>
                  : {entry.reason}
                </li>
              ))}
            </ul>
          }
        />
      )}

      {cases.isError && !cases.data ? (
        <RetryAlert message={cases.error.message} onRetry={() => void cases.refetch()} />
      ) : !cases.data ? (
        <ListSkeleton />
      ) : items.length === 0 && total > 0 ? (
        <Empty className="case-list__empty" description="이 페이지에는 시공사례가 없습니다.">
          <Button onClick={() => go({ page: lastPage })}>마지막 페이지로</Button>
        </Empty>
      ) : items.length === 0 ? (
        filtered ? (
          <Empty className="case-list__empty" description="조건에 맞는 시공사례가 없습니다.">
            <Button onClick={reset}>검색 조건 초기화</Button>
          </Empty>
        ) : (
          <Empty
            className="case-list__empty"
            image={<PictureOutlined className="case-list__empty-icon" aria-hidden="true" />}
            description={
              <>
                <strong>아직 등록한 시공사례가 없습니다.</strong>
                <br />
                시공 사진과 공사 정보를 올리면 고객이 상담 전에 업체의 실력을 확인할 수 있습니다.
              </>
            }
          >
            <LinkButton type="primary" icon={<PlusOutlined />} to={PATHS.productNew}>
              첫 시공사례 등록하기
            </LinkButton>
          </Empty>
        )
      ) : (
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
          <Pagination
            className="case-list__pages"
            align="center"
            current={Math.min(query.page, lastPage)}
            pageSize={query.size}
            total={total}
            pageSizeOptions={CASE_LIMITS.pageSizes.map(String)}
            showSizeChanger
            onChange={(page, size) =>
              go(size === query.size ? { page } : { size: size as ListQuery['size'] })
            }
          />
          <div className="list-edit-bar" role="toolbar" aria-label="선택한 시공사례 편집">
            <Checkbox
              checked={items.length > 0 && selected.length === items.length}
              indeterminate={selected.length > 0 && selected.length < items.length}
              onChange={(event) => setSelected(event.target.checked ? items.map((item) => item.case_id) : [])}
            >
              전체 선택
            </Checkbox>
            <span className="list-edit-bar__count" aria-live="polite">
              {selected.length}건 선택
            </span>
            <span className="list-edit-bar__spacer" />
            {(Object.keys(ACTIONS) as CaseAction[]).map((action) => (
              <Button
                key={action}
                danger={action === 'delete'}
                disabled={selected.length === 0}
                onClick={() => setConfirming(action)}
              >
                {ACTIONS[action].label}
              </Button>
            ))}
          </div>
        </>
      )}

      <Modal
        open={confirming !== null}
        title={confirming && ACTIONS[confirming].confirm(selected.length)}
        okText={confirming ? ACTIONS[confirming].label : undefined}
        okButtonProps={{ danger: confirming === 'delete', loading: change.isPending }}
        cancelText="취소"
        onOk={() => confirming && void runAction(confirming).catch(() => setConfirming(null))}
        onCancel={() => setConfirming(null)}
      >
        {confirming && ACTIONS[confirming].note}
      </Modal>
    </div>
  );
}
