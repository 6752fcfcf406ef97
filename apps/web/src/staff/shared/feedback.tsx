/** What the desks say after an action or a failed load: one look for every desk. */
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../lib/http/api-error';

/** A load that failed, with its retry. */
export function LoadError({ title, onRetry }: { title: string; onRetry(): void }) {
  return <Alert type="error" showIcon title={title} action={<Button onClick={onRetry}>다시 시도</Button>} />;
}

/** What an action did (a live region, so screen readers hear it). */
export function DoneNotice({ text, onClose }: { text: string; onClose(): void }) {
  return (
    <Alert
      className="console__notice"
      type="success"
      showIcon
      closable
      onClose={onClose}
      title={text}
      role="status"
    />
  );
}

/** A detail screen: the way back to its list, then the item, its failure with a retry, or a skeleton. */
export function DetailFrame<T>({
  back,
  query,
  failure,
  children,
}: {
  back: { to: string; label: string };
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'error' | 'refetch'>;
  failure: string;
  children(data: T): ReactNode;
}) {
  return (
    <>
      <Link className="console__back" to={back.to}>
        ← {back.label}
      </Link>
      {query.isError ? (
        <LoadError title={failureText(query.error, failure)} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        children(query.data)
      ) : (
        <Skeleton active />
      )}
    </>
  );
}

/** A card's short list, or what to say when it is empty. */
export function ListOrEmpty<T>({
  items,
  empty,
  label,
  render,
}: {
  items: T[];
  empty: string;
  label: string;
  render(item: T): { key: string | number; text: ReactNode };
}) {
  if (items.length === 0) return <p className="console__empty">{empty}</p>;
  return (
    <ul className="console__plain-list" aria-label={label}>
      {items.map((item) => {
        const { key, text } = render(item);
        return <li key={key}>{text}</li>;
      })}
    </ul>
  );
}
