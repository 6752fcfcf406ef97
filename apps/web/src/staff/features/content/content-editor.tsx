/**
 * Writing one item: the kind's fields on the left, the partner's view on the right, and when it goes
 * out (a draft, now, or at a chosen time). Fields the server refuses are shown under themselves.
 */
import type { ContentKind, StaffContentRow } from '@partner-portal/contract/content-api';
import { Alert, Button, DatePicker, Drawer, Form, Radio, Space } from 'antd';
import { useState } from 'react';
import { failureText } from '../../../lib/http/api-error';
import { useServerFieldErrors } from '../../shared/use-server-field-errors';
import { useSaveContent } from './api/content-queries';
import { toFormValues, toRequestBody, type ContentFormValues } from './content-form';
import { ContentPreview } from './content-preview';
import { KIND_NAMES } from './content-kinds';
import { KindFields } from './kind-fields';
import './content-editor.css';

/** The API's date fields are one range picker each in the form. */
const FORM_FIELD_OF: Record<string, keyof ContentFormValues> = {
  start_date: 'period',
  end_date: 'period',
  start_at: 'window',
  end_at: 'window',
};

interface Props {
  kind: ContentKind;
  /** Null: a new item. */
  row: StaffContentRow | null;
  onClose(): void;
  onSaved(text: string): void;
}

export function ContentEditor({ kind, row, onClose, onSaved }: Props) {
  const [form] = Form.useForm<ContentFormValues>();
  const [initial] = useState(() => toFormValues(row));
  const values = Form.useWatch([], form) ?? initial;
  const save = useSaveContent(kind);
  const name = KIND_NAMES[kind];
  const { formRef, showServerErrors } = useServerFieldErrors(form, FORM_FIELD_OF);

  function submit(v: ContentFormValues) {
    save.mutate(
      { id: row?.id, body: toRequestBody(kind, v) },
      {
        onSuccess: () => {
          const when =
            v.publish === 'draft'
              ? '초안으로 저장했습니다'
              : v.publish === 'now'
                ? '게시했습니다'
                : '게시를 예약했습니다';
          onSaved(`${name} ‘${v.title ?? v.question ?? ''}’: ${when}.`);
          onClose();
        },
        onError: showServerErrors,
      },
    );
  }

  return (
    <Drawer
      open
      size={1160}
      title={row ? `${name} 수정` : `새 ${name}`}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>취소</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            저장
          </Button>
        </Space>
      }
    >
      <div className="content-editor">
        <Form<ContentFormValues>
          ref={formRef}
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={initial}
          onFinish={submit}
          className="content-editor__form"
        >
          <KindFields kind={kind} />
          <div className="content-editor__publish" role="group" aria-labelledby="content-publish-label">
            <p id="content-publish-label" className="content-editor__publish-label">
              게시
            </p>
            <Form.Item name="publish" noStyle>
              <Radio.Group
                options={[
                  { value: 'draft', label: '초안 (게시 안 함)' },
                  { value: 'now', label: '지금 게시' },
                  { value: 'at', label: '시각 지정' },
                ]}
              />
            </Form.Item>
            {values.publish === 'at' && (
              <Form.Item name="publish_at" rules={[{ required: true, message: '게시 시각을 선택해주세요.' }]}>
                <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" aria-label="게시 시각" />
              </Form.Item>
            )}
          </div>
          {save.isError && (
            <Alert type="error" showIcon title={failureText(save.error, '저장하지 못했습니다.')} />
          )}
        </Form>
        <ContentPreview kind={kind} values={values} />
      </div>
    </Drawer>
  );
}
