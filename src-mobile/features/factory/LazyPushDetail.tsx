import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { ensureAllTexts } from '#shared/i18n/i18n';
import type { PushDetailPopup as Popup } from './PushDetailPopup';

// With the rest of the texts: its form shows rule texts, which the lists' first paint does without.
const PushDetailPopup = lazy(() => Promise.all([import('./PushDetailPopup'), ensureAllTexts()]).then(([m]) => ({ default: m.PushDetailPopup })));

/**
 * A push's detail popup, loaded when a card is first opened: it brings antd-mobile's Popup with its
 * spring library and the note's rules (zod), none of which a list needs to paint. Once loaded it
 * stays mounted, so it animates out as it did.
 */
export function LazyPushDetail(props: ComponentProps<typeof Popup>) {
  const [wanted, setWanted] = useState(false);
  if (props.pushId !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PushDetailPopup {...props} />
    </Suspense>
  );
}
