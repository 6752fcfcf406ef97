/** The console's addresses (the server answers every `/staff/…` page with the console's HTML). */
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
  refunds: '/staff/refunds',
  corrections: '/staff/corrections',
  taxDocuments: '/staff/tax-documents',
  leads: '/staff/leads',
  notifications: '/staff/notifications',
  accounts: '/staff/accounts',
  audit: '/staff/audit',
  settings: '/staff/settings',
  consultations: '/staff/consultations',
  inquiries: '/staff/inquiries',
  inspections: '/staff/inspections',
  terms: '/staff/terms',
} as const;

export const consolePath = (template: string, param: string | number) =>
  template.replace(/:[a-zA-Z]+/, encodeURIComponent(String(param)));
