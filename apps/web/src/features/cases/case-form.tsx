/**
 * The one form for creating and editing a case. A draft needs only a title; publishing needs every
 * field and a photo, checked here with the contract's rules before the server checks them again.
 */
import {
  CASE_SCOPE_LABELS,
  CASE_SCOPES,
  CASE_STATUS_LABELS,
  STYLE_TAG_SUGGESTIONS,
  CASE_LIMITS,
  type CaseDetail,
  type CasePhotoView,
  type CaseStatus,
} from '@partner-portal/contract/cases-api';
import { formatWon } from '@partner-portal/contract/money';
import { CONSTRUCTION_TYPES, HOUSING_TYPES, REGIONS } from '@partner-portal/contract/reference-data';
import { PATHS } from '@partner-portal/contract/routes';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Tag,
} from 'antd';
import dayjs from 'dayjs';
import { useCallback, useState, type ReactNode } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { useUnsavedChangesPrompt } from '../../components/use-unsaved-changes-prompt';
import { ApiError } from '../../lib/http/api-error';
import { showToast } from '../../lib/toast';
import { useSaveCase } from './api/save-case';
import { formatPyeong } from './case-format';
import {
  caseValues,
  emptyCaseValues,
  fieldOfPath,
  formPhoto,
  sameCase,
  toCaseInput,
  validateCase,
  withCover,
  type CaseField,
  type CaseFormValues,
  type FieldErrors,
} from './case-form-values';
import { STATUS_COLORS } from './case-status';
import { PhotoManager } from './photo-manager';
import { PhotoPairs } from './photo-pairs';
import { usePhotoUploads } from './use-photo-uploads';

const fieldId = (field: CaseField) => `case-${field}`;
const won = new Intl.NumberFormat('ko-KR');

/** Puts the keyboard on the first field with a message, so a long form shows what to fix. */
function focusField(field: CaseField) {
  const element = document.getElementById(fieldId(field));
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  const target = element?.matches('input, textarea, button, [tabindex]')
    ? element
    : element?.querySelector<HTMLElement>('input, textarea, button, [tabindex]');
  target?.focus({ preventScroll: true });
}

function serverErrors(error: unknown): { fields: FieldErrors; form: string | null } {
  if (!(error instanceof ApiError))
    return { fields: {}, form: '저장하지 못했습니다. 잠시 후 다시 시도해주세요.' };
  const fields: FieldErrors = {};
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = fieldOfPath(path);
    if (field) fields[field] ??= message;
  }
  return Object.keys(fields).length ? { fields, form: null } : { fields, form: error.message };
}

