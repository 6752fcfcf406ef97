/**
 * Service regions at 시/도 and 시/군/구 level: pick a 시/도, then its whole area or some of its
 * districts, and add them to the list. A whole 시/도 takes the place of its districts.
 */
import type { Region } from '@partner-portal/contract/profile-api';
import { REGIONS, regionLabel, WHOLE_REGION } from '@partner-portal/contract/reference-data';
import { Button, Select, Tag } from 'antd';
import { useId, useState } from 'react';

export const MAX_REGIONS = 30;

const SIDO_OPTIONS = REGIONS.map((region) => ({ value: region.name, label: region.name }));

const sameRegion = (a: Region, b: Region) => a.sido === b.sido && a.sigungu === b.sigungu;

/** The list with `added` in it: a whole 시/도 replaces its districts, a covered district is not added. */
export function addRegions(current: readonly Region[], added: readonly Region[]): Region[] {
  let next = [...current];
  for (const region of added) {
    const covered = next.some(
      (kept) => sameRegion(kept, region) || (kept.sido === region.sido && kept.sigungu === WHOLE_REGION),
    );
    if (covered) continue;
    if (region.sigungu === WHOLE_REGION) next = next.filter((kept) => kept.sido !== region.sido);
    next.push(region);
  }
  return next;
}

interface Props {
  id?: string;
  value?: Region[];
  onChange?: (value: Region[]) => void;
}

export function RegionPicker({ id, value = [], onChange }: Props) {
  const [sido, setSido] = useState<string | null>(null);
  const [districts, setDistricts] = useState<string[]>([]);
  const districtsId = useId();
  const region = REGIONS.find((candidate) => candidate.name === sido);
  const districtOptions = region
    ? [WHOLE_REGION, ...region.districts.filter((name) => name !== sido)].map((name) => ({
        value: name,
        label: name === WHOLE_REGION ? `${region.short} 전체` : name,
      }))
    : [];
  const picked = districts.includes(WHOLE_REGION) ? [WHOLE_REGION] : districts;
  const full = value.length >= MAX_REGIONS;

  function add() {
    if (!sido || picked.length === 0) return;
    const next = addRegions(
      value,
      picked.map((sigungu) => ({ sido, sigungu })),
    );
    onChange?.(next.slice(0, MAX_REGIONS));
    setDistricts([]);
  }

  return (
    <div className="region-picker">
      <div className="region-picker__controls">
        <Select
          id={id}
          aria-label="시/도"
          className="region-picker__sido"
          placeholder="시/도 선택"
          options={SIDO_OPTIONS}
          value={sido}
          onChange={(next: string) => {
            setSido(next);
            // 세종 has no districts: the whole city is the only choice.
            const only = REGIONS.find((candidate) => candidate.name === next)?.districts;
            setDistricts(only?.length === 1 && only[0] === next ? [WHOLE_REGION] : []);
          }}
          showSearch={{ optionFilterProp: 'label' }}
        />
        <Select
          id={districtsId}
          aria-label="시/군/구"
          className="region-picker__districts"
          mode="multiple"
          placeholder={sido ? '시/군/구 선택 (여러 개 가능)' : '시/도를 먼저 선택해주세요'}
          disabled={!region}
          options={districtOptions}
          value={picked}
          onChange={(next: string[]) =>
            // Choosing 전체 last means the whole area; choosing a district after it narrows again.
            setDistricts(
              next.at(-1) === WHOLE_REGION ? [WHOLE_REGION] : next.filter((name) => name !== WHOLE_REGION),
            )
          }
          maxTagCount="responsive"
          showSearch={{ optionFilterProp: 'label' }}
        />
        <Button onClick={add} disabled={!sido || picked.length === 0 || full}>
          지역 추가
        </Button>
      </div>
      <p className="region-picker__count" aria-live="polite">
        선택한 지역 {value.length}/{MAX_REGIONS}
        {full && ' · 더 추가하려면 일부 지역을 삭제해주세요.'}
      </p>
      {value.length > 0 && (
        <ul className="region-picker__list" aria-label="선택한 시공 가능 지역">
          {value.map((item) => {
            const label = regionLabel(item.sido, item.sigungu);
            return (
              <li key={`${item.sido}/${item.sigungu}`}>
                <Tag
                  closable={{ 'aria-label': `${label} 삭제` }}
                  onClose={(event) => {
                    event.preventDefault();
                    onChange?.(value.filter((kept) => !sameRegion(kept, item)));
                  }}
                >
                  {label}
                </Tag>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
