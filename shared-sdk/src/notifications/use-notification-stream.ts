import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../core/api-context';
import { whenIdle } from '../core/when-idle';
import { sessionStore } from '../session/session-store';
import { notificationsChanged } from './queries';
import { followAcrossTabs } from './shared-stream';

/** What the stream's events change in the cache: the bell's count at once, and the lists read again. */
export function applyNotificationEvents(queryClient: QueryClient) {
  return {
    onUnread: (unread: number) => void notificationsChanged(queryClient, unread).catch(() => undefined),
    onNotification: () => void notificationsChanged(queryClient).catch(() => undefined),
  };
}

/**
 * Keeps the signed-in person's notifications live while the component using it is mounted (the bell): one stream per
 * browser, shared by its tabs (shared-stream.ts). Effects do not run on the server, so a server-rendered page opens no
 * stream; signing out (or in as someone else) closes it. The page comes first: the stream opens once the browser is
 * idle after hydrating (the bell's figure came with the page: the shell's server reads it, server/render.tsx).
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  const api = useApi();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let current: string | null = null;
    const follow = (token: string | null, userId: number | undefined) => {
      if (token === current) return;
      stop?.();
      stop = null;
      current = token;
      if (token && userId !== undefined) {
        stop = followAcrossTabs(userId, applyNotificationEvents(queryClient), (handlers) => api.openNotificationStream({ token, ...handlers }));
      }
    };
    let unsubscribe: (() => void) | null = null;
    const cancel = whenIdle(() => {
      const { token, user } = sessionStore.getState();
      follow(token, user?.id);
      unsubscribe = sessionStore.subscribe((state) => follow(state.token, state.user?.id));
    });
    return () => {
      cancel();
      unsubscribe?.();
      stop?.();
    };
  }, [api, queryClient]);
}
