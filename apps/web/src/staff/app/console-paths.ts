/** The console's addresses (the server answers every `/staff/…` page with the console's HTML). */
export const CONSOLE_PATHS = {
  login: '/staff/login',
  dashboard: '/staff/dashboard',
  partners: '/staff/partners',
  partner: '/staff/partners/:partnerId',
  orders: '/staff/orders',
  order: '/staff/orders/:orderNo',
  content: '/staff/content/:kind',
  renewals: '/staff/renewals',
  deposits: '/staff/deposits',
} as const;

export const consolePath = (template: string, param: string | number) =>
  template.replace(/:[a-zA-Z]+/, encodeURIComponent(String(param)));
