import { useCallback, useState } from 'react';

/**
 * State for a confirmation dialog about one subject: ask(subject) opens it, confirm() runs the action and closes
 * it. The subject is kept after closing so the dialog's text does not vanish during the exit transition.
 */
export function useConfirm<T>(action: (subject: T) => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = useCallback((next: T) => {
    setSubject(next);
    setOpen(true);
  }, []);
  const cancel = useCallback(() => setOpen(false), []);
  const confirm = useCallback(async () => {
    if (subject === null) return;
    setBusy(true);
    try {
      await action(subject);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }, [action, subject]);

  return { open, subject, busy, ask, cancel, confirm: () => void confirm() };
}
