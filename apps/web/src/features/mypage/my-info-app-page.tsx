/**
 * `/mypage/myInfo/m`: MyPage for the native app's web view. A module of its own so the web page's
 * first load does not carry what only the app's needs (the hand-over, its sign-in notice).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button, ConfigProvider } from 'antd';
import { useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { StatusResult } from '../../components/status-result';
import { antdConfig } from '../../lib/antd-config';
import { finishWebview } from '../../lib/native-bridge';
import { adoptHandedOverToken } from '../../lib/session/app-handover';
import { readAccessToken } from '../../lib/session/session-store';
import { MyInfoScreen } from './my-info-screen';

/**
 * A token handed over while the page is open: the app reopening the same address changes only its
 * fragment, so no page load runs the hand-over. It is taken the same way, and the profile read again.
 */
function useLaterHandOver(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const adopt = () => {
      if (!adoptHandedOverToken()) return;
      // The router saw the address with the token too; its entry is replaced without it.
      void navigate(
        { pathname: window.location.pathname, search: window.location.search },
        { replace: true },
      );
      void queryClient.invalidateQueries();
      rerender();
    };
    window.addEventListener('hashchange', adopt);
    return () => window.removeEventListener('hashchange', adopt);
  }, [navigate, queryClient]);
}

/** The app's page: no layout, signed in by the token the app handed over (lib/session/app-handover). */
export function MyInfoAppPage() {
  useLaterHandOver();
  const signedIn = readAccessToken() !== null;
  return (
    <ConfigProvider {...antdConfig}>
      <main id="content" className="my-info-app">
        {signedIn ? (
          <MyInfoScreen />
        ) : (
          <StatusResult
            status="warning"
            title={<h1 className="my-info__title">로그인이 필요합니다</h1>}
            subTitle="앱에서 내 정보 수정 화면을 다시 열어주세요."
            extra={
              <Button type="primary" onClick={() => finishWebview()}>
                앱으로 돌아가기
              </Button>
            }
          />
        )}
      </main>
    </ConfigProvider>
  );
}
