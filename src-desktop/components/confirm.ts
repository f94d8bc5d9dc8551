import type { ModalFuncProps } from 'antd';

/**
 * antd's `Modal.confirm`, fetched when a confirmation is first asked for: a page that only asks
 * before a removal need not load antd's Modal with its first paint. Same options, same dialog.
 */
export function confirm(props: ModalFuncProps): void {
  void import('antd/es/modal').then((m) => m.default.confirm(props));
}
