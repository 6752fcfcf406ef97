/**
 * `/event`: the events as an image card grid, 12 a page (spec §7), running ones first; ended ones
 * greyed with "종료". The page lives in the address (`?page=`).
 */
import { EVENT_FETCH_SIZE } from '@partner-portal/contract/constants';
import { PATHS } from '@partner-portal/contract/routes';
import { Empty, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../components/list-controls/list-pagination';
import { RetryAlert } from '../../components/retry-alert';
import { markSeen } from '../../lib/new-content-status';
import { newestEvent, useEvents } from './api/get-events';
import { EventPeriod } from './event-period';
import './events.css';

/** Cards in the grid's first row on a laptop (it fills the width with cards of 260 px or more). */
const FIRST_ROW = 3;

export function EventListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const events = useEvents(page - 1);

  const newestNo = page === 1 ? newestEvent(events.data)?.no : undefined;
  useEffect(() => {
    if (newestNo !== undefined) markSeen('event', newestNo);
  }, [newestNo]);

  function body() {
    if (events.isError && !events.data) {
      return <RetryAlert message="이벤트를 불러오지 못했습니다." onRetry={() => void events.refetch()} />;
    }
    if (!events.data) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (events.data.list.length === 0) {
      return <Empty className="event-page__empty" description="진행 중인 이벤트가 없습니다." />;
    }
    return (
      <>
        <ul className="event-grid" aria-busy={events.isFetching}>
          {events.data.list.map((event, index) => {
            const ended = event.in_service !== 1;
            // The first row shows at once (the first image is the page's largest paint): those load
            // with the page, the rest as they scroll into view.
            const firstRow = index < FIRST_ROW;
            return (
              <li key={event.event_no} className={`event-card${ended ? ' event-card--ended' : ''}`}>
                <Link to={`${PATHS.event}/${event.event_no}`} className="event-card__link">
                  <span className="event-card__image">
                    <img
                      src={event.image_url}
                      alt=""
                      loading={firstRow ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : 'auto'}
                      width={480}
                      height={270}
                    />
                    {ended && <span className="event-card__ended">종료</span>}
                  </span>
                  <span className="event-card__title">{event.title}</span>
                  <EventPeriod event={event} className="event-card__period" />
                </Link>
              </li>
            );
          })}
        </ul>
        <ListPagination
          className="event-page__pages"
          current={page}
          pageSize={EVENT_FETCH_SIZE}
          total={events.data.total_count}
          onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        />
      </>
    );
  }

  return (
    <div className="event-page">
      <h1 className="event-page__title">이벤트</h1>
      {body()}
    </div>
  );
}
