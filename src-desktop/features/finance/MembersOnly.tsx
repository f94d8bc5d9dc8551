import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';

/** A visitor on a form that only members of certified companies may send. */
export function MembersOnly() {
  const { t } = useTranslation('finance');
  const lang = useLang();
  const { pathname } = useLocation();
  return (
    <Result
      status="info"
      title={text('finance.enterpriseRealNameRequired', lang)}
      subTitle={t('member.membersOnly')}
      extra={
        <Link to={`/login?redirect=${encodeURIComponent(pathname)}`}>
          <Button type="primary">{t('member.enterpriseLogin')}</Button>
        </Link>
      }
    />
  );
}
