/**
 * The top bar's bell (issue #38): the unread count, asked again every minute, and on a click the
 * newest few notifications with a way to the inbox. The top bar loads it once the page is the app's:
 * it brings the notification catalogue along, which no page's first paint needs.
 */
import type { InboxItem } from '@partner-portal/contract/notifications-api';
import { PATHS } from '@partner-portal/contract/routes';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useBellInbox } from './api/get-inbox';
import { BellButton } from './bell-button';
import { useMarkRead } from './api/mark-read';
import { notificationTarget } from './notification-link';

/** Closes the panel on Escape (focus back on the bell) and on a press outside it. */
function useDismiss(open: boolean, close: () => void, root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      root.current?.querySelector('button')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, root]);
}

function BellItem({ item, onOpen }: { item: InboxItem; onOpen: () => void }) {
  return (
    <li>
      <Link
        to={notificationTarget(item)}
        className={`notification-bell__item${item.read ? '' : ' notification-bell__item--unread'}`}
        onClick={onOpen}
      >
        {!item.read && <span className="notification-bell__dot" aria-label="읽지 않음" role="img" />}
        <span className="notification-bell__title">{item.title}</span>
        <span className="notification-bell__text">{item.text}</span>
        <time className="notification-bell__time" dateTime={item.created_at}>
          {formatDateTime(item.created_at)}
        </time>
      </Link>
    </li>
  );
}

export function NotificationBell() {
  const { data: inbox, isError } = useBellInbox();
  const { mutate: markRead } = useMarkRead();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);

  const openItem = (item: InboxItem) => {
    if (!item.read) markRead({ ids: [item.notification_id] });
    close();
  };

  function panelBody() {
    if (!inbox)
      return (
        <p className="notification-bell__note">{isError ? '알림을 불러오지 못했습니다.' : '불러오는 중…'}</p>
      );
    if (inbox.items.length === 0) return <p className="notification-bell__note">받은 알림이 없습니다.</p>;
    return (
      <ul className="notification-bell__list" aria-label="최근 알림">
        {inbox.items.map((item) => (
          <BellItem key={item.notification_id} item={item} onOpen={() => openItem(item)} />
        ))}
      </ul>
    );
  }

  return (
    <div className="notification-bell" ref={root}>
      <BellButton
        unread={inbox?.unread}
        expanded={open}
        controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      />
      {open && (
        <div id={panelId} className="notification-bell__panel" role="region" aria-label="알림">
          {panelBody()}
          <Link to={PATHS.notifications} className="notification-bell__all" onClick={close}>
            전체 보기
          </Link>
        </div>
      )}
    </div>
  );
}
