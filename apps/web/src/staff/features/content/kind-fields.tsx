/** The form fields of each content kind (the publishing control and the preview are the editor's). */
import { FAQ_CATEGORIES } from '@partner-portal/contract/content-constants';
import type { ContentKind } from '@partner-portal/contract/content-api';
import { PARTNER_GRADE_LABELS, PARTNER_GRADES } from '@partner-portal/contract/content-constants';
import { STAFF_DESK_PATHS } from '@partner-portal/contract/staff-desks-api';
import { Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { lazy, Suspense } from 'react';
import { ImageUrlField } from '../../shared/image-url-field';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

const required = (message: string) => [{ required: true, message }];

/** The body editor as a form control (`value`/`onChange` come from Form.Item). */
function BodyField({
  value,
  onChange,
  label,
}: {
  value?: string;
  onChange?: (html: string) => void;
  label: string;
}) {
  return (
    <Suspense fallback={<div className="rte rte--loading" aria-busy="true" />}>
      <RichTextEditor value={value ?? ''} onChange={(html) => onChange?.(html)} label={label} />
    </Suspense>
  );
}

const Title = () => (
  <Form.Item label="제목" name="title" rules={required('제목을 입력해주세요.')}>
    <Input maxLength={120} showCount />
  </Form.Item>
);

const Body = ({ label }: { label: string }) => (
  <Form.Item label={label} name="body">
    <BodyField label={label} />
  </Form.Item>
);

const Cta = () => (
  <Space wrap>
    <Form.Item label="버튼 문구" name="cta_label">
      <Input maxLength={30} placeholder="참여하기" />
    </Form.Item>
    <Form.Item label="이동할 주소" name="cta_url">
      <Input placeholder="/paymentPlan 또는 https://" style={{ width: 320 }} />
    </Form.Item>
  </Space>
);

const Period = () => (
  <Form.Item label="기간" name="period" rules={required('기간을 선택해주세요.')}>
    <DatePicker.RangePicker placeholder={['시작일', '종료일']} />
  </Form.Item>
);

export function KindFields({ kind }: { kind: ContentKind }) {
  switch (kind) {
    case 'notices':
      return (
        <>
          <Title />
          <Form.Item label="상단 고정" name="pinned" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="important"
            valuePropName="checked"
            extra="게시되는 때 모든 파트너에게 한 번 알립니다. 이후 수정해도 다시 보내지 않습니다."
          >
            <Checkbox>중요 공지 (파트너에게 알림 발송)</Checkbox>
          </Form.Item>
          <Body label="본문" />
        </>
      );
    case 'events':
      return (
        <>
          <Title />
          <Form.Item label="배너 이미지" name="image_url" rules={required('배너 이미지를 올려주세요.')}>
            <ImageUrlField uploadTo={STAFF_DESK_PATHS.contentImages} placeholder="/uploads/… 또는 https://" />
          </Form.Item>
          <Period />
          <Form.Item label="진행 중" name="in_service" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Cta />
          <Body label="본문" />
        </>
      );
    case 'promotions':
      return (
        <>
          <Title />
          <Form.Item label="이미지 (선택)" name="image_url">
            <ImageUrlField uploadTo={STAFF_DESK_PATHS.contentImages} placeholder="/uploads/… 또는 https://" />
          </Form.Item>
          <Period />
          <Form.Item label="대상 등급 (비우면 모든 등급)" name="target_grades">
            <Select
              mode="multiple"
              allowClear
              options={PARTNER_GRADES.map((g) => ({ value: g, label: PARTNER_GRADE_LABELS[g] }))}
            />
          </Form.Item>
          <Form.Item label="대상 (광고 요금제)" name="target_audience">
            <Radio.Group
              options={[
                { value: 'all', label: '모두' },
                { value: 'ad', label: '광고 이용 중' },
                { value: 'non_ad', label: '광고 미이용' },
              ]}
            />
          </Form.Item>
          <Cta />
          <Body label="본문" />
        </>
      );
    case 'faqs':
      return (
        <>
          <Space wrap>
            <Form.Item label="분류" name="category_no" rules={required('분류를 선택해주세요.')}>
              <Select
                style={{ width: 200 }}
                options={Object.entries(FAQ_CATEGORIES).map(([no, name]) => ({
                  value: Number(no),
                  label: name,
                }))}
              />
            </Form.Item>
            <Form.Item label="순서 (작을수록 위)" name="sort_order">
              <InputNumber min={0} max={999} />
            </Form.Item>
          </Space>
          <Form.Item label="질문" name="question" rules={required('질문을 입력해주세요.')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item label="답변" name="answer" rules={required('답변을 입력해주세요.')}>
            <Input.TextArea rows={6} maxLength={4000} showCount />
          </Form.Item>
        </>
      );
    case 'emergencies':
      return (
        <>
          <Title />
          <Form.Item label="내용 (상단 띠에 한 줄로)" name="text" rules={required('내용을 입력해주세요.')}>
            <Input.TextArea rows={3} maxLength={300} showCount />
          </Form.Item>
          <Form.Item label="자세히 보기 주소 (선택)" name="link_url">
            <Input placeholder="/notice 또는 https://" />
          </Form.Item>
          <Form.Item label="노출 기간" name="window" rules={required('노출 기간을 선택해주세요.')}>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        </>
      );
  }
}
