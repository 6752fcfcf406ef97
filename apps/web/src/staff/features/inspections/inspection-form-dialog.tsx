/** Schedules or changes a service inspection: its window and announcement in Korean time, message, image, reads. */
import type { StaffInspectionRow } from '@partner-portal/contract/inspection-api';
import { STAFF_INSPECTION_PATHS } from '@partner-portal/contract/inspection-constants';
import { Alert, Button, DatePicker, Form, Input, Modal, Space, Switch } from 'antd';
import { failureText } from '../../../lib/http/api-error';
import { ImageUrlField } from '../../shared/image-url-field';
import { useSaveInspection } from './api/inspection-queries';
import { seoulPickerValue } from '../../shared/seoul-picker';
import { fromRow, toRequestBody, type InspectionFormValues } from './inspection-form';

interface Props {
  /** Null: a new inspection. */
  row: StaffInspectionRow | null;
  onClose(): void;
  onDone(text: string): void;
}

export function InspectionFormDialog({ row, onClose, onDone }: Props) {
  const [form] = Form.useForm<InspectionFormValues>();
  const save = useSaveInspection();
  const initial: Partial<InspectionFormValues> = row ? fromRow(row) : { allow_reads: true };

  const startNow = () => {
    const now = seoulPickerValue(new Date().toISOString());
    form.setFieldValue('window', [now, now.add(1, 'hour')]);
  };

  const submit = (values: InspectionFormValues) =>
    save.mutate(
      { ...(row ? { id: row.id } : {}), body: toRequestBody(values) },
      {
        onSuccess: (saved) => {
          onDone(row ? `점검 #${saved.id} 수정을 마쳤습니다.` : `점검 #${saved.id} 예약을 마쳤습니다.`);
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={row ? `점검 #${row.id} 수정` : '점검 예약'}
      okText={row ? '저장' : '예약'}
      cancelText="닫기"
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form<InspectionFormValues> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item label="점검 시간 (한국 시간)" required>
          <Space wrap>
            <Form.Item
              name="window"
              noStyle
              rules={[{ required: true, message: '점검 시간을 선택해주세요.' }]}
            >
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                placeholder={['시작', '종료']}
                aria-label="점검 시간"
              />
            </Form.Item>
            <Button onClick={startNow}>지금 시작 (1시간)</Button>
          </Space>
        </Form.Item>
        <Form.Item
          label="예고 시작 (한국 시간, 비우면 시작 3일 전)"
          name="announce_from"
          extra="이때부터 로그인한 파트너에게 점검 예고 팝업이 보입니다."
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" aria-label="예고 시작" />
        </Form.Item>
        <Form.Item
          label="안내 문구"
          name="message"
          rules={[{ required: true, whitespace: true, message: '점검 안내 문구를 입력해주세요.' }]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item label="안내 이미지 (선택)" name="image_url">
          <ImageUrlField
            uploadTo={STAFF_INSPECTION_PATHS.images}
            placeholder="/uploads/…"
            previewAlt="점검 안내 이미지 미리보기"
          />
        </Form.Item>
        <Form.Item
          label="점검 중 조회 허용"
          name="allow_reads"
          valuePropName="checked"
          extra="끄면 점검 중에는 파트너의 조회도 막힙니다. 저장·결제·등록은 언제나 막힙니다."
        >
          <Switch checkedChildren="허용" unCheckedChildren="막음" />
        </Form.Item>
      </Form>
      {save.isError && <Alert type="error" showIcon title={failureText(save.error)} />}
    </Modal>
  );
}
