/**
 * What the partner will see, drawn from the form as it is now: the body through the portal's own
 * sanitizer and rich-text styles (components/rich-text), the rest in the partner screens' order.
 */
import { FAQ_CATEGORIES, type FaqCategoryNo } from '@partner-portal/contract/content-constants';
import type { ContentKind } from '@partner-portal/contract/content-api';
import { RichText } from '../../../components/rich-text/rich-text';
import type { ContentFormValues } from './content-form';

const dots = (value: { format(f: string): string }) => value.format('YYYY.MM.DD');

export function ContentPreview({ kind, values }: { kind: ContentKind; values: ContentFormValues }) {
  const period = values.period ? `${dots(values.period[0])} ~ ${dots(values.period[1])}` : '기간 미정';
  return (
    <section className="content-preview" aria-label="파트너 화면 미리보기">
      <p className="content-preview__caption">파트너 화면 미리보기</p>
      {kind === 'notices' && (
        <article>
          <h2 className="content-preview__title">
            {values.pinned && <span className="content-preview__pin">공지</span>}
            {values.title || '(제목 없음)'}
          </h2>
          <RichText html={values.body ?? ''} />
        </article>
      )}
      {(kind === 'events' || kind === 'promotions') && (
        <article>
          {values.image_url && <img className="content-preview__image" src={values.image_url} alt="" />}
          <h2 className="content-preview__title">{values.title || '(제목 없음)'}</h2>
          <p className="content-preview__meta">
            {period}
            {kind === 'events' && values.in_service === false ? ' · 종료된 이벤트' : ''}
          </p>
          <RichText html={values.body ?? ''} />
          {values.cta_label && values.cta_url && (
            <p>
              <a
                className="content-preview__cta"
                href={values.cta_url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {values.cta_label}
              </a>
            </p>
          )}
        </article>
      )}
      {kind === 'faqs' && (
        <article>
          <p className="content-preview__meta">
            {values.category_no === undefined
              ? '분류 없음'
              : FAQ_CATEGORIES[values.category_no as FaqCategoryNo]}
          </p>
          <h2 className="content-preview__title">Q. {values.question || '(질문 없음)'}</h2>
          <p className="content-preview__answer">A. {values.answer}</p>
        </article>
      )}
      {kind === 'emergencies' && (
        <div className="content-preview__emergency" role="note">
          <strong>{values.title || '(제목 없음)'}</strong> {values.text}
          {values.link_url && <span className="content-preview__link"> 자세히 보기 ›</span>}
        </div>
      )}
    </section>
  );
}
