import { createRoot } from 'react-dom/client';
import { h5Bundles, initI18n } from '../src-shared/i18n/i18n';
import { MobileApp } from '../src-mobile/app/MobileApp';

void initI18n(h5Bundles).then(() => {
  createRoot(document.getElementById('root')!).render(<MobileApp />);
});
