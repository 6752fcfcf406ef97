/** The console's addresses (the server answers every `/staff/…` page with the console's HTML). */
export const CONSOLE_PATHS = {
  login: '/staff/login',
  renewals: '/staff/renewals',
  deposits: '/staff/deposits',
} as const;
