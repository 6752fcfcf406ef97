/** The four cards of the case form: basic facts, the work, photos, and the description. */
import {
  CASE_LIMITS,
  CASE_SCOPE_LABELS,
  CASE_SCOPES,
  STYLE_TAG_SUGGESTIONS,
} from '@partner-portal/contract/cases-constants';
import { formatWon } from '@partner-portal/contract/money';
import { CONSTRUCTION_TYPES, HOUSING_TYPES, REGIONS } from '@partner-portal/contract/reference-data';
import { seoulIsoDateTime } from '@partner-portal/contract/seoul-time';
import { Checkbox } from 'antd';
import type { ComponentProps } from 'react';
import { NativeSelect } from '../../components/list-controls/native-select';
import { SegmentedChoice } from '../../components/list-controls/segmented-choice';
import { NumberInput } from '../../components/number-input';
import { Panel } from '../../components/panel/panel';
import { TextArea, TextInput } from '../../components/text-input';
import { formatPyeong } from './case-format';
import { CaseFormField, fieldId, type CaseSectionProps } from './case-form-field';
import type { CaseFormValues } from './case-form-values';
import { PhotoManager } from './photo-manager';
import { PhotoPairs } from './photo-pairs';
import { StyleTagsInput } from './style-tags-input';
import type { usePhotoUploads } from './use-photo-uploads';

/** A number field of the form: its id, width, value and setter come from the field's name. */
function CaseNumberInput({
  field,
  values,
  set,
  ...limits
}: Pick<CaseSectionProps, 'values' | 'set'> & {
  field: 'area_m2' | 'cost_won' | 'duration_days';
} & Omit<ComponentProps<typeof NumberInput>, 'id' | 'className' | 'value' | 'onChange'>) {
  return (
    <NumberInput
      id={fieldId(field)}
      className="case-form__number"
      value={values[field]}
      onChange={(value) => set(field, value)}
      {...limits}
    />
  );
}

export function BasicInfoCard({ values, errors, set }: CaseSectionProps) {
  const region = REGIONS.find((r) => r.name === values.region.sido);
  return (
    <Panel title="기본 정보" className="case-form__section">
      <CaseFormField field="title" label="제목" errors={errors} required>
        <TextInput
          id={fieldId('title')}
          value={values.title}
          maxLength={60}
          showCount
          placeholder="예: 잠실 리센츠 34평 전체 리모델링"
          onChange={(event) => set('title', event.target.value)}
        />
      </CaseFormField>
      <div className="case-form__row">
        <CaseFormField field="housing_type" label="주거 형태" errors={errors}>
          <NativeSelect
            id={fieldId('housing_type')}
            placeholder="선택"
            value={values.housing_type}
            options={HOUSING_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(value) => set('housing_type', value)}
          />
        </CaseFormField>
        <CaseFormField field="scope" label="시공 범위" errors={errors}>
          <SegmentedChoice
            id={fieldId('scope')}
            labelledBy={`${fieldId('scope')}-label`}
            value={values.scope}
            options={CASE_SCOPES.map((scope) => ({ value: scope, label: CASE_SCOPE_LABELS[scope] }))}
            onChange={(scope) => set('scope', scope)}
          />
        </CaseFormField>
      </div>
      <CaseFormField field="region" label="시공 지역" errors={errors}>
        <div className="case-form__region">
          <NativeSelect
            id={fieldId('region')}
            label="시/도"
            placeholder="시/도"
            value={values.region.sido}
            options={REGIONS.map((r) => ({ value: r.name, label: r.name }))}
            onChange={(sido) => set('region', { sido, sigungu: null })}
          />
          <NativeSelect
            label="시/군/구"
            placeholder="시/군/구"
            disabled={!region}
            value={values.region.sigungu}
            options={region?.districts.map((district) => ({ value: district, label: district })) ?? []}
            onChange={(sigungu) => set('region', { ...values.region, sigungu })}
          />
        </div>
      </CaseFormField>
    </Panel>
  );
}

