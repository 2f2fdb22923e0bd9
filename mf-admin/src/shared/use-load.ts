import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown };

/** Runs `load` on mount and whenever it changes; `reload` runs it again, keeping what is shown until it answers. */
export function useLoad<T>(load: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const latest = useRef(0);

  const run = useCallback(async () => {
    const call = ++latest.current;
    try {
      const data = await load();
      if (call === latest.current) setState({ status: 'ready', data });
    } catch (error) {
      if (call === latest.current) setState({ status: 'failed', error });
    }
  }, [load]);

  useEffect(() => {
    setState({ status: 'loading' });
    void run();
    return () => {
      latest.current += 1;
    };
  }, [run]);

  /** Changes the loaded data in place (after a successful action), from its latest value. */
  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current));
  }, []);

  return { state, reload: run, update };
}
