/**
 * Schedules a new terms version: the document, its version number, the full text, what changed (the
 * banner and the notice show it), the effective date (Korean calendar day) and whether the change is
 * against the partner. The server holds the 7- and 30-day rules; its refusals show under the field.
 */
import type { StaffTermsVersion } from '@partner-portal/contract/terms-api';
import {
  DISADVANTAGEOUS_NOTICE_DAYS,
  PAID_TERMS_TYPES,
  TERMS_NOTICE_DAYS,
} from '@partner-portal/contract/terms-constants';
import { Alert, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { failureText } from '../../../lib/http/api-error';
import { useServerFieldErrors } from '../../shared/use-server-field-errors';
import { useScheduleTerms } from './api/terms-queries';

export interface TermsScheduleValues {
  type: string;
  version: number;
  body: string;
  change_summary: string;
  effective_date: Dayjs;
  disadvantageous?: boolean;
}

export const toRequestBody = (values: TermsScheduleValues) => ({
  type: values.type,
  version: values.version,
  body: values.body,
  change_summary: values.change_summary,
  effective_date: values.effective_date.format('YYYY-MM-DD'),
  disadvantageous: Boolean(values.disadvantageous),
});

interface Props {
  /** Every version now, for the documents to choose and each one's next number. */
  versions: readonly StaffTermsVersion[];
  onClose(): void;
  onDone(text: string): void;
}

export function TermsScheduleDialog({ versions, onClose, onDone }: Props) {
  const [form] = Form.useForm<TermsScheduleValues>();
  const schedule = useScheduleTerms();
  const { formRef, showServerErrors } = useServerFieldErrors(form);
  const type = Form.useWatch('type', form);
  const documents = [...new Map(versions.map((row) => [row.type, row.title])).entries()];
  const nextVersion = (of: string) =>
    Math.max(0, ...versions.filter((row) => row.type === of).map((row) => row.version)) + 1;

  const submit = (values: TermsScheduleValues) =>
    schedule.mutate(toRequestBody(values), {
      onSuccess: (saved) => {
        onDone(`${saved.title} 버전 ${saved.version}을 ${saved.effective_date} 시행으로 예약했습니다.`);
        onClose();
      },
      onError: showServerErrors,
    });

  return (
    <Modal
      open
      title="약관 변경 예약"
      okText="예약"
      cancelText="닫기"
      okButtonProps={{ loading: schedule.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form<TermsScheduleValues>
        ref={formRef}
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={(changed: Partial<TermsScheduleValues>) => {
          if (changed.type) form.setFieldValue('version', nextVersion(changed.type));
        }}
      >
        <Form.Item
          label="약관"
          name="type"
          rules={[{ required: true, message: '약관 종류를 선택해주세요.' }]}
        >
          <Select
            aria-label="약관"
            placeholder="약관 선택"
            showSearch={{ optionFilterProp: 'label' }}
            options={documents.map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item
          label="버전"
          name="version"
          rules={[{ required: true, message: '버전을 숫자로 입력해주세요.' }]}
          extra="이 약관에 없던 새 번호여야 합니다."
        >
          <InputNumber min={1} max={9999} precision={0} aria-label="버전" />
        </Form.Item>
        <Form.Item
          label="시행일 (한국 날짜)"
          name="effective_date"
          rules={[{ required: true, message: '시행일을 선택해주세요.' }]}
          extra={`시행일 ${TERMS_NOTICE_DAYS}일 전까지 알려야 합니다. 유료 서비스 약관을 파트너에게 불리하게 바꾸면 ${DISADVANTAGEOUS_NOTICE_DAYS}일 전까지입니다. 시행일 0시부터 파트너는 동의해야 계속 이용할 수 있습니다.`}
        >
          <DatePicker format="YYYY-MM-DD" aria-label="시행일" />
        </Form.Item>
        {type && PAID_TERMS_TYPES.includes(type) && (
          <Form.Item name="disadvantageous" valuePropName="checked">
            <Checkbox>파트너에게 불리한 변경 (시행일 {DISADVANTAGEOUS_NOTICE_DAYS}일 전까지 알림)</Checkbox>
          </Form.Item>
        )}
        <Form.Item
          label="변경 내용 요약"
          name="change_summary"
          rules={[{ required: true, whitespace: true, message: '변경 내용 요약을 입력해주세요.' }]}
          extra="파트너센터 배너와 알림에 그대로 보입니다."
        >
          <Input.TextArea rows={3} maxLength={500} showCount aria-label="변경 내용 요약" />
        </Form.Item>
        <Form.Item
          label="약관 본문 (Markdown)"
          name="body"
          rules={[{ required: true, whitespace: true, message: '약관 본문을 입력해주세요.' }]}
        >
          <Input.TextArea rows={10} aria-label="약관 본문" />
        </Form.Item>
      </Form>
      {schedule.isError && <Alert type="error" showIcon title={failureText(schedule.error)} />}
    </Modal>
  );
}
