import { create } from 'zustand';

/**
 * Errors waiting to be shown. The gateway client's presenter pushes here; the
 * message host (antd message, loaded with the first error so it stays out of
 * the first page) shows and drains them.
 */
interface ErrorQueueState {
  items: { id: number; text: string }[];
  push(text: string): void;
  drain(): { id: number; text: string }[];
}

let seq = 0;

export const useErrorQueue = create<ErrorQueueState>((set, get) => ({
  items: [],
  push: (text) => set((s) => ({ items: [...s.items, { id: ++seq, text }] })),
  drain: () => {
    const items = get().items;
    if (items.length) set({ items: [] });
    return items;
  },
}));
