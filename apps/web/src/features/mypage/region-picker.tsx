/**
 * Service regions at 시/도 and 시/군/구 level: pick a 시/도, then its whole area or some of its
 * districts, and add them to the list. A whole 시/도 takes the place of its districts.
 * Both pickers are the browser's own selects (the districts' a multiple one: a phone shows its own
 * checklist) and the chosen regions chips of our own: antd's Select brought rc-select and a virtual
 * list, 18 kB of MyPage's JS, and its Tag 2 kB more (issue #14).
 */
import { CloseOutlined } from '@ant-design/icons';
import type { Region } from '@partner-portal/contract/profile-api';
import { REGIONS, regionLabel, WHOLE_REGION } from '@partner-portal/contract/reference-data';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { NativeSelect } from '../../components/list-controls/native-select';

export const MAX_REGIONS = 30;

const SIDO_OPTIONS = REGIONS.map((region) => ({ value: region.name, label: region.name }));

/** Districts chosen next: choosing 전체 means the whole area; a district chosen with it narrows again. */
export function nextDistricts(previous: readonly string[], chosen: readonly string[]): string[] {
  if (chosen.includes(WHOLE_REGION) && !previous.includes(WHOLE_REGION)) return [WHOLE_REGION];
  return chosen.length > 1 ? chosen.filter((name) => name !== WHOLE_REGION) : [...chosen];
}

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
  const region = REGIONS.find((candidate) => candidate.name === sido);
  const districtOptions = region
    ? [WHOLE_REGION, ...region.districts.filter((name) => name !== sido)].map((name) => ({
        value: name,
        label: name === WHOLE_REGION ? `${region.short} 전체` : name,
      }))
    : [];
  const full = value.length >= MAX_REGIONS;
  // The list's message (an error, the checklist's warning) draws the pickers' borders, as antd's did.
  const { status } = Form.Item.useStatus();
  const shownStatus = status === 'error' || status === 'warning' ? status : undefined;

  function add() {
    if (!sido || districts.length === 0) return;
    const next = addRegions(
      value,
      districts.map((sigungu) => ({ sido, sigungu })),
    );
    onChange?.(next.slice(0, MAX_REGIONS));
    setDistricts([]);
  }

  return (
    <div className="region-picker">
      <div className="region-picker__controls">
        <NativeSelect
          id={id}
          label="시/도"
          className="region-picker__sido"
          placeholder="시/도 선택"
          options={SIDO_OPTIONS}
          value={sido}
          status={shownStatus}
          onChange={(next) => {
            setSido(next);
            // 세종 has no districts: the whole city is the only choice.
            const only = REGIONS.find((candidate) => candidate.name === next)?.districts;
            setDistricts(only?.length === 1 && only[0] === next ? [WHOLE_REGION] : []);
          }}
        />
        <select
          aria-label="시/군/구"
          className={`region-picker__districts${shownStatus ? ` region-picker__districts--${shownStatus}` : ''}`}
          multiple
          size={5}
          disabled={!region}
          value={districts}
          onChange={(event) =>
            setDistricts(
              nextDistricts(
                districts,
                Array.from(event.target.selectedOptions, (option) => option.value),
              ),
            )
          }
        >
          <option value="" disabled>
            {sido ? '시/군/구 선택 (여러 개 가능)' : '시/도를 먼저 선택해주세요'}
          </option>
          {districtOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Button onClick={add} disabled={!sido || districts.length === 0 || full}>
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
              <li key={`${item.sido}/${item.sigungu}`} className="region-picker__chip">
                {label}
                <button
                  type="button"
                  className="region-picker__remove"
                  aria-label={`${label} 삭제`}
                  onClick={() => onChange?.(value.filter((kept) => !sameRegion(kept, item)))}
                >
                  <CloseOutlined aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
