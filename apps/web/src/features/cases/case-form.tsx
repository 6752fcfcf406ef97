/**
 * The one form for creating and editing a case. A draft needs only a title; publishing needs every
 * field and a photo, checked here with the contract's rules before the server checks them again.
 */
import { CASE_STATUS_LABELS, type CaseStatus } from '@partner-portal/contract/cases-constants';
import type { CaseDetail, CasePhotoView } from '@partner-portal/contract/cases-api';
import { PATHS } from '@partner-portal/contract/routes';
import { Alert, Button, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { useFirstInvalidField } from '../../components/use-first-invalid-field';
import { useUnsavedChangesPrompt } from '../../components/use-unsaved-changes-prompt';
import { formErrorsFrom } from '../../lib/field-errors';
import { clearFormDraft, readFormDraft, useFormDraft } from '../../lib/form-draft';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useSaveCase } from './api/save-case';
import { CaseFormActions } from './case-form-actions';
import { BasicInfoCard, DescriptionCard, PhotosCard, WorkInfoCard } from './case-form-sections';
import {
  CASE_FIELDS,
  caseDraft,
  caseValues,
  emptyCaseValues,
  formPhoto,
  loadCaseSchema,
  parseCaseDraft,
  sameCase,
  toCaseInput,
  validateCase,
  withCover,
  type CaseField,
  type CaseFormValues,
  type FieldErrors,
} from './case-form-values';
import { STATUS_COLORS } from './case-status';
import { usePhotoUploads } from './use-photo-uploads';

const SAVE_FAILED = '저장하지 못했습니다. 잠시 후 다시 시도해주세요.';

export function CaseForm({ stored }: { stored?: CaseDetail }) {
  const navigate = useNavigate();
  const [baseline, setBaseline] = useState(() => (stored ? caseValues(stored) : emptyCaseValues()));
  const [values, setValues] = useState(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveCase();
  /** A click while the schema is still loading (the first save) is not a second save. */
  const checking = useRef(false);
  const { formRef, revealFirstInvalid } = useFirstInvalidField();

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
  useEffect(() => {
    if (dirty) void loadCaseSchema();
  }, [dirty]);
  const draftKey = stored ? `case:${stored.case_id}` : 'case:new';
  // A draft left by a reload or a closed tab, offered until restored or thrown away.
  const [keptDraft, setKeptDraft] = useState(() => readFormDraft(draftKey, parseCaseDraft));
  useFormDraft(draftKey, caseDraft(values), !sameCase(values, baseline));
  const dropDraft = () => {
    clearFormDraft(draftKey);
    setKeptDraft(null);
  };

  async function submit(status: CaseStatus) {
    if (checking.current || save.isPending) return;
    setFormError(null);
    if (uploads.busy) {
      setFormError('사진을 올리는 중입니다. 업로드가 끝난 뒤 저장해주세요.');
      return;
    }
    checking.current = true;
    let found: FieldErrors;
    try {
      found = await validateCase(values, status);
    } catch {
      setFormError(SAVE_FAILED);
      return;
    } finally {
      checking.current = false;
    }
    if (CASE_FIELDS.some((field) => found[field])) {
      setErrors(found);
      setFormError(
        status === 'published' ? '게시하려면 표시된 항목을 채워주세요.' : '입력한 내용을 확인해주세요.',
      );
      revealFirstInvalid();
      return;
    }
    try {
      const saved = await save.mutateAsync({ caseId: stored?.case_id, input: toCaseInput(values, status) });
      showToast('success', status === 'published' ? '시공사례를 게시했습니다.' : '저장했습니다.');
      dropDraft();
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
      const found = formErrorsFrom(error, CASE_FIELDS, SAVE_FAILED);
      setErrors(found.fields);
      setFormError(found.form ?? '입력한 내용을 확인해주세요.');
      revealFirstInvalid();
    }
  }

  const unsavedPrompt = useUnsavedChangesPrompt({
    dirty,
    content: '이 화면을 나가면 입력한 내용과 새로 올린 사진이 저장되지 않습니다.',
    onDiscard: () => {
      dropDraft();
      uploads.clear();
      setValues(baseline);
      setErrors({});
      setFormError(null);
    },
  });

  return (
    <div className="case-form" ref={formRef}>
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
      {keptDraft && (
        <Alert
          className="case-form__alert"
          type="info"
          showIcon
          title={`저장하지 않은 작성 내용이 있습니다 (${formatDateTime(keptDraft.savedAt)}). 이어서 작성할까요?`}
          description="사진은 임시 보관되지 않으니 복원한 뒤 다시 올려주세요."
          action={
            <div className="case-form__draft-actions">
              <Button
                size="small"
                type="primary"
                onClick={() => {
                  change((current) => ({ ...current, ...keptDraft.values }), CASE_FIELDS);
                  setKeptDraft(null);
                }}
              >
                복원
              </Button>
              <Button size="small" onClick={dropDraft}>
                삭제
              </Button>
            </div>
          }
        />
      )}
      {formError && (
        <Alert className="case-form__alert" type="error" showIcon title={formError} role="alert" />
      )}

      <BasicInfoCard values={values} errors={errors} set={set} />
      <WorkInfoCard values={values} errors={errors} set={set} />
      <PhotosCard values={values} errors={errors} set={set} uploads={uploads} onPhotosChange={changePhotos} />
      <DescriptionCard values={values} errors={errors} set={set} />

      <CaseFormActions
        stored={stored}
        saving={save.isPending ? (save.variables?.input.status ?? null) : null}
        onSave={(status) => void submit(status)}
      />
    </div>
  );
}
