/** tab2 선호 정보: the work a partner wants to be matched with. */
import type { PartnerProfile, Region } from '@partner-portal/contract/profile-api';
import { CONSTRUCTION_TYPES } from '@partner-portal/contract/reference-data';
import { Form } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { ChoiceGroup } from '../choice-group';
import { RegionPicker } from '../region-picker';
import { SectionForm, type SectionRequest } from '../section-form';
import type { SectionProps } from './section-props';

interface PreferenceValues {
  construction_types: string[];
  service_regions: Region[];
  budget_min: number | null;
  budget_max: number | null;
  min_area: number | null;
}

const valuesOf = ({ preference }: PartnerProfile): PreferenceValues => ({ ...preference });
const requestOf = (fields: PreferenceValues): SectionRequest => ({ fields: { ...fields } });

/** Won amounts: whole, digits grouped (5,000,000) while not being edited. */
const won = {
  min: 0,
  max: 1_000_000_000,
  step: 1_000_000,
  precision: 0,
  grouped: true,
  suffix: '원',
} as const;

export function PreferenceSection(props: SectionProps) {
  const [form] = Form.useForm<PreferenceValues>();
  return (
    <SectionForm {...props} section="preference" form={form} valuesOf={valuesOf} requestOf={requestOf}>
      <Form.Item
        name="construction_types"
        label="시공 분야"
        required
        extra="상담을 받고 싶은 시공 분야를 모두 선택해주세요."
      >
        <ChoiceGroup label="시공 분야" short options={[...CONSTRUCTION_TYPES]} />
      </Form.Item>

      <Form.Item name="service_regions" label="시공 가능 지역" required>
        <RegionPicker />
      </Form.Item>

      <div className="section-form__grid section-form__grid--three">
        <Form.Item name="budget_min" label="최소 예산">
          <NumberInput {...won} placeholder="예: 5,000,000" />
        </Form.Item>
        <Form.Item name="budget_max" label="최대 예산">
          <NumberInput {...won} placeholder="예: 50,000,000" />
        </Form.Item>
        <Form.Item name="min_area" label="최소 시공 면적">
          <NumberInput min={0} max={10_000} precision={0} suffix="㎡" />
        </Form.Item>
      </div>
    </SectionForm>
  );
}
