import { useTranslation } from 'react-i18next';
import { MemberPage } from './MemberPage';
import { ServiceCenter } from './ServiceCenter';

/** /memberCenter/serviceCenter. */
export default function ServiceCenterPage() {
  const { t } = useTranslation('member');
  return (
    <MemberPage title={t('service.title')} testId="service-center-page">
      <ServiceCenter />
    </MemberPage>
  );
}
