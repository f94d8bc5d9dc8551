import { create } from 'zustand';

/**
 * State of the "your login has expired" dialog (spec section 8): opened by the
 * gateway client's login-required hook, read by the dialog and by route guards
 * (which must not redirect away while the dialog is asking).
 */
interface LoginDialogState {
  open: boolean;
  /** The page to come back to after logging in again. */
  here: string;
  show(here: string): void;
  hide(): void;
}

export const useLoginDialog = create<LoginDialogState>((set) => ({
  open: false,
  here: '/',
  show: (here) => set({ open: true, here }),
  hide: () => set({ open: false }),
}));
