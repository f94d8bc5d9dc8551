import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { normalizeLang, text } from '#shared/rules/texts';
import { StateBlock } from '../components/StateBlock';
import { HOME_PATH, LOGIN_PATH } from './route-paths';

const TEXT_OF = {
  enterprise: 'auth.useEnterpriseAccount',
  certified: 'realName.required',
  operator: 'gateway.operatorOnly',
} as const;

/** Shown instead of a page whose guard the signed-in member does not meet. */
export default function GuardNotice({ reason }: { reason: keyof typeof TEXT_OF }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <StateBlock title={t('mobile:guard.title')} description={text(TEXT_OF[reason], normalizeLang(i18n.language))}>
      {reason === 'enterprise' ? (
        <Button block color="primary" onClick={() => navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`)}>
          {t('mobile:guard.switchAccount')}
        </Button>
      ) : null}
      <Button block onClick={() => navigate(HOME_PATH)}>
        {t('common:action.backHome')}
      </Button>
    </StateBlock>
  );
}
