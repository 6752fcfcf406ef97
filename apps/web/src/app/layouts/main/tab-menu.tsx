/**
 * The visited tabs' menu (antd's Dropdown), mounted open while a tab's menu is asked for and loaded
 * the first time it is: a Dropdown on every tab mounted a popup trigger each, whose start-up rendered
 * the top of every page once more, at once, in the long task after its first commit (issue #14).
 */
import { Dropdown, type MenuProps } from 'antd';
import type { ReactElement } from 'react';

interface TabMenuProps {
  items: MenuProps['items'];
  /** What closes it besides a choice: a click elsewhere, Escape, the opener again. */
  trigger: 'click' | 'contextMenu';
  onChoose: (key: string) => void;
  onClose: () => void;
  /** The element it opens at (a tab's link, the bar's menu button). */
  children: ReactElement;
}

export function TabMenu({ items, trigger, onChoose, onClose, children }: TabMenuProps) {
  return (
    <Dropdown
      open
      trigger={[trigger]}
      autoFocus
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      menu={{ items, onClick: ({ key }) => onChoose(key) }}
    >
      {children}
    </Dropdown>
  );
}
