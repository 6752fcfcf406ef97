/** The console's addresses (the server answers every `/staff/…` page with the console's HTML). */
import type { StaffRole } from '@partner-portal/contract/staff-api';

export const CONSOLE_PATHS = {
  login: '/staff/login',
  enrol: '/staff/enrol',
  home: '/staff/home',
  renewals: '/staff/renewals',
  deposits: '/staff/deposits',
  accounts: '/staff/accounts',
  audit: '/staff/audit',
} as const;

/** Where a staff member lands after sign-in: the first desk their roles open. */
export function homeFor(roles: readonly StaffRole[]): string {
  if (roles.includes('operations')) return CONSOLE_PATHS.renewals;
  if (roles.includes('admin')) return CONSOLE_PATHS.accounts;
  return CONSOLE_PATHS.home;
}
