import { useCallback, useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

/** What a form is rendered into: our own `<form>`, or antd's Form (its ref holds the element). */
type FormRoot = HTMLElement | { nativeElement?: HTMLElement | null } | null;

/**
 * The first control with a message, in the page's order. antd's Form.Item marks its control
 * `aria-invalid`, as our own controls do; a FormField with a message is marked on its wrapper, and
 * its label names the control, which may be a group (a photo manager, checkboxes): then its first
 * control.
 */
function firstInvalidControl(form: HTMLElement): HTMLElement | null {
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"], .form-field--error');
  if (!first?.classList.contains('form-field--error')) return first;
  const id = first.querySelector('label')?.htmlFor;
  const control = (id && document.getElementById(id)) || first;
  return control.matches(FOCUSABLE) ? control : control.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * After a submit that found problems, the keyboard goes to the first field with a message and the
 * field comes to the middle of the screen: on a phone the first of many messages was out of view
 * while the keyboard stayed on the submit button (issue #37). Every form of the app does this, with
 * antd's Form or without.
 *
 * The messages render after the submit handler has set them, so the field is looked for once they
 * are committed: call `revealFirstInvalid` where the messages are set. `formRef` goes on the form (a
 * callback ref, so it fits our `<form>` and antd's Form alike).
 */
export function useFirstInvalidField() {
  const root = useRef<FormRoot>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const form = root.current;
    const element = form instanceof HTMLElement ? form : form?.nativeElement;
    if (requests === 0 || !element) return;
    const control = firstInvalidControl(element);
    control?.scrollIntoView({ block: 'center' });
    control?.focus({ preventScroll: true });
  }, [requests]);
  const formRef = useCallback((form: FormRoot) => {
    root.current = form;
  }, []);
  const revealFirstInvalid = useCallback(() => setRequests((count) => count + 1), []);
  return { formRef, revealFirstInvalid };
}
