/**
 * `/notice` and `/notice/:page`: the notice list (spec §2), 20 a page, pinned first then newest,
 * with a title search. A notice opens in place; `?id=` names the open one, so a link such as
 * `/notice/1?id=12` opens the list with it expanded. Opening one counts a view (once a day).
 */
import { withParticle } from '@partner-portal/contract/korean-particles';
import { NOTICE_PAGE_SIZE } from '@partner-portal/contract/content-constants';
import { PATHS } from '@partner-portal/contract/routes';
import { Empty, Input, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ListPagination } from '../../components/list-controls/list-pagination';
import { RetryAlert } from '../../components/retry-alert';
import { markSeen } from '../../lib/new-content-status';
import { newestNotice, useNoticeBadgeSource, useNotices } from './api/get-notices';
import { useViewNotice } from './api/view-notice';
import { NoticeRow } from './notice-row';
import './notices.css';

/** The 1-based page of `/notice/:page` (1 for `/notice` or anything that is not a page number). */
export function pageFromParam(param: string | undefined): number {
  const page = Number(param);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const withSearch = (path: string, params: Record<string, string>) => {
  const search = new URLSearchParams(Object.entries(params).filter(([, v]) => v)).toString();
  return `${path}${search ? `?${search}` : ''}`;
};

export function NoticeListPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const page = pageFromParam(useParams().page);
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const openId = Number(params.get('id')) || null;
  const notices = useNotices(page - 1, keyword);
  const badgeSource = useNoticeBadgeSource();
  const view = useViewNotice();
  const { mutate: countView } = view;

  // Opening the list shows the newest notice: the sidebar badge goes.
  const newestNo = newestNotice(badgeSource.data)?.no;
  useEffect(() => {
    if (newestNo !== undefined) markSeen('notice', newestNo);
  }, [newestNo]);

  const shown = notices.data?.list.some((n) => n.article_no === openId) ?? false;
  useEffect(() => {
    if (openId !== null && shown) countView(openId);
  }, [openId, shown, countView]);

  // Opening a notice stays on this address (one tab for the list); another page or search moves on.
  const go = (nextPage: number, next: { keyword?: string; id?: number | null }) =>
    navigate(
      withSearch(next.id !== undefined ? pathname : `${PATHS.notice}/${nextPage}`, {
        keyword: next.keyword ?? keyword,
        id: next.id === undefined ? '' : next.id === null ? '' : String(next.id),
      }),
      { replace: next.id !== undefined },
    );

  function body() {
    if (notices.isError && !notices.data) {
      return <RetryAlert message="공지사항을 불러오지 못했습니다." onRetry={() => void notices.refetch()} />;
    }
    if (!notices.data) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (notices.data.list.length === 0) {
      return (
        <Empty
          className="notice-page__empty"
          description={
            keyword
              ? `${withParticle(`'${keyword}'`, '이/가')} 제목에 들어간 공지가 없습니다.`
              : '등록된 공지사항이 없습니다.'
          }
        />
      );
    }
    return (
      <>
        <ul
          className={`notice-list${notices.isPlaceholderData ? ' notice-list--stale' : ''}`}
          aria-busy={notices.isFetching}
        >
          {notices.data.list.map((notice) => (
            <NoticeRow
              key={notice.article_no}
              notice={notice}
              open={notice.article_no === openId}
              onToggle={() => go(page, { id: notice.article_no === openId ? null : notice.article_no })}
            />
          ))}
        </ul>
        <ListPagination
          className="notice-page__pages"
          current={page}
          pageSize={NOTICE_PAGE_SIZE}
          total={notices.data.total_count}
          onChange={(next) => go(next, {})}
        />
      </>
    );
  }

  return (
    <div className="notice-page">
      <div className="notice-page__head">
        <h1 className="notice-page__title">공지사항</h1>
        <Input.Search
          key={keyword}
          className="notice-page__search"
          placeholder="제목 검색"
          aria-label="공지사항 제목 검색"
          defaultValue={keyword}
          allowClear
          enterButton="검색"
          maxLength={50}
          onSearch={(value) => go(1, { keyword: value.trim() })}
        />
      </div>
      {body()}
    </div>
  );
}
