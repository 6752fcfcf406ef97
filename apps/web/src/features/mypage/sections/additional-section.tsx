/** tab1 추가 정보: what a customer weighs when choosing a contractor. */
import type { PartnerProfile } from '@partner-portal/contract/profile-api';
import { LICENSES } from '@partner-portal/contract/reference-data';
import { Form } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { TextInput } from '../../../components/text-input';
import { ChoiceGroup } from '../choice-group';
import { SectionForm, type SectionRequest } from '../section-form';
import type { SectionProps } from './section-props';

interface AdditionalValues {
  founded_year: number | null;
  staff_count: number | null;
  licenses: string[];
  warranty_months: number | null;
  insurance_company: string;
  homepage_url: string;
}

const valuesOf = ({ additional }: PartnerProfile): AdditionalValues => ({
  ...additional,
  insurance_company: additional.insurance_company ?? '',
  homepage_url: additional.homepage_url ?? '',
});

const requestOf = (fields: AdditionalValues): SectionRequest => ({ fields: { ...fields } });

const THIS_YEAR = new Date().getFullYear();

export function AdditionalSection(props: SectionProps) {
  const [form] = Form.useForm<AdditionalValues>();
  return (
    <SectionForm {...props} section="additional" form={form} valuesOf={valuesOf} requestOf={requestOf}>
      <div className="section-form__grid section-form__grid--three">
        <Form.Item name="founded_year" label="설립연도">
          <NumberInput
            min={1950}
            max={THIS_YEAR}
            precision={0}
            suffix="년"
            placeholder={`예: ${THIS_YEAR - 10}`}
          />
        </Form.Item>
        <Form.Item name="staff_count" label="직원 수">
          <NumberInput min={1} max={9999} precision={0} suffix="명" />
        </Form.Item>
        <Form.Item name="warranty_months" label="하자보수 기간" extra="시공 완료 후 무상 하자보수 기간">
          <NumberInput min={0} max={120} precision={0} suffix="개월" />
        </Form.Item>
      </div>

      <Form.Item name="licenses" label="보유 면허" extra="건설업 등록증에 있는 면허를 모두 선택해주세요.">
        <ChoiceGroup label="보유 면허" options={[...LICENSES]} />
      </Form.Item>

      <div className="section-form__grid">
        <Form.Item name="insurance_company" label="보증보험사" extra="하자이행보증 등 가입한 보증보험사">
          <TextInput maxLength={50} placeholder="예: 서울보증보험" />
        </Form.Item>
        <Form.Item name="homepage_url" label="홈페이지">
          <TextInput inputMode="url" maxLength={200} placeholder="https://" />
        </Form.Item>
      </div>
    </SectionForm>
  );
}
