import { PARTNER_MENU, type MenuItem } from '@partner-portal/contract/menu';
import { useHydrated } from '../use-hydrated';
import { readMemberSession } from './session-store';

/**
 * The signed-in member's menu list (spec §3, kept with the session in this browser). A page the
 * server rendered was rendered with every partner's menu, the one a session starts with: hydration
 * renders that too, then this browser's own.
 */
export function useMenuList(): readonly MenuItem[] {
  const hydrated = useHydrated();
  return hydrated ? (readMemberSession()?.menuList ?? []) : PARTNER_MENU;
}
