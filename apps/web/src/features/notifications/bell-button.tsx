/**
 * The bell's button and unread count, drawn with the shell's own pieces (a Button, an icon, plain
 * markup). The top bar shows it as it is until the live bell (notification-bell.tsx) has loaded.
 */
import { BellOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import './notification-bell.css';

interface Props {
  /** Unknown until the inbox has answered. */
  unread?: number;
  expanded?: boolean;
  /** The id of the panel it opens, while open. */
  controls?: string;
  onClick?: () => void;
}

export function BellButton({ unread, expanded = false, controls, onClick }: Props) {
  return (
    <>
      <Button
        type="text"
        icon={<BellOutlined />}
        aria-label={unread === undefined ? '알림' : `알림 ${unread}건`}
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={onClick}
      />
      {unread !== undefined && unread > 0 && (
        <span className="notification-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </>
  );
}

/** The bell as the top bar shows it until the live one has loaded: no count yet, nothing to open. */
export function BellPlaceholder() {
  return (
    <div className="notification-bell">
      <BellButton />
    </div>
  );
}
