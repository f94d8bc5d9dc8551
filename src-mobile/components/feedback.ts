/**
 * Toast and confirm dialog, loaded on first use (see antd-imperative.ts): the
 * imperative APIs bring antd-mobile's animation library (@react-spring,
 * ~20 kB gzip), which no page needs before the user does something.
 */
const imperative = () => import('./antd-imperative');

export function showToast(content: string, icon?: 'success' | 'fail'): void {
  void imperative()
    .then(({ Toast }) => Toast.show({ content, icon, duration: icon ? 1500 : 2500 }))
    .catch(() => undefined);
}

export async function confirmDialog(content: string): Promise<boolean> {
  const { Dialog } = await imperative();
  return Dialog.confirm({ content });
}
