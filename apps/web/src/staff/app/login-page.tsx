/** `/staff/login`: a staff account's ID and password (partner accounts are refused by the server). */
import { STAFF_PATHS, type StaffToken } from '@partner-portal/contract/staff-api';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/http/api-error';
import { CONSOLE_PATHS } from './console-paths';
import { staffApi } from './staff-api';
import { startStaffSession } from './staff-session';

interface Credentials {
  member_id: string;
  password: string;
}

export function LoginPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function signIn(credentials: Credentials) {
    setPending(true);
    setError(null);
    try {
      const token = await staffApi.post<StaffToken>(STAFF_PATHS.login, {
        body: credentials,
        showErrors: false,
      });
      startStaffSession(token.access_token, token.expires_in);
      void navigate(CONSOLE_PATHS.renewals, { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : '로그인하지 못했습니다.');
      setPending(false);
    }
  }

  return (
    <main className="console-login">
      <Card
        className="console-login__card"
        title={<h1 className="console-login__title">운영 콘솔 로그인</h1>}
      >
        <Form<Credentials> layout="vertical" requiredMark={false} onFinish={(values) => void signIn(values)}>
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
          {error && (
            <Alert className="console-login__error" type="error" showIcon title={error} role="alert" />
          )}
          <Button type="primary" htmlType="submit" block loading={pending}>
            로그인
          </Button>
        </Form>
      </Card>
    </main>
  );
}
