/** The contract's menu icon names mapped to @ant-design/icons. */
import {
  AppstoreOutlined,
  AuditOutlined,
  BellOutlined,
  CreditCardOutlined,
  CrownOutlined,
  CustomerServiceOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  FireOutlined,
  FormOutlined,
  GiftOutlined,
  InboxOutlined,
  LockOutlined,
  NotificationOutlined,
  PlusSquareOutlined,
  SettingOutlined,
  ShopOutlined,
  SoundOutlined,
  SyncOutlined,
  TagsOutlined,
  TrophyOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bell: BellOutlined,
  'credit-card': CreditCardOutlined,
  crown: CrownOutlined,
  'customer-service': CustomerServiceOutlined,
  'file-done': FileDoneOutlined,
  'file-text': FileTextOutlined,
  fire: FireOutlined,
  form: FormOutlined,
  gift: GiftOutlined,
  inbox: InboxOutlined,
  lock: LockOutlined,
  notification: NotificationOutlined,
  'plus-square': PlusSquareOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  sound: SoundOutlined,
  sync: SyncOutlined,
  tags: TagsOutlined,
  trophy: TrophyOutlined,
  user: UserOutlined,
  wallet: WalletOutlined,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  // Decorative: without this the icon's English name ("sound") joins the menu item's name.
  return <Icon aria-hidden />;
}
