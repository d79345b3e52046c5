import { useEffect, useRef, useState } from 'react';

/** A field a keyboard user can land on: not disabled, not hidden from assistive technology, in the Tab order. */
function reachable(element: HTMLElement): boolean {
  return !element.matches(':disabled, [aria-hidden="true"], [aria-disabled="true"]') && element.tabIndex >= 0;
}

/**
 * Focuses the first field of the form that shows an error (aria-invalid), in the order a reader
 * meets them, whether the error came from the form's own rules or from the server. Answers whether
 * there was one.
 */
export function focusFirstInvalidField(form: HTMLElement): boolean {
  const field = Array.from(form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')).find(reachable);
  field?.focus();
  return field !== undefined;
}

/**
 * After a save that failed (invalid input, or the server's field errors), the keyboard focus goes
 * to the field that needs fixing (WCAG 3.3.1), not to a button that was disabled while saving.
 * `ref` goes on the form; call `afterSubmit` once the submit has settled. The focus moves after
 * the errors are on the screen.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0 && ref.current?.isConnected) focusFirstInvalidField(ref.current);
  }, [request]);
  return { ref, afterSubmit: () => setRequest((n) => n + 1) };
}
