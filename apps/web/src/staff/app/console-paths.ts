/** The console's addresses (the server answers every `/staff/…` page with the console's HTML). */
import type { StaffRole } from '@partner-portal/contract/staff-api';

export const CONSOLE_PATHS = {
  login: '/staff/login',
  enrol: '/staff/enrol',
  dashboard: '/staff/dashboard',
  partners: '/staff/partners',
  partner: '/staff/partners/:partnerId',
  orders: '/staff/orders',
  order: '/staff/orders/:orderNo',
  content: '/staff/content/:kind',
  popups: '/staff/popups',
  renewals: '/staff/renewals',
  deposits: '/staff/deposits',
  accounts: '/staff/accounts',
  audit: '/staff/audit',
  inspections: '/staff/inspections',
} as const;

/** Where a staff member lands after sign-in: the first desk their roles open. */
export function homeFor(roles: readonly StaffRole[]): string {
  if (roles.includes('operations')) return CONSOLE_PATHS.dashboard;
  if (roles.includes('content')) return consolePath(CONSOLE_PATHS.content, 'notices');
  return CONSOLE_PATHS.accounts;
}

export const consolePath = (template: string, param: string | number) =>
  template.replace(/:[a-zA-Z]+/, encodeURIComponent(String(param)));
