/**
 * `/notifications`, the inbox (issue #38): every notification the partner received, newest first, a
 * page at a time (`?page=`), unread ones in bold with a dot. Opening one marks it read and goes to
 * the screen it is about; 모두 읽음 marks them all.
 */
import { groupDigits } from '@partner-portal/contract/money';
import type { InboxItem } from '@partner-portal/contract/notifications-api';
import {
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_PAGE_SIZE,
  type NotificationKind,
} from '@partner-portal/contract/notifications-constants';
import { Button, Empty, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../components/list-controls/list-pagination';
import { RetryAlert } from '../../components/retry-alert';
import { formatDateTime } from '../../lib/format';
import { safeInAppPath } from '../../lib/safe-path';
import { showToast } from '../../lib/toast';
import { useInbox } from './api/get-inbox';
import { useMarkRead } from './api/mark-read';
import './inbox.css';

/** The 1-based page of `?page=` (1 for anything that is not a page number). */
const pageFrom = (raw: string | null) => {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

function InboxRow({ item, onOpen }: { item: InboxItem; onOpen: () => void }) {
  const target = safeInAppPath(item.link);
  const content = (
    <>
      {!item.read && <span className="inbox-row__dot" role="img" aria-label="읽지 않음" />}
      {/* The category (결제, 계정 보안…): the title already names the event. */}
      <span className="inbox-row__kind">
        {
          NOTIFICATION_CATEGORY_LABELS[
            NOTIFICATION_EVENTS[item.kind as NotificationKind]?.category ?? 'service'
          ]
        }
      </span>
      <span className="inbox-row__title">{item.title}</span>
      <span className="inbox-row__text">{item.text}</span>
      <time className="inbox-row__time" dateTime={item.created_at}>
        {formatDateTime(item.created_at)}
      </time>
    </>
  );
  const className = 'inbox-row__open';
  return (
    <li className={`inbox-row${item.read ? '' : ' inbox-row--unread'}`}>
      {target ? (
        <Link to={target} className={className} onClick={onOpen}>
          {content}
        </Link>
      ) : (
        // Nothing to open: a click marks it read.
        <button type="button" className={className} onClick={onOpen}>
          {content}
        </button>
      )}
    </li>
  );
}

export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const inbox = useInbox(page);
  const markRead = useMarkRead();
  const unread = inbox.data?.unread ?? 0;

  const open = (item: InboxItem) => {
    if (!item.read) markRead.mutate({ ids: [item.notification_id] });
  };
  const markAll = () =>
    markRead.mutate(
      { all: true },
      { onSuccess: () => showToast('success', '모든 알림을 읽음으로 표시했습니다.') },
    );

  function body() {
    if (inbox.isError && !inbox.data) {
      return <RetryAlert message="알림을 불러오지 못했습니다." onRetry={() => void inbox.refetch()} />;
    }
    if (!inbox.data) return <Skeleton active paragraph={{ rows: 8 }} aria-label="불러오는 중" />;
    if (inbox.data.items.length === 0) {
      return <Empty className="inbox-page__empty" description="받은 알림이 없습니다." />;
    }
    return (
      <>
        <ul
          className={`inbox-list${inbox.isPlaceholderData ? ' inbox-list--stale' : ''}`}
          aria-label="알림 목록"
          aria-busy={inbox.isFetching}
        >
          {inbox.data.items.map((item) => (
            <InboxRow key={item.notification_id} item={item} onOpen={() => open(item)} />
          ))}
        </ul>
        <ListPagination
          className="inbox-page__pages"
          current={page}
          pageSize={NOTIFICATION_PAGE_SIZE}
          total={inbox.data.total}
          onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        />
      </>
    );
  }

  return (
    <div className="inbox-page">
      <div className="inbox-page__head">
        <h1 className="inbox-page__title">알림함</h1>
        <span className="inbox-page__unread" role="status">
          {inbox.data && `읽지 않은 알림 ${groupDigits(unread)}건`}
        </span>
        <Button
          onClick={markAll}
          disabled={unread === 0}
          loading={markRead.isPending && markRead.variables?.all}
        >
          모두 읽음
        </Button>
      </div>
      {body()}
    </div>
  );
}
