import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts a lazily loaded dialog, drawer or panel from the first time it opens, then keeps it (so
 * its closing animation runs and focus returns as antd does): a page's dialogs and their antd
 * components (Modal, Drawer, Upload, Form...) are fetched when the user asks for them, not with
 * the page. `const Dialog = lazy(() => import('./Dialog').then((m) => ({ default: m.Dialog })))`,
 * then `<WhenOpened open={open}><Dialog open={open} ... /></WhenOpened>`.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!open && !opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
