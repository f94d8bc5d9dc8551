import { createRoot } from 'react-dom/client';
import { initI18n } from '../src-shared/i18n/i18n';
import { MobileApp } from '../src-mobile/app/MobileApp';

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(<MobileApp />);
});
