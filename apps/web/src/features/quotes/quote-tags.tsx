import { Tag } from 'antd';
import { formatDateTime } from '../../lib/format';

/** 열람함 once the customer has opened the link (with when, if asked), 미열람 until then. */
export function OpenedTag({ openedAt, withTime = false }: { openedAt: string | null; withTime?: boolean }) {
  if (!openedAt) return <Tag>미열람</Tag>;
  return (
    <Tag color="success">
      열람함
      {withTime && (
        <>
          {' '}
          <time dateTime={openedAt}>{formatDateTime(openedAt)}</time>
        </>
      )}
    </Tag>
  );
}

/** A version a newer one replaced: the customer's link shows the newer one's banner. */
export function VersionLabel({ version, superseded }: { version: number; superseded: boolean }) {
  return (
    <span className="quote-version">
      {version}차{superseded && <Tag className="quote-version__old">이전 버전</Tag>}
    </span>
  );
}
