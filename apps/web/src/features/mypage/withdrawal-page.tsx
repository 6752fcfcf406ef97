/**
 * `/mypage/withdrawal` (탈퇴, issue #40 §3): the conditions first, each with its state from the server;
 * while one is not met, the way to meet it and no form. Then the password again and a confirmation
 * dialog; the server checks both again. Once withdrawn the session is gone: to the login page.
 */
import { MESSAGES } from '@partner-portal/contract/messages';
import { PATHS } from '@partner-portal/contract/routes';
import type { WithdrawalCondition } from '@partner-portal/contract/withdrawal-api';
import {
  WITHDRAWAL_MESSAGES,
  type WithdrawalConditionKey,
} from '@partner-portal/contract/withdrawal-constants';
import { Alert, Button, Form, Input, Modal, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Panel } from '../../components/panel/panel';
import { formErrorsFrom } from '../../lib/field-errors';
import { clearSession } from '../../lib/session/session-store';
import { showToast } from '../../lib/toast';
import { useWithdraw, useWithdrawalConditions } from './api/withdrawal';
import './withdrawal.css';

/** Where a partner meets each condition. */
const REMEDIES: Record<WithdrawalConditionKey, { to: string; label: string }> = {
  plan: { to: PATHS.myPlan, label: '나의 요금제' },
  recurring: { to: PATHS.regularPayment, label: '정기 결제' },
  deposit: { to: PATHS.paymentHistoryList, label: '결제 내역' },
};

function ConditionRow({ condition }: { condition: WithdrawalCondition }) {
  const remedy = REMEDIES[condition.key];
  return (
    <li className="withdrawal__condition" data-met={condition.met}>
      <div className="withdrawal__condition-head">
        <Tag color={condition.met ? 'green' : 'red'}>{condition.met ? '충족' : '미충족'}</Tag>
        <span>{condition.title}</span>
      </div>
      {!condition.met && (
        <p className="withdrawal__condition-detail">
          {condition.detail} <Link to={remedy.to}>{remedy.label} 바로가기</Link>
        </p>
      )}
    </li>
  );
}

export function WithdrawalPage() {
  const conditions = useWithdrawalConditions();
  const withdraw = useWithdraw();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ password: string }>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function confirmWithdrawal() {
    if (confirming === null || withdraw.isPending) return;
    setFormError(null);
    try {
      await withdraw.mutateAsync({ password: confirming });
      setConfirming(null);
      clearSession();
      showToast('success', WITHDRAWAL_MESSAGES.done);
      void navigate(PATHS.login, { replace: true });
    } catch (error) {
      setConfirming(null);
      const found = formErrorsFrom(error, ['password'], MESSAGES.unknownError);
      if (found.fields.password) form.setFields([{ name: 'password', errors: [found.fields.password] }]);
      setFormError(found.form);
      // A condition may have changed meanwhile (a deposit started elsewhere): show the states again.
      void conditions.refetch();
    }
  }

  const state = conditions.data;
  return (
    <Panel className="withdrawal" title={<h1 className="withdrawal__title">회원 탈퇴</h1>}>
      <p className="withdrawal__intro">
        탈퇴하면 계정은 익명 처리되고 시공사례와 사진은 모두 삭제되며 복구할 수 없습니다. 결제 기록은
        전자상거래법에 따라 5년간 보관됩니다.
      </p>
      <h2 className="withdrawal__subtitle">탈퇴 조건</h2>
      {!state ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <ul className="withdrawal__conditions">
            {state.conditions.map((condition) => (
              <ConditionRow key={condition.key} condition={condition} />
            ))}
          </ul>
          {formError && (
            <Alert className="withdrawal__alert" type="error" showIcon title={formError} role="alert" />
          )}
          {state.can_withdraw ? (
            <Form
              form={form}
              layout="vertical"
              requiredMark={false}
              noValidate
              onFinish={({ password }) => setConfirming(password)}
            >
              <Form.Item
                name="password"
                label="비밀번호 확인"
                extra="본인 확인을 위해 비밀번호를 한 번 더 입력해주세요."
                rules={[{ required: true, message: WITHDRAWAL_MESSAGES.passwordRequired }]}
              >
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <div className="withdrawal__actions">
                <Button onClick={() => void navigate(PATHS.myInfo)}>취소</Button>
                <Button type="primary" danger htmlType="submit">
                  탈퇴하기
                </Button>
              </div>
            </Form>
          ) : (
            <Alert
              className="withdrawal__alert"
              type="warning"
              showIcon
              title="탈퇴 조건을 충족하지 않아 지금은 탈퇴할 수 없습니다."
              description="미충족 조건을 정리한 뒤 다시 시도해주세요."
            />
          )}
        </>
      )}
      <Modal
        open={confirming !== null}
        title="정말 탈퇴하시겠습니까?"
        okText="탈퇴"
        okButtonProps={{ danger: true }}
        cancelText="취소"
        confirmLoading={withdraw.isPending}
        onOk={() => void confirmWithdrawal()}
        onCancel={() => setConfirming(null)}
      >
        <ul className="withdrawal__consequences">
          <li>계정 정보는 익명 처리되고 이 아이디로 다시 로그인할 수 없습니다.</li>
          <li>시공사례와 사진, 등록된 결제 카드가 삭제됩니다.</li>
          <li>결제 기록은 관련 법령에 따라 5년간 보관됩니다.</li>
        </ul>
      </Modal>
    </Panel>
  );
}
