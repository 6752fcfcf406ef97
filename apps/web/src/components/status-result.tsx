/**
 * The outcome of a screen (done, failed, not found) drawn like antd's Result, without its cost:
 * Result brings its 404, 403 and 500 illustrations to every page that uses it (8 kB of JS, issue #14).
 */
import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import './status-result.css';

export type ResultStatus = 'success' | 'error' | 'info' | 'warning' | '404';

const ICONS: Record<Exclude<ResultStatus, '404'>, ReactNode> = {
  success: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
};

interface Props {
  status: ResultStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  /** Actions under the message (buttons, links). */
  extra?: ReactNode;
  /** Details shown in a box below (an order's summary). */
  children?: ReactNode;
}

export function StatusResult({ status, title, subTitle, extra, children }: Props) {
  return (
    <div className={`status-result status-result--${status}`}>
      <div className="status-result__icon" aria-hidden="true">
        {status === '404' ? '404' : ICONS[status]}
      </div>
      <div className="status-result__title">{title}</div>
      {subTitle && <div className="status-result__subtitle">{subTitle}</div>}
      {extra && <div className="status-result__extra">{extra}</div>}
      {children && <div className="status-result__body">{children}</div>}
    </div>
  );
}
