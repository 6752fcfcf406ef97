import { matchRoute, PATHS } from '@partner-portal/contract/routes';
import { Button, ConfigProvider, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { antdConfig } from '../lib/antd-config';

/** Temporary screen for routes whose features come in later issues. */
export function PendingScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const title = matchRoute(pathname)?.title;
  return (
    <ConfigProvider {...antdConfig}>
      <Result
        status="info"
        title="준비 중인 화면입니다"
        subTitle={title ? `${title} 화면은 곧 이용하실 수 있습니다.` : undefined}
        extra={
          <Button type="primary" onClick={() => navigate(PATHS.intro)}>
            홈으로
          </Button>
        }
      />
    </ConfigProvider>
  );
}
