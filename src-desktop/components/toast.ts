import type { ReactNode } from 'react';

/**
 * antd's static message (success / error / warning / info) fetched with the first message shown,
 * not with the page: a page tells its result after a click, so the ~9 kB of message and
 * notification code need not be part of its first load. Same calls, same antd messages.
 */
type Kind = 'success' | 'error' | 'warning' | 'info';

const load = () => import('antd/es/message');

function show(kind: Kind, content: ReactNode): void {
  void load().then((m) => m.default[kind](content));
}

export const toast = {
  success: (content: ReactNode) => show('success', content),
  error: (content: ReactNode) => show('error', content),
  warning: (content: ReactNode) => show('warning', content),
  info: (content: ReactNode) => show('info', content),
};
