/**
 * `/staff/settings` (admins): the account partners pay bank transfers into. The transfer dialog,
 * the payment page and popups with `{입금계좌}` read it from the server, so a change shows at once.
 */
import type { BankAccount } from '@partner-portal/contract/portal-settings-api';
import { bankAccountLine } from '@partner-portal/contract/portal-settings-constants';
import { Alert, Button, Card, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { failureText } from '../../../lib/http/api-error';
import { DoneNotice, LoadError } from '../../shared/feedback';
import { useServerFieldErrors } from '../../shared/use-server-field-errors';
import { useBankAccount, useSaveBankAccount } from './settings-queries';

function BankAccountForm({ account }: { account: BankAccount }) {
  const [form] = Form.useForm<BankAccount>();
  const save = useSaveBankAccount();
  const [done, setDone] = useState<string | null>(null);
  const { formRef, showServerErrors } = useServerFieldErrors(form);
  return (
    <>
      {done && <DoneNotice text={done} onClose={() => setDone(null)} />}
      <Card title="계좌이체 입금 계좌" className="console__section">
        <p>
          지금 안내하는 계좌: <strong>{bankAccountLine(account)}</strong>
        </p>
        <Form<BankAccount>
          ref={formRef}
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={account}
          onFinish={(values) =>
            save.mutate(values, {
              onSuccess: (saved) => setDone(`입금 계좌를 ${bankAccountLine(saved)}로 바꿨습니다.`),
              onError: showServerErrors,
            })
          }
        >
          <Form.Item
            name="bank_name"
            label="은행"
            rules={[{ required: true, message: '은행명을 입력해주세요.' }]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="account_number"
            label="계좌번호"
            rules={[{ required: true, message: '계좌번호를 입력해주세요.' }]}
          >
            <Input maxLength={30} inputMode="numeric" />
          </Form.Item>
          <Form.Item
            name="account_holder"
            label="예금주"
            rules={[{ required: true, message: '예금주를 입력해주세요.' }]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <p>
            저장하면 결제 화면, 입금 안내, 팝업의 {'{입금계좌}'}가 바로 새 계좌로 바뀌고 감사 로그에 남습니다.
          </p>
          {save.isError && <Alert type="error" showIcon title={failureText(save.error)} />}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            저장
          </Button>
        </Form>
      </Card>
    </>
  );
}

export function SettingsPage() {
  const account = useBankAccount();
  return (
    <>
      <div className="console__toolbar">
        <h1 className="console__title">설정</h1>
      </div>
      {account.isError ? (
        <LoadError title="설정을 불러오지 못했습니다." onRetry={() => void account.refetch()} />
      ) : account.data ? (
        <BankAccountForm account={account.data} />
      ) : (
        <Skeleton active />
      )}
    </>
  );
}
