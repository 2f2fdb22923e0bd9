import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  severity: ToastSeverity;
}

interface ToastState {
  toasts: Toast[];
  push: (toast: Omit<Toast, 'id'>) => number;
  dismiss: (id: number) => void;
}

let nextToastId = 1;

/** The shell renders these at the bottom right; any remote raises one through `notify`. */
export const toastStore = createStore<ToastState>()((set, get) => ({
  toasts: [],
  // The same words twice at once say nothing more (two reads of one page failing alike): the one on screen stays.
  push: (toast) => {
    const same = get().toasts.find(
      (shown) => shown.title === toast.title && shown.description === toast.description && shown.severity === toast.severity,
    );
    if (same) return same.id;
    const id = nextToastId++;
    set((state) => ({ toasts: [...state.toasts, { ...toast, id }] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

export const notify = {
  success: (title: string, description?: string) => toastStore.getState().push({ title, description, severity: 'success' }),
  /** The spec's 'destructive' toast. */
  error: (title: string, description?: string) => toastStore.getState().push({ title, description, severity: 'error' }),
  info: (title: string, description?: string) => toastStore.getState().push({ title, description, severity: 'info' }),
};

export function useToasts(): Toast[] {
  return useStore(toastStore, (state) => state.toasts);
}
