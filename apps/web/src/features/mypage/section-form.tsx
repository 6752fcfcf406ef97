/**
 * One MyPage tab as a form: values from the profile, the contract's schema checked before sending
 * (the server checks the same one), the multipart PUT with upload progress, server messages under
 * their fields, and "dirty" reported up so the page can warn before the changes are lost.
 */
import { withParticle } from '@partner-portal/contract/korean-particles';
import { MESSAGES } from '@partner-portal/contract/messages';
import { REQUIRED_INFO_TITLES, type ProfileSection } from '@partner-portal/contract/profile-checklist';
import type { PartnerProfile } from '@partner-portal/contract/profile-api';
import { Alert, Button, Form, type FormInstance } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { UploadProgress } from '../../components/upload-progress';
import { useFirstInvalidField } from '../../components/use-first-invalid-field';
import { fieldErrorsFromIssues, formErrorsFrom } from '../../lib/field-errors';
import { showToast } from '../../lib/toast';
import { useSaveProfileSection, type SectionFieldValue } from './api/save-profile-section';

export const CHECKLIST_WARNING = '파트너 등록에 필요한 항목입니다.';

export interface SectionRequest {
  fields: Record<string, SectionFieldValue>;
  logo?: File;
}

export interface SectionFormProps<V extends object> {
  section: ProfileSection;
  partnerId: number;
  profile: PartnerProfile;
  form: FormInstance<V>;
  /** The form's values for a profile (also after each save). */
  valuesOf: (profile: PartnerProfile) => V;
  /** What the PUT sends for the form's values. */
  requestOf: (values: V) => SectionRequest;
  /** Form fields the checklist still misses, marked when the page is opened with `valid`. */
  missing: readonly string[];
  onDirtyChange: (dirty: boolean) => void;
  children: ReactNode;
}

/** Values compared for "dirty": an emptied field equals one never filled, a file by identity. */
const fingerprint = (values: object) =>
  JSON.stringify(values, (_key, value: unknown) =>
    value === '' || value === undefined
      ? null
      : value instanceof File
        ? `file:${value.name}:${value.size}:${value.lastModified}`
        : value,
  );

type Errors = Record<string, string>;

/**
 * The tabs' schemas (and zod) load when a tab is first changed, not with MyPage: they were a tenth of
 * its first load (issue #14).
 */
const loadSectionSchemas = () =>
  import('@partner-portal/contract/profile-api').then((module) => module.SECTION_SCHEMAS);

export function SectionForm<V extends object>({
  section,
  partnerId,
  profile,
  form,
  valuesOf,
  requestOf,
  missing,
  onDirtyChange,
  children,
}: SectionFormProps<V>) {
  const [baseline, setBaseline] = useState<V>(() => valuesOf(profile));
  const [dirty, setDirty] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  /** A click while the schema is still loading (the first save) is not a second save. */
  const checking = useRef(false);
  const save = useSaveProfileSection();
  const { formRef, revealFirstInvalid } = useFirstInvalidField();

  useEffect(() => {
    if (missing.length === 0) return;
    form.setFields(missing.map((name) => ({ name: name as never, warnings: [CHECKLIST_WARNING] })));
  }, [form, missing]);

  function markDirty(next: boolean) {
    setDirty(next);
    onDirtyChange(next);
  }

  function showErrors(errors: Errors) {
    form.setFields(
      Object.entries(errors).map(([name, message]) => ({ name: name as never, errors: [message] })),
    );
    revealFirstInvalid();
  }

  async function submit() {
    if (checking.current || save.isPending) return;
    setFormError(null);
    const values = form.getFieldsValue(true) as V;
    const request = requestOf(values);
    checking.current = true;
    let schemas: Awaited<ReturnType<typeof loadSectionSchemas>>;
    try {
      schemas = await loadSectionSchemas();
    } catch {
      setFormError(MESSAGES.unknownError);
      return;
    } finally {
      checking.current = false;
    }
    const checked = schemas[section].safeParse({ section, ...request.fields });
    if (!checked.success) {
      showErrors(fieldErrorsFromIssues(checked.error.issues));
      return;
    }
    try {
      if (request.logo) setProgress(0);
      const saved = await save.mutateAsync({
        partnerId,
        section,
        ...request,
        onProgress: request.logo ? setProgress : undefined,
      });
      const next = valuesOf(saved);
      form.resetFields();
      form.setFieldsValue(next as never);
      setBaseline(next);
      markDirty(false);
      showToast('success', `${withParticle(REQUIRED_INFO_TITLES[section], '을/를')} 저장했습니다.`);
    } catch (error) {
      const names = [...Object.keys(values), ...Object.keys(request.fields)];
      const found = formErrorsFrom(error, names, MESSAGES.unknownError);
      showErrors(found.fields);
      setFormError(found.form);
    } finally {
      setProgress(null);
    }
  }

  function revert() {
    form.resetFields();
    form.setFieldsValue(baseline as never);
    setFormError(null);
    markDirty(false);
  }

  return (
    <Form<V>
      ref={formRef}
      form={form}
      layout="vertical"
      className="section-form"
      initialValues={valuesOf(profile)}
      noValidate
      onValuesChange={(changed) => {
        // A field's message goes as soon as it is edited; the schema checks it again on saving.
        form.setFields(
          Object.keys(changed).map((name) => ({ name: name as never, errors: [], warnings: [] })),
        );
        const next = fingerprint(form.getFieldsValue(true)) !== fingerprint(baseline);
        if (next !== dirty) markDirty(next);
        if (next) void loadSectionSchemas();
      }}
      onFinish={() => void submit()}
    >
      {formError && (
        <Alert className="section-form__alert" type="error" showIcon title={formError} role="alert" />
      )}
      {children}
      {progress !== null && (
        <UploadProgress className="section-form__progress" percent={progress * 100} label="로고 업로드" />
      )}
      <div className="section-form__actions">
        <Button onClick={revert} disabled={!dirty || save.isPending}>
          되돌리기
        </Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          저장
        </Button>
      </div>
    </Form>
  );
}
