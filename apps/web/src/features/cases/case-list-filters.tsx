/** The list's search box and its status, housing type, region and sort choices. */
import {
  CASE_SORT_LABELS,
  CASE_SORTS,
  CASE_STATUS_LABELS,
  CASE_STATUSES,
} from '@partner-portal/contract/cases-constants';
import { HOUSING_TYPES, REGIONS } from '@partner-portal/contract/reference-data';
import { Input } from 'antd';
import { NativeSelect } from '../../components/list-controls/native-select';
import type { CaseListParams } from './api/case-keys';

/** True when a filter or search narrows the list (an empty result then is not an empty portfolio). */
export const isFiltered = (query: CaseListParams) =>
  Boolean(query.q || query.status || query.housing_type || query.sido);

/** A filter that is off (all) or set to one of `options`. */
function OptionalFilter({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <NativeSelect
      label={label}
      className="case-filters__select"
      value={value ?? ''}
      options={[{ value: '', label: all }, ...options]}
      onChange={(chosen) => onChange(chosen || undefined)}
    />
  );
}

export function CaseListFilters({
  query,
  onChange,
}: {
  query: CaseListParams;
  onChange: (patch: Partial<CaseListParams>) => void;
}) {
  return (
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
        onSearch={(value) => onChange({ q: value.trim() })}
      />
      <OptionalFilter
        label="상태"
        all="전체 상태"
        value={query.status}
        options={CASE_STATUSES.map((status) => ({ value: status, label: CASE_STATUS_LABELS[status] }))}
        onChange={(status) => onChange({ status: status as CaseListParams['status'] })}
      />
      <OptionalFilter
        label="주거 형태"
        all="전체 주거 형태"
        value={query.housing_type}
        options={HOUSING_TYPES.map((type) => ({ value: type, label: type }))}
        onChange={(housing_type) => onChange({ housing_type })}
      />
      <OptionalFilter
        label="지역"
        all="전체 지역"
        value={query.sido}
        options={REGIONS.map((region) => ({ value: region.name, label: region.short }))}
        onChange={(sido) => onChange({ sido })}
      />
      <NativeSelect
        label="정렬"
        className="case-filters__select"
        value={query.sort}
        options={CASE_SORTS.map((sort) => ({ value: sort, label: CASE_SORT_LABELS[sort] }))}
        onChange={(sort) => onChange({ sort })}
      />
    </div>
  );
}
