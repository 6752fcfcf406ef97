/**
 * The popups due on the current page, one at a time (spec §2, §4): closing one shows the next, never
 * stacked. 오늘 하루 안보기 hides that popup (by its number) until 23:59:59 Korean time; 닫기 until
 * the page is loaded again. While it loads or shows a popup, the popup slot says so and the
 * validate-partner reminder waits.
 *
 * The queue comes with the signed-in layout; the dialog (antd's Modal, the popup's text and image)
 * loads only when a popup is due and not hidden today, as on most loads none is (issue #41).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { trackClick } from '../../lib/analytics';
import { hideToday, isHiddenToday } from '../../lib/hide-today';
import { setPopupQueueBusy } from '../../lib/popup-slot';
import { useDuePopups } from './api/get-due-popups';
import { placementOf } from './popup-placement';

const PopupDialog = lazy(() =>
  import('../../components/popup-dialog').then((m) => ({ default: m.PopupDialog })),
);

export const popupCookieKey = (popupNo: number) => `popup_${popupNo}`;

export function PopupQueue({ pathname }: { pathname: string }) {
  const placement = placementOf(pathname);
  const due = useDuePopups(placement);
  const navigate = useNavigate();
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const queue = (due.data ?? []).filter(
    (popup) => !closed.has(popup.popup_no) && !isHiddenToday(popupCookieKey(popup.popup_no)),
  );
  const current = queue[0];
  const busy = due.isPending || current !== undefined;

  useEffect(() => setPopupQueueBusy(busy), [busy]);
  useEffect(() => () => setPopupQueueBusy(false), []);

  if (!current) return null;
  const close = () => setClosed((set) => new Set(set).add(current.popup_no));
  // The staff console counts what partners do with each popup (event "popup", type = the action).
  const track = (action: 'close' | 'hide_today' | 'button') =>
    trackClick('popup', action, String(current.popup_no));
  // Those closed on this visit still count, so "2 / 3" stays right after 오늘 하루 안보기.
  const counted = (due.data ?? []).filter(
    (popup) => closed.has(popup.popup_no) || !isHiddenToday(popupCookieKey(popup.popup_no)),
  );
  return (
    <Suspense fallback={null}>
      <PopupDialog
        key={current.popup_no}
        popup={current}
        position={{ index: counted.indexOf(current) + 1, total: counted.length }}
        onClose={() => {
          track('close');
          close();
        }}
        onHideToday={() => {
          track('hide_today');
          hideToday(popupCookieKey(current.popup_no));
          close();
        }}
        onNavigate={(path) => {
          track('button');
          close();
          void navigate(path);
        }}
      />
    </Suspense>
  );
}
