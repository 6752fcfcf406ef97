/**
 * The announced service inspection in the main layout: its notice popup (feature `inspection`), and
 * what closing it leads to (spec §4): the partner validation check of the intro feature — its
 * reminder when the checklist is incomplete, and from there the registration-required dialog.
 * Composed here because a feature never imports another.
 */
import { lazy, Suspense, useState } from 'react';
import { useInspectionStatus } from '../../../features/inspection/api/get-inspection-status';
import { INSPECTION_NOTICE_POPUP } from '../../../features/inspection/inspection-notice-key';
import {
  shouldShowValidatePartnerPopup,
  VALIDATE_PARTNER_POPUP,
} from '../../../features/intro/validate-partner-popup-decision';
import { useMyPartner } from '../../../lib/api/get-my-partner';
import { useRequiredStatus } from '../../../lib/api/get-required-status';
import { isHiddenToday } from '../../../lib/hide-today';

const InspectionNoticePopup = lazy(() =>
  import('../../../features/inspection/inspection-notice-popup').then((m) => ({
    default: m.InspectionNoticePopup,
  })),
);
const ValidatePartnerPopup = lazy(() =>
  import('../../../features/intro/validate-partner-popup').then((m) => ({ default: m.ValidatePartnerPopup })),
);
const RequiredInfoDialog = lazy(() =>
  import('../../../features/intro/required-info-dialog').then((m) => ({ default: m.RequiredInfoDialog })),
);

type Step = 'notice' | 'validate' | 'dialog' | 'done';

export function InspectionAnnouncement() {
  const inspection = useInspectionStatus().data;
  const [step, setStep] = useState<Step>('notice');
  const [openedAt] = useState(() => new Date());
  const checking = step === 'validate' || step === 'dialog';
  const partnerId = useMyPartner().data?.partner_id;
  const required = useRequiredStatus(checking ? partnerId : undefined).data;
  const items = required?.partnerRequiredInfoList;

  const showNotice =
    step === 'notice' && inspection?.status === 'announced' && !isHiddenToday(INSPECTION_NOTICE_POPUP);
  const showReminder =
    step === 'validate' &&
    items !== undefined &&
    shouldShowValidatePartnerPopup({
      now: openedAt,
      hiddenToday: isHiddenToday(VALIDATE_PARTNER_POPUP),
      partnerId,
      completed: required?.completed,
    });

  return (
    <Suspense fallback={null}>
      {showNotice && <InspectionNoticePopup inspection={inspection} onClose={() => setStep('validate')} />}
      {showReminder && (
        <ValidatePartnerPopup
          items={items}
          onClose={() => setStep('done')}
          onRegister={() => setStep('dialog')}
        />
      )}
      {step === 'dialog' && items && <RequiredInfoDialog items={items} onClose={() => setStep('done')} />}
    </Suspense>
  );
}
