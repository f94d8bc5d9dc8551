import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { h5Areas } from '#shared/i18n/bundles/h5-areas';
import { h5Bundles, h5RestBundles } from '#shared/i18n/bundles/loaders';
import { initI18n } from '#shared/i18n/i18n';
import { firstPageReady, MobileApp } from '../src-mobile/app/MobileApp';

void Promise.all([initI18n(h5Bundles, h5RestBundles, h5Areas), firstPageReady()]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition React renders the first page in slices and yields between them, so a
  // slow phone stays responsive to a tap on the shell instead of one long blocking task.
  startTransition(() => root.render(<MobileApp />));
});
