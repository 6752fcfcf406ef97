/**
 * The sidebar's mall entry (spec §2): it has no route of its own; it posts the partner's id and
 * grade to the external mall in a new window and logs the click.
 */
import type { Partner } from '@partner-portal/contract/partner-api';
import { trackClick } from '../../../lib/analytics';
import { env } from '../../../lib/env';

export function openMall(partner: Pick<Partner, 'partner_id' | 'partner_grade'>): void {
  trackClick('click', 'menu', 'mall');
  const form = document.createElement('form');
  Object.assign(form, {
    method: 'post',
    action: env.mallUrl,
    target: '_blank',
    rel: 'noopener',
    hidden: true,
  });
  const fields = { partnerID: String(partner.partner_id), partnerGrade: partner.partner_grade };
  for (const [name, value] of Object.entries(fields)) {
    form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
