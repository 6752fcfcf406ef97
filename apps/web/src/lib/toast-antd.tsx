/** antd's notification API behind lib/toast, themed like the rest of the app. */
import { TOAST_SECONDS } from '@partner-portal/contract/messages';
import { ConfigProvider, notification } from 'antd';
import { antdConfig } from './antd-config';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

ConfigProvider.config({
  holderRender: (children) => <ConfigProvider {...antdConfig}>{children}</ConfigProvider>,
});

// Below the 56 px top bar, so a toast never covers the session timer or 로그아웃.
notification.config({ top: 64 });

export function openNotification(kind: ToastKind, title: string, description: string, key?: string): void {
  notification[kind]({ title, description, key, duration: TOAST_SECONDS, placement: 'topRight' });
}