export function WorkInfoCard({ values, errors, set }: CaseSectionProps) {
  return (
    <Panel title="공사 정보" className="case-form__section">
      <div className="case-form__row">
        <CaseFormField field="area_m2" label="면적" errors={errors}>
          <div className="case-form__with-note">
            <CaseNumberInput
              field="area_m2"
              values={values}
              set={set}
              min={0}
              max={10_000}
              precision={2}
              suffix="㎡"
            />
            <output className="case-form__note" htmlFor={fieldId('area_m2')} aria-live="polite">
              {values.area_m2 ? `약 ${formatPyeong(values.area_m2)}` : '평 환산'}
            </output>
          </div>
        </CaseFormField>
        <CaseFormField field="cost_won" label="공사비" errors={errors}>
          <div className="case-form__with-note">
            <CaseNumberInput
              field="cost_won"
              values={values}
              set={set}
              min={0}
              max={10_000_000_000}
              precision={0}
              suffix="원"
              grouped
            />
            <output className="case-form__note" htmlFor={fieldId('cost_won')}>
              {values.cost_won !== null ? formatWon(values.cost_won, 'units') : 'VAT 포함 총액'}
            </output>
          </div>
        </CaseFormField>
      </div>
      <div className="case-form__row">
        <CaseFormField field="duration_days" label="공사 기간" errors={errors}>
          <CaseNumberInput
            field="duration_days"
            values={values}
            set={set}
            min={1}
            max={730}
            precision={0}
            suffix="일"
          />
        </CaseFormField>
        <CaseFormField field="completed_on" label="준공일" errors={errors}>
          <input
            type="date"
            id={fieldId('completed_on')}
            className="native-input case-form__number"
            value={values.completed_on ?? ''}
            max={seoulIsoDateTime(new Date()).slice(0, 10)}
            onChange={(event) => set('completed_on', event.target.value || null)}
          />
        </CaseFormField>
      </div>
      <CaseFormField field="construction_types" label="시공 분야" errors={errors}>
        <div id={fieldId('construction_types')}>
          <Checkbox.Group
            className="case-form__types"
            value={values.construction_types}
            options={CONSTRUCTION_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(types) => set('construction_types', types)}
          />
        </div>
      </CaseFormField>
      <CaseFormField
        field="style_tags"
        label="스타일 태그"
        errors={errors}
        extra={`${CASE_LIMITS.styleTags}개까지, 태그당 15자 이하`}
      >
        <StyleTagsInput
          id={fieldId('style_tags')}
          tags={values.style_tags}
          suggestions={STYLE_TAG_SUGGESTIONS}
          max={CASE_LIMITS.styleTags}
          onChange={(tags) => set('style_tags', tags)}
        />
      </CaseFormField>
    </Panel>
  );
}

export function PhotosCard({
  values,
  errors,
  set,
  uploads,
  onPhotosChange,
}: CaseSectionProps & {
  uploads: ReturnType<typeof usePhotoUploads>;
  onPhotosChange: (update: (current: CaseFormValues) => CaseFormValues) => void;
}) {
  return (
    <Panel title="사진" className="case-form__section">
      <CaseFormField field="photos" label="시공 사진" errors={errors}>
        <PhotoManager
          id={fieldId('photos')}
          photos={values.photos}
          uploads={uploads}
          onChange={onPhotosChange}
          invalid={Boolean(errors.photos)}
        />
      </CaseFormField>
      <CaseFormField field="pairs" label="시공 전·후 비교" errors={errors}>
        <PhotoPairs
          id={fieldId('pairs')}
          photos={values.photos}
          pairs={values.pairs}
          onChange={(pairs) => set('pairs', pairs)}
        />
      </CaseFormField>
    </Panel>
  );
}

export function DescriptionCard({ values, errors, set }: CaseSectionProps) {
  return (
    <Panel title="상세 설명" className="case-form__section">
      <CaseFormField
        field="description"
        label="시공 내용"
        errors={errors}
        extra="게시하려면 20자 이상 적어주세요."
      >
        <TextArea
          id={fieldId('description')}
          rows={8}
          maxLength={5000}
          showCount
          placeholder="현장 상황, 고객 요청, 시공 범위와 자재, 공정에서 신경 쓴 점을 적어주세요."
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </CaseFormField>
    </Panel>
  );
}
