/**
 * `/staff/login`: a staff account's ID and password (partner accounts are refused by the server), then
 * the authenticator's 6-digit code, or one of the recovery codes ("복구 코드 사용").
 */
import {
  STAFF_PATHS,
  type StaffChallenge,
  type StaffCodeRequest,
  type StaffToken,
} from '@partner-portal/contract/staff-api';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../lib/http/api-error';
import { homeFor } from './desks';
import { staffApi } from './staff-api';
import { staffMeKeys } from './staff-me';
import { startStaffSession } from './staff-session';

interface Credentials {
  member_id: string;
  password: string;
}

interface CodeForm {
  code?: string;
  recovery_code?: string;
}

function ErrorAlert({ error }: { error: string | null }) {
  if (!error) return null;
  return <Alert className="console-login__error" type="error" showIcon title={error} role="alert" />;
}

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [recovery, setRecovery] = useState(false);

  async function send<T>(path: string, body: object, then: (answer: T) => void) {
    setPending(true);
    setError(null);
    try {
      then(await staffApi.post<T>(path, { body, showErrors: false }));
    } catch (failure) {
      setError(failureText(failure, '로그인하지 못했습니다.'));
    } finally {
      setPending(false);
    }
  }

  const signIn = (credentials: Credentials) =>
    send<StaffChallenge>(STAFF_PATHS.login, credentials, (answer) => setChallenge(answer.challenge));

  const confirm = (values: CodeForm) => {
    const body: StaffCodeRequest = recovery
      ? { challenge: challenge!, recovery_code: values.recovery_code ?? '' }
      : { challenge: challenge!, code: values.code ?? '' };
    return send<StaffToken>(STAFF_PATHS.loginCode, body, (token) => {
      queryClient.removeQueries({ queryKey: staffMeKeys.all });
      startStaffSession(token.access_token, token.expires_in);
      void navigate(homeFor(token.roles), { replace: true });
    });
  };

  const restart = () => {
    setChallenge(null);
    setRecovery(false);
    setError(null);
  };

  return (
    <main className="console-login">
      <Card
        className="console-login__card"
        title={<h1 className="console-login__title">운영 콘솔 로그인</h1>}
      >
        {challenge === null ? (
          <Form<Credentials>
            layout="vertical"
            requiredMark={false}
            onFinish={(values) => void signIn(values)}
          >
            <Form.Item
              label="아이디"
              name="member_id"
              rules={[{ required: true, message: '아이디를 입력해주세요.' }]}
            >
              <Input autoComplete="username" />
            </Form.Item>
            <Form.Item
              label="비밀번호"
              name="password"
              rules={[{ required: true, message: '비밀번호를 입력해주세요.' }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <ErrorAlert error={error} />
            <Button type="primary" htmlType="submit" block loading={pending}>
              로그인
            </Button>
          </Form>
        ) : (
          <Form<CodeForm>
            key={recovery ? 'recovery' : 'code'}
            layout="vertical"
            requiredMark={false}
            onFinish={(values) => void confirm(values)}
          >
            {recovery ? (
              <Form.Item
                label="복구 코드"
                name="recovery_code"
                extra="등록할 때 받은 복구 코드 중 아직 쓰지 않은 하나를 입력하세요. 한 번 쓴 코드는 다시 쓸 수 없습니다."
                rules={[{ required: true, message: '복구 코드를 입력해주세요.' }]}
              >
                <Input autoComplete="off" autoFocus />
              </Form.Item>
            ) : (
              <Form.Item
                label="인증 코드"
                name="code"
                extra="인증 앱에 표시된 6자리 코드를 입력하세요."
                rules={[
                  { required: true, message: '인증 코드를 입력해주세요.' },
                  { pattern: /^\d{6}$/, message: '인증 코드 6자리를 입력해주세요.' },
                ]}
              >
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
              </Form.Item>
            )}
            <ErrorAlert error={error} />
            <Button type="primary" htmlType="submit" block loading={pending}>
              확인
            </Button>
            <div className="console-login__links">
              <Button type="link" onClick={() => setRecovery(!recovery)}>
                {recovery ? '인증 코드 사용' : '복구 코드 사용'}
              </Button>
              <Button type="link" onClick={restart}>
                처음부터 다시
              </Button>
            </div>
          </Form>
        )}
      </Card>
    </main>
  );
}
