/** The inbox's search box and its status, region (시/도 then 시/군/구), space type and period filters. */
import { LEAD_STATUS_LABELS, LEAD_TABS, SPACE_TYPES } from '@partner-portal/contract/leads-constants';
import { REGIONS } from '@partner-portal/contract/reference-data';
import { Button, Input } from 'antd';
import { useId, type ChangeEvent } from 'react';
import { NativeSelect } from '../../components/list-controls/native-select';
import { isFiltered, type LeadListAddress } from './lead-list-query';

interface Option {
  value: string;
  label: string;
}

/** A filter that is off (its `all` entry) or set to one of `options`. */
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
  options: readonly Option[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <NativeSelect
      label={label}
      className="lead-filters__select"
      value={value ?? ''}
      disabled={options.length === 0}
      options={[{ value: '', label: all }, ...options]}
      onChange={(chosen) => onChange(chosen || undefined)}
    />
  );
}

export function LeadListFilters({
  query,
  onChange,
  onReset,
}: {
  query: LeadListAddress;
  onChange: (patch: Partial<LeadListAddress>) => void;
  onReset: () => void;
}) {
  const id = useId();
  const districts = REGIONS.find((region) => region.name === query.sido)?.districts ?? [];
  // An emptied date is "no limit"; a half-typed one the browser reports as '' too.
  const setDate = (key: 'from' | 'to') => (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ [key]: event.target.value || undefined });

  return (
    <div role="search" className="lead-filters" aria-label="견적 요청 검색">
      <Input.Search
        // Starts over from the address whenever it changes (a search, back/forward).
        key={query.q}
        defaultValue={query.q}
        className="lead-filters__search"
        aria-label="견적 요청 검색어"
        placeholder="요청 번호, 지역, 요청 내용"
        allowClear
        maxLength={50}
        onSearch={(value) => onChange({ q: value.trim() || undefined })}
      />
      <OptionalFilter
        label="상태"
        all="전체 상태"
        value={query.status}
        options={LEAD_TABS[query.tab].map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
        onChange={(status) => onChange({ status: status as LeadListAddress['status'] })}
      />
      <OptionalFilter
        label="시/도"
        all="전체 지역"
        value={query.sido}
        options={REGIONS.map((region) => ({ value: region.name, label: region.short }))}
        // A district belongs to its 시/도: a new 시/도 drops it.
        onChange={(sido) => onChange({ sido, sigungu: undefined })}
      />
      <OptionalFilter
        label="시/군/구"
        all="전체 시/군/구"
        value={query.sigungu}
        options={districts.map((district) => ({ value: district, label: district }))}
        onChange={(sigungu) => onChange({ sigungu })}
      />
      <OptionalFilter
        label="공간 유형"
        all="전체 공간"
        value={query.space_type}
        options={SPACE_TYPES.map((type) => ({ value: type, label: type }))}
        onChange={(space_type) => onChange({ space_type: space_type as LeadListAddress['space_type'] })}
      />
      <span className="lead-filters__period">
        <label className="visually-hidden" htmlFor={`${id}-from`}>
          접수 시작일
        </label>
        <input
          type="date"
          id={`${id}-from`}
          className="native-input"
          value={query.from ?? ''}
          max={query.to}
          onChange={setDate('from')}
        />
        <span aria-hidden="true">~</span>
        <label className="visually-hidden" htmlFor={`${id}-to`}>
          접수 종료일
        </label>
        <input
          type="date"
          id={`${id}-to`}
          className="native-input"
          value={query.to ?? ''}
          min={query.from}
          onChange={setDate('to')}
        />
      </span>
      {isFiltered(query) && <Button onClick={onReset}>조건 초기화</Button>}
    </div>
  );
}