export function CaseForm({ stored }: { stored?: CaseDetail }) {
  const navigate = useNavigate();
  const [baseline, setBaseline] = useState(() => (stored ? caseValues(stored) : emptyCaseValues()));
  const [values, setValues] = useState(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveCase();

  /** Applies `update` and clears the messages of the fields it touches. */
  const change = useCallback(
    (update: (current: CaseFormValues) => CaseFormValues, fields: readonly CaseField[]) => {
      setValues(update);
      setErrors((shown) =>
        Object.fromEntries(Object.entries(shown).filter(([key]) => !fields.includes(key as CaseField))),
      );
    },
    [],
  );
  const set = <K extends CaseField>(field: K, value: CaseFormValues[K]) =>
    change((current) => ({ ...current, [field]: value }), [field]);
  const changePhotos = useCallback(
    (update: (current: CaseFormValues) => CaseFormValues) => change(update, ['photos', 'pairs']),
    [change],
  );

  const addUploaded = useCallback(
    (photo: CasePhotoView) =>
      changePhotos((current) => ({ ...current, photos: withCover([...current.photos, formPhoto(photo)]) })),
    [changePhotos],
  );
  const uploads = usePhotoUploads(addUploaded);
  const dirty = !sameCase(values, baseline) || uploads.uploads.length > 0;
  const secondaryStatus: CaseStatus = stored?.status === 'hidden' ? 'hidden' : 'draft';

  async function submit(status: CaseStatus) {
    setFormError(null);
    if (uploads.busy) {
      setFormError('사진을 올리는 중입니다. 업로드가 끝난 뒤 저장해주세요.');
      return;
    }
    const found = validateCase(values, status);
    const firstField = (Object.keys(emptyCaseValues()) as CaseField[]).find((field) => found[field]);
    if (firstField) {
      setErrors(found);
      setFormError(
        status === 'published' ? '게시하려면 표시된 항목을 채워주세요.' : '입력한 내용을 확인해주세요.',
      );
      focusField(firstField);
      return;
    }
    try {
      const saved = await save.mutateAsync({ caseId: stored?.case_id, input: toCaseInput(values, status) });
      showToast('success', status === 'published' ? '시공사례를 게시했습니다.' : '저장했습니다.');
      const next = status === 'published' ? PATHS.productDetail : PATHS.productEdit;
      if (!stored) {
        // The "new" screen stays open as a tab: leave it empty for the next case.
        const empty = emptyCaseValues();
        setBaseline(empty);
        setValues(empty);
      } else if (next === PATHS.productEdit) {
        return; // the edit screen reloads itself from the saved case
      } else {
        setBaseline(values);
      }
      // Saved: nothing is left to lose, so the move to the saved case asks nothing.
      uploads.clear();
      void navigate(generatePath(next, { pid: String(saved.case_id) }), { replace: !stored });
    } catch (error) {
      const found = serverErrors(error);
      setErrors(found.fields);
      setFormError(found.form ?? '입력한 내용을 확인해주세요.');
      const first = Object.keys(found.fields)[0] as CaseField | undefined;
      if (first) focusField(first);
    }
  }

  const unsavedPrompt = useUnsavedChangesPrompt({
    dirty,
    content: '이 화면을 나가면 입력한 내용과 새로 올린 사진이 저장되지 않습니다.',
    onDiscard: () => {
      uploads.clear();
      setValues(baseline);
      setErrors({});
      setFormError(null);
    },
  });

  const item = (
    field: CaseField,
    label: ReactNode,
    control: ReactNode,
    extra?: ReactNode,
    required = false,
  ) => (
    <Form.Item
      label={label}
      htmlFor={fieldId(field)}
      required={required}
      validateStatus={errors[field] ? 'error' : undefined}
      help={errors[field]}
      extra={extra}
    >
      {control}
    </Form.Item>
  );

  const region = REGIONS.find((r) => r.name === values.region.sido);
  return (
    <div className="case-form">
      {unsavedPrompt}
      <header className="case-page__header">
        <div>
          <h1 className="case-page__title">
            {stored ? '시공사례 수정' : '시공사례 등록'}
            {stored && <Tag color={STATUS_COLORS[stored.status]}>{CASE_STATUS_LABELS[stored.status]}</Tag>}
          </h1>
          <p className="case-page__lead">
            임시저장은 제목만 있으면 됩니다. 게시하려면 모든 항목과 사진 1장 이상이 필요합니다.
          </p>
        </div>
      </header>
      {formError && (
        <Alert className="case-form__alert" type="error" showIcon title={formError} role="alert" />
      )}

      <Form layout="vertical" component="div">
        <Card title="기본 정보" className="case-form__section">
          {item(
            'title',
            '제목',
            <Input
              id={fieldId('title')}
              value={values.title}
              maxLength={60}
              showCount
              placeholder="예: 잠실 리센츠 34평 전체 리모델링"
              onChange={(event) => set('title', event.target.value)}
            />,
            undefined,
            true,
          )}
          <div className="case-form__row">
            {item(
              'housing_type',
              '주거 형태',
              <Select
                id={fieldId('housing_type')}
                placeholder="선택"
                value={values.housing_type}
                options={HOUSING_TYPES.map((type) => ({ value: type, label: type }))}
                onChange={(value: string) => set('housing_type', value)}
              />,
            )}
            {item(
              'scope',
              '시공 범위',
              <Radio.Group
                id={fieldId('scope')}
                optionType="button"
                value={values.scope}
                options={CASE_SCOPES.map((scope) => ({ value: scope, label: CASE_SCOPE_LABELS[scope] }))}
                onChange={(event) => set('scope', event.target.value as CaseFormValues['scope'])}
              />,
            )}
          </div>
          {item(
            'region',
            '시공 지역',
            <div className="case-form__region">
              <Select
                id={fieldId('region')}
                aria-label="시/도"
                placeholder="시/도"
                value={values.region.sido}
                options={REGIONS.map((r) => ({ value: r.name, label: r.name }))}
                onChange={(sido: string) => set('region', { sido, sigungu: null })}
              />
              <Select
                aria-label="시/군/구"
                placeholder="시/군/구"
                disabled={!region}
                showSearch
                value={values.region.sigungu}
                options={region?.districts.map((district) => ({ value: district, label: district })) ?? []}
                onChange={(sigungu: string) => set('region', { ...values.region, sigungu })}
              />
            </div>,
          )}
        </Card>

        <Card title="공사 정보" className="case-form__section">
          <div className="case-form__row">
            {item(
              'area_m2',
              '면적',
              <div className="case-form__with-note">
                <InputNumber<number>
                  id={fieldId('area_m2')}
                  className="case-form__number"
                  min={0}
                  max={10_000}
                  precision={2}
                  suffix="㎡"
                  value={values.area_m2}
                  onChange={(value) => set('area_m2', value)}
                />
                <output className="case-form__note" htmlFor={fieldId('area_m2')} aria-live="polite">
                  {values.area_m2 ? `약 ${formatPyeong(values.area_m2)}` : '평 환산'}
                </output>
              </div>,
            )}
            {item(
              'cost_won',
              '공사비',
              <div className="case-form__with-note">
                <InputNumber<number>
                  id={fieldId('cost_won')}
                  className="case-form__number"
                  min={0}
                  max={10_000_000_000}
                  precision={0}
                  step={100_000}
                  suffix="원"
                  formatter={(value) => (String(value ?? '') === '' ? '' : won.format(Number(value)))}
                  parser={(text) => Number((text ?? '').replace(/[^\d]/g, ''))}
                  value={values.cost_won}
                  onChange={(value) => set('cost_won', value)}
                />
                <output className="case-form__note" htmlFor={fieldId('cost_won')}>
                  {values.cost_won !== null ? formatWon(values.cost_won, 'units') : 'VAT 포함 총액'}
                </output>
              </div>,
            )}
          </div>
          <div className="case-form__row">
            {item(
              'duration_days',
              '공사 기간',
              <InputNumber<number>
                id={fieldId('duration_days')}
                className="case-form__number"
                min={1}
                max={730}
                precision={0}
                suffix="일"
                value={values.duration_days}
                onChange={(value) => set('duration_days', value)}
              />,
            )}
            {item(
              'completed_on',
              '준공일',
              <DatePicker
                id={fieldId('completed_on')}
                className="case-form__number"
                placeholder="YYYY-MM-DD"
                value={values.completed_on ? dayjs(values.completed_on) : null}
                disabledDate={(date) => date.isAfter(dayjs(), 'day')}
                onChange={(date) => set('completed_on', date ? date.format('YYYY-MM-DD') : null)}
              />,
            )}
          </div>
          {item(
            'construction_types',
            '시공 분야',
            <div id={fieldId('construction_types')}>
              <Checkbox.Group
                className="case-form__types"
                value={values.construction_types}
                options={CONSTRUCTION_TYPES.map((type) => ({ value: type, label: type }))}
                onChange={(types) => set('construction_types', types)}
              />
            </div>,
          )}
          {item(
            'style_tags',
            '스타일 태그',
            <Select
              id={fieldId('style_tags')}
              mode="tags"
              placeholder="고르거나 입력 후 Enter"
              maxCount={CASE_LIMITS.styleTags}
              value={values.style_tags}
              options={STYLE_TAG_SUGGESTIONS.map((tag) => ({ value: tag, label: tag }))}
              onChange={(tags: string[]) => set('style_tags', tags)}
            />,
            `${CASE_LIMITS.styleTags}개까지, 태그당 15자 이하`,
          )}
        </Card>

        <Card title="사진" className="case-form__section">
          {item(
            'photos',
            '시공 사진',
            <PhotoManager
              id={fieldId('photos')}
              photos={values.photos}
              uploads={uploads}
              onChange={changePhotos}
              invalid={Boolean(errors.photos)}
            />,
          )}
          {item(
            'pairs',
            '시공 전·후 비교',
            <PhotoPairs
              id={fieldId('pairs')}
              photos={values.photos}
              pairs={values.pairs}
              onChange={(pairs) => set('pairs', pairs)}
            />,
          )}
        </Card>

        <Card title="상세 설명" className="case-form__section">
          {item(
            'description',
            '시공 내용',
            <Input.TextArea
              id={fieldId('description')}
              rows={8}
              maxLength={5000}
              showCount
              placeholder="현장 상황, 고객 요청, 시공 범위와 자재, 공정에서 신경 쓴 점을 적어주세요."
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
            />,
            '게시하려면 20자 이상 적어주세요.',
          )}
        </Card>
      </Form>

      <div className="case-form__actions">
        <Button
          onClick={() =>
            navigate(
              stored ? generatePath(PATHS.productDetail, { pid: String(stored.case_id) }) : PATHS.productList,
            )
          }
        >
          취소
        </Button>
        <span className="case-form__actions-spacer" />
        {stored?.status === 'published' && (
          <span className="case-form__actions-note">임시저장하면 게시가 중단됩니다.</span>
        )}
        <Button
          loading={save.isPending && save.variables?.input.status !== 'published'}
          onClick={() => void submit(secondaryStatus)}
        >
          {secondaryStatus === 'hidden' ? '숨김 상태로 저장' : '임시저장'}
        </Button>
        <Button
          type="primary"
          loading={save.isPending && save.variables?.input.status === 'published'}
          onClick={() => void submit('published')}
        >
          {stored?.status === 'published' ? '수정 내용 게시' : '게시하기'}
        </Button>
      </div>
    </div>
  );
}
