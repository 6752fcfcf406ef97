/** A popup's footer: 오늘 하루 안보기 on the left (when offered), the popup's own buttons on the right. */
import { Button } from 'antd';
import type { ReactNode } from 'react';
import './hide-today-footer.css';

interface Props {
  /** Without it the left side stays empty. */
  onHideToday?: () => void;
  children: ReactNode;
}

export function HideTodayFooter({ onHideToday, children }: Props) {
  return (
    <div className="hide-today-footer">
      {onHideToday ? (
        <Button type="link" className="hide-today-footer__hide" onClick={onHideToday}>
          오늘 하루 안보기
        </Button>
      ) : (
        <span />
      )}
      <span className="hide-today-footer__actions">{children}</span>
    </div>
  );
}
