import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@lectern/shared-sdk';

/**
 * Taps before hydration. A server-rendered page is on screen before its scripts run; a tap on one of its controls
 * then would do nothing. The capture script (inline, first in the document's head) holds such taps while
 * `<html>` has no `data-interactive`; replayTaps clicks them again once the page can answer them. Links are left
 * alone: they navigate without scripts.
 */

/** The window property where the capture script queues the taps it held. */
const QUEUE = '__lecternTaps';
/** The window property where it keeps what was typed into each field before hydration (a Map: field → text). */
const TYPED = '__lecternTyped';

/** What a person taps to make something happen, other than a link. */
const ACTIONABLE =
  'button,input[type=submit],input[type=button],input[type=image],input[type=checkbox],input[type=radio],' +
  '[role=button],[role=checkbox],[role=switch],[role=tab],[role=menuitem],[role=combobox]';

/** A held tap: the control (or the form a keyboard submitted) and what it said when tapped (`l`). */
interface HeldTap {
  t: Element;
  l: string | null;
}

/**
 * The capture script, hand-minified (its source is hashed into the page's CSP, so it never changes per page).
 * Capture phase on the document, so it runs before any handler of the page; a second tap on a held control is
 * swallowed too (one enrolment for an impatient double tap). The held control shows that it is not ready yet.
 */
export const tapCaptureScript =
  `(function(d){var h=d.documentElement,q=window.${QUEUE}=[],f=window.${TYPED}=new Map();` +
  'function k(e,t,l){if(h.hasAttribute("data-interactive"))return;e.preventDefault();e.stopPropagation();' +
  'if(q.some(function(x){return x.t===t}))return;' +
  'q.push({t:t,l:l});t.setAttribute("aria-busy","true");t.style.opacity=".6";t.style.cursor="progress"}' +
  `d.addEventListener("click",function(e){var t=e.target.closest&&e.target.closest(${JSON.stringify(ACTIONABLE)});` +
  'if(t&&!t.matches("a[href]"))k(e,t,t.getAttribute("aria-label")||t.textContent)},true);' +
  'd.addEventListener("submit",function(e){k(e,e.target,null)},true);' +
  'd.addEventListener("input",function(e){var t=e.target;if(!h.hasAttribute("data-interactive")&&t&&(t.tagName==="TEXTAREA"||' +
  '(t.tagName==="INPUT"&&!/^(checkbox|radio|file)$/.test(t.type))))f.set(t,t.value)},true)})(document)';

/** The same words the capture script records: a control replays only while it still says what was tapped. */
const labelOf = (element: Element) => element.getAttribute('aria-label') || element.textContent;

function release(element: Element): void {
  element.removeAttribute('aria-busy');
  if (element instanceof HTMLElement) {
    element.style.removeProperty('opacity');
    element.style.removeProperty('cursor');
  }
}

/**
 * The control to click for a held tap: the tapped node while it is in the document. If React replaced it (a
 * hydration that fell back to a client render), the one control of the same kind saying the same words; with none or
 * several, nothing: a tap lost is better than a tap on something the person did not choose. A control whose words
 * changed meanwhile ('Enroll Now' became 'Continue Learning', 'Save … to your wishlist' became 'Remove …') now means
 * something else: it is not clicked either.
 */
function targetOf({ t: tapped, l: label }: HeldTap): Element | null {
  if (tapped.isConnected) return label === null || labelOf(tapped) === label ? tapped : null;
  if (label === null) return null;
  const alike = [...document.querySelectorAll(ACTIONABLE)].filter(
    (candidate) => candidate.tagName === tapped.tagName && !candidate.matches('a[href]') && labelOf(candidate) === label,
  );
  return alike.length === 1 ? (alike[0] ?? null) : null;
}

/** Clicks (or submits) each held tap once, in the order they came; the queue is emptied first. */
function replayHeld(): void {
  const queue = (window as unknown as Record<string, HeldTap[] | undefined>)[QUEUE];
  const held = queue?.splice(0) ?? [];
  held.forEach((tap) => release(tap.t));
  for (const tap of held) {
    const target = targetOf(tap);
    if (target instanceof HTMLFormElement) target.requestSubmit();
    // A select opens on the press of the button, not on the click that follows (MUI's Select, as a native one).
    else if (target instanceof HTMLElement && target.getAttribute('role') === 'combobox' && target.tagName !== 'INPUT') {
      target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    } else if (target instanceof HTMLElement) target.click();
  }
}

/**
 * Text typed into a server-rendered field before hydration: hydration renders the field with the page's state (empty),
 * and what the person typed would vanish, or be sent empty with a form they submit next. It is put back as if typed
 * now: the value set past React's own setter and an input event, which React reads as a change (its onChange runs).
 * A field React replaced is found again by its id.
 */
function restoreTyped(): void {
  const typed = (window as unknown as Record<string, Map<Element, string> | undefined>)[TYPED];
  if (!typed || typed.size === 0) return;
  const fields = [...typed.entries()];
  typed.clear();
  for (const [typedInto, text] of fields) {
    const field = typedInto.isConnected ? typedInto : typedInto.id ? document.getElementById(typedInto.id) : null;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    // Even when the field still shows the text: hydration may have left the typed text on screen while the page's state
    // holds the server's value, and the next render would put that back. Cleared through the element's own setter
    // (where React notes the value it last saw) and set past it, the input event reads to React as a change.
    field.value = '';
    const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const heldCount = () => (window as unknown as Record<string, HeldTap[] | undefined>)[QUEUE]?.length ?? 0;

interface ReplayOptions {
  /** The longest the replay waits for the page's data after the session is known. */
  settleTimeoutMs?: number;
}

/**
 * Replays the taps held before hydration once the page can answer them as the person meant: the session is known
 * (a student's Enroll must not run as a visitor's, which goes to /login), React has rendered what the session changed,
 * and the data the page asked for since has come (whether they own the course already, what is in their wishlist),
 * or `settleTimeoutMs` has passed. Call it after hydration; it returns a cancel for an effect's clean-up (the taps
 * stay queued for the next call).
 */
export function replayTaps(queryClient: QueryClient, { settleTimeoutMs = 3000 }: ReplayOptions = {}): () => void {
  // Typed text first, at once: a held tap (a form's submit) may need it.
  restoreTyped();
  if (heldCount() === 0) return () => undefined;
  const cancels: Array<() => void> = [];
  const cancel = () => cancels.splice(0).forEach((stop) => stop());

  const whenQueriesSettle = () => {
    const finish = () => {
      cancel();
      replayHeld();
    };
    const timer = setTimeout(finish, settleTimeoutMs);
    cancels.push(() => clearTimeout(timer));
    if (queryClient.isFetching() === 0) return finish();
    cancels.push(queryClient.getQueryCache().subscribe(() => queryClient.isFetching() === 0 && finish()));
  };
  const whenSessionKnown = () => {
    // A macrotask later: React has committed what the session changed, and the queries that starts are in flight.
    const timer = setTimeout(whenQueriesSettle, 0);
    cancels.push(() => clearTimeout(timer));
  };

  if (!sessionStore.getState().loading) whenSessionKnown();
  else {
    const unsubscribe = sessionStore.subscribe((state) => {
      if (state.loading) return;
      unsubscribe();
      whenSessionKnown();
    });
    cancels.push(unsubscribe);
  }
  return cancel;
}
