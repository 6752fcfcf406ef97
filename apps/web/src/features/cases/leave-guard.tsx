/**
 * Asks before unsaved changes are lost: a dialog for moves inside the app (the data router's
 * blocker) and the browser's own prompt for reloads, closed tabs and typed addresses.
 */
import { Modal } from 'antd';
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';

interface LeaveGuardProps {
  when: boolean;
  /** Set while the form itself moves on after saving. */
  bypass: RefObject<boolean>;
  /** The user chose to leave: drop the changes. */
  onLeave: () => void;
}

export function LeaveGuard({ when, bypass, onLeave }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title="저장하지 않은 내용이 있습니다"
      okText="나가기"
      okButtonProps={{ danger: true }}
      cancelText="계속 작성"
      onOk={() => {
        onLeave();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    >
      이 화면을 나가면 입력한 내용과 새로 올린 사진이 저장되지 않습니다.
    </Modal>
  );
}
