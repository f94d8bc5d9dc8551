import { createRoot } from 'react-dom/client';
import { desktopAreas, desktopRuleTexts } from '#shared/i18n/bundles/desktop-areas';
import { desktopBundles } from '#shared/i18n/bundles/loaders';
import { initI18n } from '#shared/i18n/i18n';
import { DesktopApp } from '../src-desktop/app/DesktopApp';

// Texts for the current language load first so the first paint is in the right language;
// each route's own namespaces load with its page (router.tsx).
void initI18n(desktopBundles, null, desktopAreas, desktopRuleTexts).then(() => {
  createRoot(document.getElementById('root')!).render(<DesktopApp />);
});
