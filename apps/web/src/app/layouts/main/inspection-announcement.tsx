/**
 * The announced service inspection in the main layout: its notice popup (feature `inspection`), and
 * what closing it leads to (spec §4): the partner validation check of the intro feature — its
 * reminder when the checklist is incomplete, and from there the registration-required dialog.
 * Composed here because a feature never imports another.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useInspectionStatus } from '../../../features/inspection/api/get-inspection-status';
import { INSPECTION_NOTICE_POPUP } from '../../../features/inspection/inspection-notice-key';
import {
  shouldShowValidatePartnerPopup,
  VALIDATE_PARTNER_POPUP,
} from '../../../features/intro/validate-partner-popup-decision';
import { useMyPartner } from '../../../lib/api/get-my-partner';
import { useRequiredStatus } from '../../../lib/api/get-required-status';
import { isHiddenToday } from '../../../lib/hide-today';
import { holdPopupSlot, markPopupClosed, usePopupClosed, usePopupQueueBusy } from '../../../lib/popup-slot';

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

  const reminderClosed = usePopupClosed(VALIDATE_PARTNER_POPUP);
  const wantsNotice =
    step === 'notice' && inspection?.status === 'announced' && !isHiddenToday(INSPECTION_NOTICE_POPUP);
  // Held from the notice to the end of its follow-up, so home's reminder does not stack on them.
  const holding = wantsNotice || checking;
  useEffect(() => holdPopupSlot('inspection', holding), [holding]);
  useEffect(() => () => holdPopupSlot('inspection', false), []);
  // The notice waits for the popup queue; the slot is busy only with others while it holds it too.
  const queueBusy = usePopupQueueBusy() && !holding;
  const showNotice = wantsNotice && !queueBusy;
  const showReminder =
    step === 'validate' &&
    !reminderClosed &&
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
          onClose={() => {
            markPopupClosed(VALIDATE_PARTNER_POPUP);
            setStep('done');
          }}
          onRegister={() => {
            markPopupClosed(VALIDATE_PARTNER_POPUP);
            setStep('dialog');
          }}
        />
      )}
      {step === 'dialog' && items && <RequiredInfoDialog items={items} onClose={() => setStep('done')} />}
    </Suspense>
  );
}
