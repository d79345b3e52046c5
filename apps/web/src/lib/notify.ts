import { create } from 'zustand';

/** Spec 9: snackbars show for 3000 ms. */
export const SNACKBAR_DURATION_MS = 3000;

export type Notice = {
  id: number;
  message: string;
  title?: string;
  severity: 'success' | 'error' | 'info' | 'warning';
  /** A text button on the snackbar (e.g. 'Close'); clicking it dismisses. */
  action?: string;
};

type NoticeState = {
  current: Notice | null;
  show: (notice: Omit<Notice, 'id'>) => void;
  dismiss: () => void;
};

let counter = 0;
export const useNotices = create<NoticeState>((set) => ({
  current: null,
  show: (notice) => set({ current: { ...notice, id: ++counter } }),
  dismiss: () => set({ current: null }),
}));

/** Shows a snackbar from anywhere (components, hooks, mutation callbacks). */
export const notify = {
  success: (message: string, options: Partial<Omit<Notice, 'id' | 'message' | 'severity'>> = {}) =>
    useNotices.getState().show({ message, severity: 'success', ...options }),
  error: (message: string, options: Partial<Omit<Notice, 'id' | 'message' | 'severity'>> = {}) =>
    useNotices.getState().show({ message, severity: 'error', ...options }),
  info: (message: string, options: Partial<Omit<Notice, 'id' | 'message' | 'severity'>> = {}) =>
    useNotices.getState().show({ message, severity: 'info', ...options }),
};
