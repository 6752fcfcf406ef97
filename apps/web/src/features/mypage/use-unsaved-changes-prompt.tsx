/**
 * Warns before unsaved changes are lost: an in-app navigation (another MyPage tab, another page)
 * waits for 계속 작성 or 나가기; closing or reloading the page gets the browser's own warning.
 */
import { Modal } from 'antd';
import { useEffect, useEffectEvent, type ReactElement } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_TITLE = '저장하지 않은 변경 내용이 있습니다';
export const UNSAVED_CONTENT = '지금 나가면 입력한 내용이 저장되지 않고 사라집니다. 계속 작성하시겠습니까?';

/** `onDiscard` forgets the changes just before the navigation goes on. Render the returned holder. */
export function useUnsavedChangesPrompt(dirty: boolean, onDiscard: () => void): ReactElement {
  const [modal, holder] = Modal.useModal();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  const ask = useEffectEvent(() => {
    if (blocker.state !== 'blocked') return () => undefined;
    const confirm = modal.confirm({
      title: UNSAVED_TITLE,
      content: UNSAVED_CONTENT,
      // Escape, the close button and the safe default all keep the partner writing.
      cancelText: '계속 작성',
      okText: '나가기',
      okButtonProps: { danger: true },
      autoFocusButton: 'cancel',
      onCancel: () => blocker.reset(),
      onOk: () => {
        onDiscard();
        blocker.proceed();
      },
    });
    return () => confirm.destroy();
  });

  useEffect(() => ask(), [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return holder;
}
