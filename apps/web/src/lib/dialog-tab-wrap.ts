/**
 * antd's dialogs hold the focus by pulling it back when it lands outside them. Tab on a dialog's
 * last control leaves the page instead (the dialog is the page's last element), so no element gets
 * the focus to pull back and it ends in the browser's address bar. This sends it round to the
 * dialog's first control, and Shift+Tab on the first to the last.
 */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(', ');

const tabbableIn = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.checkVisibility({ visibilityProperty: true }),
  );

/** Installs the wrap once for the page. */
export function wrapTabInDialogs(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const active = document.activeElement;
    const dialog = active?.closest<HTMLElement>('[role="dialog"][aria-modal="true"]');
    if (!dialog) return;
    const tabbable = tabbableIn(dialog);
    const next = event.shiftKey
      ? active === tabbable[0] && tabbable.at(-1)
      : active === tabbable.at(-1) && tabbable[0];
    if (!next) return;
    event.preventDefault();
    next.focus();
  });
}
