/**
 * Toasts for code that runs on every page, including the entry pages that must not load antd:
 * antd's notification API is fetched on the first toast.
 */
import { MESSAGES } from '@partner-portal/contract/messages';
// Type only: erased from the bundle, and the dependency points one way (toast -> toast-antd).
import type { ToastKind } from './toast-antd';

const TITLES: Record<ToastKind, string> = {
  success: '완료',
  info: '안내',
  warning: '안내',
  error: MESSAGES.errorTitle,
};

/** `key` collapses repeats of the same toast (e.g. N parallel calls failing alike) into one. */
export function showToast(
  kind: ToastKind,
  description: string,
  options: { key?: string; title?: string } = {},
): void {
  import('./toast-antd')
    .then(({ openNotification }) =>
      openNotification(kind, options.title ?? TITLES[kind], description, options.key),
    )
    .catch((error: unknown) => console.error('toast unavailable:', description, error));
}
