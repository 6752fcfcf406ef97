/** `/promotion`: the promotions running now for this partner, each with its period and call to action. */
import { Empty, Skeleton } from 'antd';
import { useEffect } from 'react';
import { ContentLink } from '../../components/content-link';
import { RetryAlert } from '../../components/retry-alert';
import { RichText } from '../../components/rich-text/rich-text';
import { markSeen } from '../../lib/new-content-status';
import { newestPromotion, usePromotions } from './api/get-promotions';
import './promotion.css';

const dotted = (day: string) => day.replaceAll('-', '.');

export function PromotionPage() {
  const promotions = usePromotions();
  const newestNo = newestPromotion(promotions.data)?.no;
  useEffect(() => {
    if (newestNo !== undefined) markSeen('promotion', newestNo);
  }, [newestNo]);

  function body() {
    if (promotions.isError && !promotions.data) {
      return (
        <RetryAlert message="프로모션을 불러오지 못했습니다." onRetry={() => void promotions.refetch()} />
      );
    }
    if (!promotions.data) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (promotions.data.length === 0) {
      return (
        <Empty className="promotion-page__empty" description="지금 참여할 수 있는 프로모션이 없습니다." />
      );
    }
    return (
      <ul className="promotion-list">
        {promotions.data.map((promotion) => (
          <li key={promotion.promotion_no} className="promotion-card">
            {promotion.image_url && (
              <img
                className="promotion-card__image"
                src={promotion.image_url}
                alt=""
                width={960}
                height={540}
              />
            )}
            <h2 className="promotion-card__title">{promotion.title}</h2>
            <p className="promotion-card__period">
              기간 {dotted(promotion.start_date)} ~ {dotted(promotion.end_date)}
            </p>
            <RichText html={promotion.body} className="promotion-card__body" />
            {promotion.cta_url && (
              <ContentLink
                href={promotion.cta_url}
                title={promotion.cta_label ?? promotion.title}
                className="content-cta"
              >
                {promotion.cta_label ?? '자세히 보기'}
              </ContentLink>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="promotion-page">
      <h1 className="promotion-page__title">프로모션</h1>
      {body()}
    </div>
  );
}
