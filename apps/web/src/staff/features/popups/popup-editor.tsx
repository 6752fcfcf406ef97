/**
 * Writing one popup: kind, texts, image, buttons, where, to whom, when (Korean time, end exclusive),
 * its place in the queue and 오늘 하루 안보기; 미리보기 shows it exactly as the partner will see it.
 * Fields the server refuses are shown under themselves.
 */
import { withParticle } from '@partner-portal/contract/korean-particles';
import { PARTNER_GRADE_LABELS, PARTNER_GRADES } from '@partner-portal/contract/content-constants';
import { BANK_ACCOUNT_PLACEHOLDER } from '@partner-portal/contract/portal-settings-constants';
import {
  POPUP_AUDIENCE_LABELS,
  POPUP_AUDIENCES,
  POPUP_KIND_LABELS,
  POPUP_KINDS,
  POPUP_PLACEMENT_LABELS,
  POPUP_PLACEMENTS,
  type Popup,
  type StaffPopupRow,
} from '@partner-portal/contract/popups-api';
import { STAFF_DESK_PATHS } from '@partner-portal/contract/staff-desks-api';
import {
  Alert,
  Button,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
} from 'antd';
import { useState } from 'react';
import { PopupDialog } from '../../../components/popup-dialog';
import { failureText } from '../../../lib/http/api-error';
import { ImageUrlField } from '../../shared/image-url-field';
import { useServerFieldErrors } from '../../shared/use-server-field-errors';
import { previewPopup, useSavePopup } from './api/popup-queries';
import { toFormValues, toRequestBody, type PopupFormValues } from './popup-form';
import './popups-desk.css';

/** The API's image object is four fields of the form. */
const FORM_FIELD_OF: Record<string, keyof PopupFormValues> = { image: 'image_url' };

interface Props {
  /** Null: a new popup. */
  row: StaffPopupRow | null;
  onClose(): void;
  onSaved(text: string): void;
}

export function PopupEditor({ row, onClose, onSaved }: Props) {
  const [form] = Form.useForm<PopupFormValues>();
  const [initial] = useState(() => toFormValues(row));
  const values = Form.useWatch([], form) ?? initial;
  const save = useSavePopup();
  const [preview, setPreview] = useState<Popup | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);

  const { formRef, showServerErrors } = useServerFieldErrors(form, FORM_FIELD_OF);

  function submit(v: PopupFormValues) {
    save.mutate(
      { id: row?.popup_no, body: toRequestBody(v) },
      {
        onSuccess: (saved) => {
          onSaved(
            `팝업 ${withParticle(`‘${saved.title}’`, '을/를')} 저장했습니다${saved.visible ? '' : ' (숨김 상태)'}.`,
          );
          onClose();
        },
        onError: showServerErrors,
      },
    );
  }

  function openPreview() {
    setPreviewError(null);
    previewPopup(toRequestBody(form.getFieldsValue(true) as PopupFormValues))
      .then(setPreview)
      .catch((error: unknown) => {
        showServerErrors(error);
        setPreviewError(failureText(error, '미리보기를 만들지 못했습니다.'));
      });
  }

  return (
    <Drawer
      open
      size={720}
      title={row ? '팝업 수정' : '새 팝업'}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space wrap>
          <Button onClick={onClose}>취소</Button>
          <Button onClick={openPreview}>미리보기</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            저장
          </Button>
        </Space>
      }
    >
      <Form<PopupFormValues>
        ref={formRef}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={submit}
      >
        <Form.Item name="kind" label="종류">
          <Select options={POPUP_KINDS.map((k) => ({ value: k, label: POPUP_KIND_LABELS[k] }))} />
        </Form.Item>
        <Form.Item name="title" label="제목">
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item
          name="body"
          label="내용"
          extra={`줄바꿈은 그대로 보입니다. 채팅 팝업에는 QR 코드와 스토어 버튼이 자동으로 붙습니다. ${BANK_ACCOUNT_PLACEHOLDER}는 설정한 입금 계좌로 바뀝니다.`}
        >
          <Input.TextArea rows={6} maxLength={2000} showCount />
        </Form.Item>
        <fieldset className="popup-editor__group">
          <legend>이미지 (선택)</legend>
          <Form.Item name="image_url" label="이미지 주소">
            <ImageUrlField
              uploadTo={STAFF_DESK_PATHS.contentImages}
              onUploaded={(image) =>
                form.setFieldsValue({ image_width: image.width, image_height: image.height })
              }
              placeholder="/uploads/… 또는 https://"
            />
          </Form.Item>
          <Space wrap>
            <Form.Item name="image_width" label="너비(px)">
              <InputNumber min={1} max={4000} />
            </Form.Item>
            <Form.Item name="image_height" label="높이(px)">
              <InputNumber min={1} max={4000} />
            </Form.Item>
            <Form.Item name="image_alt" label="대체 텍스트">
              <Input maxLength={200} />
            </Form.Item>
          </Space>
        </fieldset>
        <Form.List name="buttons">
          {(fields, { add, remove }) => (
            <fieldset className="popup-editor__group">
              <legend>버튼 (최대 2개)</legend>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item name={[field.name, 'label']} label={`버튼 ${index + 1} 이름`}>
                    <Input maxLength={20} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'url']}
                    label={`버튼 ${index + 1} 링크`}
                    style={{ minWidth: 260 }}
                  >
                    <Input placeholder="/paymentPlan 또는 https://" />
                  </Form.Item>
                  <Form.Item label=" ">
                    <Button onClick={() => remove(field.name)}>삭제</Button>
                  </Form.Item>
                </Space>
              ))}
              {fields.length < 2 && <Button onClick={() => add({ label: '', url: '' })}>버튼 추가</Button>}
            </fieldset>
          )}
        </Form.List>
        <Form.Item name="placement" label="노출 위치">
          <Radio.Group
            options={POPUP_PLACEMENTS.map((p) => ({ value: p, label: POPUP_PLACEMENT_LABELS[p] }))}
          />
        </Form.Item>
        <Form.Item name="audience" label="노출 대상">
          <Radio.Group
            options={POPUP_AUDIENCES.map((a) => ({ value: a, label: POPUP_AUDIENCE_LABELS[a] }))}
          />
        </Form.Item>
        {values.audience === 'grades' && (
          <Form.Item name="audience_grades" label="등급">
            <Select
              mode="multiple"
              options={PARTNER_GRADES.map((g) => ({ value: g, label: PARTNER_GRADE_LABELS[g] }))}
            />
          </Form.Item>
        )}
        <Space wrap align="start">
          <Form.Item
            name="starts_at"
            label="노출 시작 (한국 시간)"
            rules={[{ required: true, message: '노출 시작 시각을 선택해주세요.' }]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item
            name="ends_at"
            label="노출 종료 (한국 시간)"
            extra="이 시각부터 보이지 않습니다. 비우면 내릴 때까지 노출됩니다."
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item name="priority" label="우선순위 (작을수록 먼저)">
            <InputNumber min={1} max={999} />
          </Form.Item>
          <Form.Item name="offers_hide_today" label="오늘 하루 안보기 제공" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="visible" label="게시 (끄면 숨김)" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        {save.isError && (
          <Alert type="error" showIcon title={failureText(save.error, '저장하지 못했습니다.')} />
        )}
        {previewError && <Alert type="error" showIcon title={previewError} />}
      </Form>
      {preview && (
        <PopupDialog
          popup={preview}
          onClose={() => setPreview(null)}
          onHideToday={() => setPreview(null)}
          onNavigate={() => setPreview(null)}
        />
      )}
    </Drawer>
  );
}
