/**
 * `/mypage/changePassword`: the current password is checked first, then the new one is set. The
 * member stays signed in here; the server ends the member's other sessions.
 */
import { MESSAGES } from '@partner-portal/contract/messages';
import { changePasswordRequestSchema } from '@partner-portal/contract/member-api';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Steps, type FormInstance } from 'antd';
import { useState } from 'react';
import { Panel } from '../../components/panel/panel';
import { PasswordRules } from '../../components/password-rules';
import { useFirstInvalidField } from '../../components/use-first-invalid-field';
import { fieldErrorsFromIssues, formErrorsFrom } from '../../lib/field-errors';
import { readMemberSession } from '../../lib/session/session-store';
import { showToast } from '../../lib/toast';
import { changePassword, checkPassword } from './api/change-password';
import './change-password.css';

interface VerifyValues {
  current_password: string;
}
interface ChangeValues {
  new_password: string;
  valid_password: string;
}

function setFieldErrors(form: FormInstance, errors: Record<string, string>) {
  form.setFields(Object.entries(errors).map(([name, message]) => ({ name, errors: [message] })));
}

export function ChangePasswordPage() {
  const session = readMemberSession();
  const [verifyForm] = Form.useForm<VerifyValues>();
  const [changeForm] = Form.useForm<ChangeValues>();
  const newPassword = Form.useWatch('new_password', changeForm) ?? '';
  const [currentPassword, setCurrentPassword] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const verify = useMutation({ mutationFn: checkPassword });
  const change = useMutation({ mutationFn: changePassword });
  const { formRef, revealFirstInvalid } = useFirstInvalidField();

  if (!session) return null;
  const owner = { member_id: session.memberId, member_no: session.memberNo };

  async function onVerify({ current_password }: VerifyValues) {
    setFormError(null);
    try {
      await verify.mutateAsync({ ...owner, current_password });
      setCurrentPassword(current_password);
    } catch (error) {
      const found = formErrorsFrom(error, ['current_password'], MESSAGES.unknownError);
      setFieldErrors(verifyForm, found.fields);
      setFormError(found.form);
    }
  }

  async function onChange(values: ChangeValues) {
    if (currentPassword === null) return;
    setFormError(null);
    const parsed = changePasswordRequestSchema.safeParse({
      ...owner,
      current_password: currentPassword,
      ...values,
    });
    if (!parsed.success) {
      setFieldErrors(changeForm, fieldErrorsFromIssues(parsed.error.issues));
      revealFirstInvalid();
      return;
    }
    try {
      await change.mutateAsync(parsed.data);
      showToast('success', '비밀번호가 변경되었습니다. 다른 기기의 로그인은 해제되었습니다.');
      startOver();
    } catch (error) {
      const found = formErrorsFrom(
        error,
        ['current_password', 'new_password', 'valid_password'],
        MESSAGES.unknownError,
      );
      if (found.fields.current_password) {
        // The current password changed meanwhile (another device): check it again.
        startOver();
        setFieldErrors(verifyForm, { current_password: found.fields.current_password });
        return;
      }
      setFieldErrors(changeForm, found.fields);
      setFormError(found.form);
      revealFirstInvalid();
    }
  }

  function startOver() {
    setCurrentPassword(null);
    verifyForm.resetFields();
    changeForm.resetFields();
  }

  const step = currentPassword === null ? 0 : 1;
  return (
    <Panel className="change-password" title={<h1 className="change-password__title">비밀번호 변경</h1>}>
      <Steps
        className="change-password__steps"
        size="small"
        current={step}
        items={[{ title: '현재 비밀번호 확인' }, { title: '새 비밀번호 설정' }]}
      />
      {formError && (
        <Alert className="change-password__alert" type="error" showIcon title={formError} role="alert" />
      )}

      {step === 0 ? (
        // Keys: antd binds a Form to its first form instance, so each step needs its own Form.
        <Form
          key="verify"
          form={verifyForm}
          layout="vertical"
          requiredMark={false}
          onFinish={onVerify}
          noValidate
        >
          <Form.Item
            name="current_password"
            label="현재 비밀번호"
            rules={[{ required: true, message: '현재 비밀번호를 입력해주세요.' }]}
          >
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={verify.isPending} block>
            확인
          </Button>
        </Form>
      ) : (
        <Form
          key="change"
          ref={formRef}
          form={changeForm}
          layout="vertical"
          requiredMark={false}
          onFinish={onChange}
          noValidate
        >
          <Form.Item
            name="new_password"
            label="새 비밀번호"
            extra={<PasswordRules value={newPassword} />}
            rules={[{ required: true, message: '새 비밀번호를 입력해주세요.' }]}
          >
            <Input.Password autoComplete="new-password" autoFocus />
          </Form.Item>
          <Form.Item
            name="valid_password"
            label="새 비밀번호 확인"
            rules={[{ required: true, message: '새 비밀번호를 한 번 더 입력해주세요.' }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <p className="change-password__note">
            비밀번호를 바꾸면 이 기기를 제외한 다른 기기와 앱의 로그인이 해제됩니다.
          </p>
          <div className="change-password__actions">
            <Button onClick={startOver}>처음으로</Button>
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              비밀번호 변경
            </Button>
          </div>
        </Form>
      )}
    </Panel>
  );
}
