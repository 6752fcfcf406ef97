/**
 * tab4 정산 정보. The stored account number never comes back from the server, only its last four
 * digits: the tab shows it masked, and a new number is typed only to replace it.
 */
import type { PartnerProfile } from '@partner-portal/contract/profile-api';
import { digitsOnly } from '@partner-portal/contract/input-filters';
import { BANKS } from '@partner-portal/contract/reference-data';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { FormSelect } from '../../../components/list-controls/form-select';
import { TextInput } from '../../../components/text-input';
import { SectionForm, type SectionRequest } from '../section-form';
import type { SectionProps } from './section-props';

interface CalculateValues {
  bank_code: string | null;
  account_holder: string;
  /** Empty keeps the stored number. */
  account_number: string;
}

const valuesOf = ({ calculate }: PartnerProfile): CalculateValues => ({
  bank_code: calculate.bank_code,
  account_holder: calculate.account_holder ?? '',
  account_number: '',
});

const requestOf = ({ account_number, ...fields }: CalculateValues): SectionRequest => ({
  fields: { ...fields, account_number: account_number || undefined },
});

const BANK_OPTIONS = BANKS.map((bank) => ({ value: bank.code, label: bank.name }));

export function CalculateSection(props: SectionProps) {
  const [form] = Form.useForm<CalculateValues>();
  const masked = props.profile.calculate.account_number_masked;
  // Replacing the account shown; a save shows the new one masked again.
  const [replacing, setReplacing] = useState<string | null>(null);
  const typing = !masked || replacing === masked;

  return (
    <SectionForm {...props} section="calculate" form={form} valuesOf={valuesOf} requestOf={requestOf}>
      <p className="section-form__lead">
        정산금을 받을 사업자 명의의 계좌를 등록해주세요. 계좌번호는 암호화하여 보관하며 끝 4자리만 표시합니다.
      </p>
      <div className="section-form__grid">
        <Form.Item name="bank_code" label="은행" required>
          <FormSelect options={BANK_OPTIONS} placeholder="은행 선택" />
        </Form.Item>
        <Form.Item name="account_holder" label="예금주" required>
          <TextInput maxLength={30} autoComplete="off" />
        </Form.Item>
      </div>
      {!typing && (
        <Form.Item label="계좌번호" htmlFor="account-masked">
          <div className="account-masked">
            <TextInput id="account-masked" value={masked ?? ''} readOnly variant="filled" />
            <Button onClick={() => setReplacing(masked)}>계좌번호 변경</Button>
          </div>
        </Form.Item>
      )}
      {typing && (
        <Form.Item
          name="account_number"
          label={masked ? '새 계좌번호' : '계좌번호'}
          required={!masked}
          normalize={(value: string) => digitsOnly(value).slice(0, 16)}
          extra={
            masked ? `비워 두면 등록된 계좌(${masked})를 그대로 사용합니다.` : "'-' 없이 숫자만 입력해주세요."
          }
        >
          <TextInput inputMode="numeric" autoComplete="off" placeholder="숫자 10~16자리" />
        </Form.Item>
      )}
    </SectionForm>
  );
}
