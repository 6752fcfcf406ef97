/**
 * The ad plan's region: 시/도, then 시/군/구. A district where every ad product is sold out cannot
 * be chosen; the slots come from the server, fresh for each 시/도.
 */
import type { AdDistricts } from '@partner-portal/contract/plans-api';
import { REGIONS } from '@partner-portal/contract/reference-data';
import { Alert, Select } from 'antd';
import { useId } from 'react';
import { useAdDistricts } from './api/get-ad-districts';

export interface AdRegion {
  sido: string;
  sigungu: string;
}

export interface RegionPickerValue {
  sido: string | null;
  sigungu: string | null;
}

interface Props {
  value: RegionPickerValue;
  onChange: (value: RegionPickerValue) => void;
}

export const isSoldOut = (district: AdDistricts['districts'][number] | undefined) =>
  !!district && district.products.every((product) => product.remaining === 0);

export function RegionPicker({ value, onChange }: Props) {
  const id = useId();
  const districts = useAdDistricts(value.sido);
  const region = REGIONS.find((r) => r.name === value.sido);
  const slotsOf = (sigungu: string) => districts.data?.districts.find((d) => d.sigungu === sigungu);

  return (
    <div className="region-picker">
      <div className="region-picker__field">
        <label htmlFor={`${id}-sido`}>시/도</label>
        <Select
          id={`${id}-sido`}
          placeholder="시/도 선택"
          value={value.sido ?? undefined}
          onChange={(sido: string) => onChange({ sido, sigungu: null })}
          options={REGIONS.map((r) => ({ value: r.name, label: r.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </div>
      <div className="region-picker__field">
        <label htmlFor={`${id}-sigungu`}>시/군/구</label>
        <Select
          id={`${id}-sigungu`}
          placeholder={value.sido ? '시/군/구 선택' : '시/도를 먼저 선택하세요'}
          disabled={!value.sido}
          loading={districts.isFetching}
          value={value.sigungu ?? undefined}
          onChange={(sigungu: string) => onChange({ sido: value.sido, sigungu })}
          options={(region?.districts ?? []).map((sigungu) => {
            const soldOut = isSoldOut(slotsOf(sigungu));
            return { value: sigungu, label: soldOut ? `${sigungu} (마감)` : sigungu, disabled: soldOut };
          })}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </div>
      {districts.isError && (
        <Alert
          className="region-picker__error"
          type="warning"
          showIcon
          title="지역별 남은 자리를 불러오지 못했습니다. 가입 신청 시 다시 확인합니다."
        />
      )}
    </div>
  );
}
