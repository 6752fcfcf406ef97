/**
 * A bordered box with an optional title bar, as antd's Card draws it (issue #14). antd's Card brings
 * its Tabs along (for a tab list no screen here uses): 13 kB brotli on every signed-in page.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import './panel.css';

interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** Beside the title, at the right (a link or a button). */
  extra?: ReactNode;
  size?: 'default' | 'small';
}

export function Panel({ title, extra, size = 'default', className, children, ...rest }: PanelProps) {
  const classes = ['panel', size === 'small' && 'panel--small', className].filter(Boolean).join(' ');
  return (
    <div className={classes} {...rest}>
      {(title !== undefined || extra !== undefined) && (
        <div className="panel__head">
          <div className="panel__title">{title}</div>
          {extra !== undefined && <div className="panel__extra">{extra}</div>}
        </div>
      )}
      <div className="panel__body">{children}</div>
    </div>
  );
}
