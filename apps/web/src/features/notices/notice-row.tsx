/** One notice of the list: its title row is a button that opens the notice in place. */
import { groupDigits } from '@partner-portal/contract/money';
import { PaperClipOutlined, PushpinFilled } from '@ant-design/icons';
import type { NoticeItem } from '@partner-portal/contract/content-api';
import { RichText } from '../../components/rich-text/rich-text';
import { formatDate } from '../../lib/format';
import { isRecent } from '../../lib/new-content-status';

interface Props {
  notice: NoticeItem;
  open: boolean;
  onToggle: () => void;
}

export function NoticeRow({ notice, open, onToggle }: Props) {
  const bodyId = `notice-body-${notice.article_no}`;
  return (
    <li
      className={['notice-row', notice.pinned && 'notice-row--pinned', open && 'notice-row--open']
        .filter(Boolean)
        .join(' ')}
    >
      <button
        type="button"
        className="notice-row__head"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        {notice.pinned && (
          <span className="notice-row__pin">
            <PushpinFilled aria-hidden /> 공지
          </span>
        )}
        <span className="notice-row__title">{notice.title}</span>
        {isRecent(notice.create_date) && (
          <span className="notice-row__new" title="새 글">
            N<span className="visually-hidden"> 새 글</span>
          </span>
        )}
        <span className="notice-row__date">{formatDate(notice.create_date)}</span>
      </button>
      {open && (
        <section id={bodyId} className="notice-row__body" aria-label={notice.title}>
          <RichText html={notice.body} />
          {notice.attachments.length > 0 && (
            <ul className="notice-row__files" aria-label="첨부 파일">
              {notice.attachments.map((file) => (
                <li key={file.url}>
                  <a href={file.url} download={file.name} rel="noopener noreferrer">
                    <PaperClipOutlined aria-hidden /> {file.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p className="notice-row__views">조회 {groupDigits(notice.view_count)}</p>
        </section>
      )}
    </li>
  );
}
