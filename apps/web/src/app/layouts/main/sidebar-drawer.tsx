/** The sidebar over the content on small screens. */
import { SIDEBAR_WIDTH_PX } from '@partner-portal/contract/constants';
import { Drawer } from 'antd';
import type { ReactNode } from 'react';

export function SidebarDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={SIDEBAR_WIDTH_PX}
      closable={false}
      styles={{ body: { padding: 0 } }}
      aria-label="메뉴"
      rootClassName="sidebar-drawer"
    >
      {children}
    </Drawer>
  );
}
