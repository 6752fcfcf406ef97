/** `/event/:eventNo`: one event with its period, text and call to action. */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { PATHS } from '@partner-portal/contract/routes';
import { Skeleton, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { ContentLink } from '../../components/content-link';
import { RetryAlert } from '../../components/retry-alert';
import { RichText } from '../../components/rich-text/rich-text';
import { ApiError } from '../../lib/http/api-error';
import { useEvent } from './api/get-event';
import { EventPeriod } from './event-period';
import './events.css';
import { StatusResult } from '../../components/status-result';

export function EventDetailPage() {
  const eventNo = Number(useParams().eventNo);
  const valid = Number.isInteger(eventNo) && eventNo > 0;
  const event = useEvent(valid ? eventNo : 0);
  const back = (
    <Link to={PATHS.event} className="event-detail__back">
      <ArrowLeftOutlined aria-hidden /> 이벤트 목록
    </Link>
  );

  if (!valid || (event.error instanceof ApiError && event.error.status === 404)) {
    return <StatusResult status="404" title="이벤트를 찾을 수 없습니다." extra={back} />;
  }
  if (event.isError) {
    return <RetryAlert message="이벤트를 불러오지 못했습니다." onRetry={() => void event.refetch()} />;
  }
  if (!event.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = event.data;
  const ended = data.in_service !== 1;

  return (
    <article className={`event-detail${ended ? ' event-detail--ended' : ''}`}>
      {back}
      <header className="event-detail__head">
        <h1 className="event-detail__title">
          {ended && <Tag className="event-detail__state">종료</Tag>}
          {data.title}
        </h1>
        <p className="event-detail__period">
          기간 <EventPeriod event={data} />
        </p>
      </header>
      <img className="event-detail__image" src={data.image_url} alt="" width={960} height={540} />
      <RichText html={data.body} className="event-detail__body" />
      {data.cta_url && !ended && (
        <ContentLink href={data.cta_url} title={data.cta_label ?? data.title} className="content-cta">
          {data.cta_label ?? '자세히 보기'}
        </ContentLink>
      )}
      {ended && <p className="event-detail__ended-note">종료된 이벤트입니다. 참여해 주셔서 감사합니다.</p>}
    </article>
  );
}
