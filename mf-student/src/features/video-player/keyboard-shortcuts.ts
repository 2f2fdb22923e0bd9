import { useEffect, useRef } from 'react';

/** What a key does on the lesson page. */
export type LessonShortcut = 'play-pause' | 'back' | 'forward' | 'slower' | 'faster' | 'next' | 'mark-watched' | 'help';

/** The shortcuts as the help lists them, in the order it lists them (YouTube's own keys, where it has one). */
export const lessonShortcuts: readonly { keys: readonly string[]; does: string }[] = [
  { keys: ['k', 'Space'], does: 'Play or pause' },
  { keys: ['j'], does: 'Back 10 seconds' },
  { keys: ['l'], does: 'Forward 10 seconds' },
  { keys: ['<'], does: 'Slower' },
  { keys: ['>'], does: 'Faster' },
  { keys: ['n'], does: 'Next lesson' },
  { keys: ['m'], does: 'Mark as Watched' },
  { keys: ['?'], does: 'Show these shortcuts' },
];

const byKey: Record<string, LessonShortcut> = {
  k: 'play-pause',
  ' ': 'play-pause',
  j: 'back',
  l: 'forward',
  '<': 'slower',
  '>': 'faster',
  n: 'next',
  m: 'mark-watched',
  '?': 'help',
};

/** Where typing goes: a key pressed here is text, never a shortcut. */
const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"], [role="searchbox"]';
/** Controls that answer Space themselves (a button presses, a link or checkbox toggles): Space stays theirs. */
const CONTROL =
  'button, a[href], summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="radio"], [role="tab"], [role="option"]';
/** Widgets that read every key while open (a menu's type-ahead, a dialog): no shortcut from inside them. */
const CAPTURING = '[role="menu"], [role="listbox"], [role="dialog"], [role="alertdialog"]';

/**
 * The shortcut a key press asks for, or null when it is not one or belongs to where it was pressed: keys typed into a
 * field, Space on a control that presses or toggles, anything inside an open menu or dialog, and any key held with
 * Ctrl, Alt or Meta (the browser's and the system's own shortcuts).
 */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target' | 'defaultPrevented' | 'repeat'>,
): LessonShortcut | null {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return null;
  // Lower-case letters only, as YouTube's: Shift+K (or Caps Lock) is not a shortcut; '<', '>' and '?' take Shift.
  const shortcut = Object.hasOwn(byKey, event.key) ? byKey[event.key] : undefined;
  if (!shortcut) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TYPING) || target?.closest(CAPTURING)) return null;
  if (event.key === ' ' && target?.closest(CONTROL)) return null;
  // Holding a key down repeats only the seeks and speed steps, not a toggle or a navigation.
  if (event.repeat && !['back', 'forward', 'slower', 'faster'].includes(shortcut)) return null;
  return shortcut;
}

/**
 * Answers the lesson's shortcuts anywhere on the page (but inside YouTube's frame, where YouTube answers its own keys)
 * while it is mounted. `run` returns false for a shortcut that does nothing now (no next lesson, already watched):
 * the key then keeps its usual effect.
 */
export function useLessonShortcuts(run: (shortcut: LessonShortcut) => boolean): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      if (shortcut && latest.current(shortcut)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
