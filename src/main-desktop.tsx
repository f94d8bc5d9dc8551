import { createRoot } from 'react-dom/client';
import { desktopBundles, desktopRestBundles } from '#shared/i18n/bundles/loaders';
import { initI18n } from '#shared/i18n/i18n';
import { DesktopApp } from '../src-desktop/app/DesktopApp';

// Texts for the current language load first so the first paint is in the right language.
void initI18n(desktopBundles, desktopRestBundles).then(() => {
  createRoot(document.getElementById('root')!).render(<DesktopApp />);
});
