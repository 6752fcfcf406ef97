/**
 * Home's news: notices of the last 8 days among the first five (spec §4's "new" window) and the
 * event running now. Nothing new: says so and leads to the notice list.
 */
import { PATHS } from '@partner-portal/contract/routes';
import { Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { Panel } from '../../components/panel/panel';
import { formatDate } from '../../lib/format';
import { isRecent } from '../../lib/new-content-status';
import { useFirstEvents, useLatestNotices } from './api/get-home-content';

export function NewsCard() {
  const notices = useLatestNotices();
  const events = useFirstEvents();
  const fresh = notices.data?.list.filter((notice) => isRecent(notice.create_date)) ?? [];
  const event = events.data?.list.find((item) => item.in_service === 1);
  return (
    <Panel
      title="새 소식"
      className="intro-card home-list-card"
      extra={<Link to={PATHS.notice}>공지사항</Link>}
    >
      {notices.isPending || events.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : (
        <ul className="home-list">
          {event && (
            <li className="home-list__row">
              <span className="home-list__main">
                <span>
                  <Tag color="magenta">진행 중 이벤트</Tag>
                  <Link to={`${PATHS.event}/${event.event_no}`}>{event.title}</Link>
                </span>
                <span className="home-list__sub">
                  {formatDate(event.start_date)} ~ {formatDate(event.end_date)}
                </span>
              </span>
            </li>
          )}
          {fresh.map((notice) => (
            <li key={notice.article_no} className="home-list__row">
              <span className="home-list__main">
                <span>
                  <Tag color="red">NEW</Tag>
                  <Link to={`${PATHS.notice}/1?id=${notice.article_no}`}>{notice.title}</Link>
                </span>
                <span className="home-list__sub">{formatDate(notice.create_date)}</span>
              </span>
            </li>
          ))}
          {!event && fresh.length === 0 && (
            <li className="intro-empty">
              <p>최근 8일 동안 새 공지사항과 진행 중인 이벤트가 없습니다.</p>
              <Link to={PATHS.notice}>지난 공지사항 보기</Link>
            </li>
          )}
        </ul>
      )}
    </Panel>
  );
}
