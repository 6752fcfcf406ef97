/**
 * Warns before unsaved changes are lost: a move inside the app waits for 계속 작성 or 나가기 (the
 * navigation gate asks, see lib/leave-checks); closing or reloading the page gets the browser's own
 * warning. Render the returned holder.
 */
import { Modal } from 'antd';
import { useEffect, useEffectEvent, useRef, type ReactElement } from 'react';
import { addLeaveCheck, type Place } from '../lib/leave-checks';

export const UNSAVED_TITLE = '저장하지 않은 변경 내용이 있습니다';

interface Options {
  /** Whether there is anything to lose. */
  dirty: boolean;
  /** Which moves lose it (default: to another page or other query, e.g. another MyPage tab). */
  loses?: (from: Place, to: Place) => boolean;
  /** What is lost, in the dialog. */
  content: string;
  /** Forgets the changes just before the move goes on. */
  onDiscard: () => void;
}

const anotherPlace = (from: Place, to: Place) => from.pathname !== to.pathname || from.search !== to.search;

export function useUnsavedChangesPrompt({
  dirty,
  loses = anotherPlace,
  content,
  onDiscard,
}: Options): ReactElement {
  const [modal, holder] = Modal.useModal();
  // A second move while the dialog is open answers the first one with "stay".
  const open = useRef<{ close(): void } | null>(null);

  const ask = useEffectEvent((from: Place, to: Place): boolean | Promise<boolean> => {
    if (!loses(from, to)) return true;
    open.current?.close();
    return new Promise<boolean>((resolve) => {
      const confirm = modal.confirm({
        title: UNSAVED_TITLE,
        content,
        // Escape, the close button and the safe default all keep the partner writing.
        cancelText: '계속 작성',
        okText: '나가기',
        okButtonProps: { danger: true },
        autoFocusButton: 'cancel',
        onCancel: () => resolve(false),
        onOk: () => {
          onDiscard();
          resolve(true);
        },
      });
      open.current = {
        close: () => {
          confirm.destroy();
          resolve(false);
        },
      };
    });
  });

  useEffect(() => {
    if (!dirty) return;
    const remove = addLeaveCheck((from, to) => ask(from, to));
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      remove();
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  useEffect(() => () => open.current?.close(), []);

  return holder;
}
