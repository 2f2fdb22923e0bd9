const focusable = 'input:not([type="hidden"]):not([aria-hidden="true"]), textarea, select, [role="combobox"], [tabindex="0"]';

/**
 * After a submit the form refused: the first field marked invalid takes the focus, so a keyboard or screen reader
 * user lands on it and hears its message, and the page scrolls it into view below the fixed top bar (the theme's
 * `scroll-padding-top`). Waits a frame so the fields the refusal marked are on screen.
 */
export function focusFirstInvalid(form: EventTarget | null): void {
  if (!(form instanceof HTMLElement)) return;
  const run = () => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    // A select's own input is hidden: focus what the person operates, in the same field.
    const target = invalid.matches(focusable) ? invalid : (invalid.closest('.MuiFormControl-root')?.querySelector<HTMLElement>(focusable) ?? invalid);
    target.focus();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else run();
}
