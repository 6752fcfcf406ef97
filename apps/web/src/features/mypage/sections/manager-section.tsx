/** tab3 담당자 정보: the partner's own responsible person per product (`{product}_manager_name/phone`). */
import type { PartnerProfile } from '@partner-portal/contract/profile-api';
import { MANAGER_PRODUCTS } from '@partner-portal/contract/reference-data';
import { Form } from 'antd';
import { TextInput } from '../../../components/text-input';
import { formatPhoneInput } from '../../../lib/input-format';
import { SectionForm, type SectionRequest } from '../section-form';
import type { SectionProps } from './section-props';

type ManagerValues = Record<string, string>;

const valuesOf = ({ manager }: PartnerProfile): ManagerValues =>
  Object.fromEntries(Object.entries(manager).map(([name, value]) => [name, value ?? '']));
const requestOf = (fields: ManagerValues): SectionRequest => ({ fields: { ...fields } });

export function ManagerSection(props: SectionProps) {
  const [form] = Form.useForm<ManagerValues>();
  return (
    <SectionForm {...props} section="manager" form={form} valuesOf={valuesOf} requestOf={requestOf}>
      <p className="section-form__lead">
        상품별로 고객 상담을 맡을 담당자를 1명 이상 등록해주세요. 담당자가 같다면 같은 정보를 입력하면 됩니다.
      </p>
      {MANAGER_PRODUCTS.map(({ key, label }) => (
        <fieldset key={key} className="section-form__fieldset">
          <legend>{label} 담당자</legend>
          <div className="section-form__grid">
            <Form.Item name={`${key}_manager_name`} label="이름">
              <TextInput maxLength={30} autoComplete="off" />
            </Form.Item>
            <Form.Item name={`${key}_manager_phone`} label="휴대폰 번호" normalize={formatPhoneInput}>
              <TextInput inputMode="tel" autoComplete="off" placeholder="010-0000-0000" />
            </Form.Item>
          </div>
        </fieldset>
      ))}
    </SectionForm>
  );
}
