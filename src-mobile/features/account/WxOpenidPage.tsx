import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '#shared/utils/safe-redirect';
import { HOME_PATH } from '../../app/route-paths';
import { oauthStartUrl } from '../../app/wechat/identity';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import './wx-login.css';

const REASONS = ['state', 'expired', 'used', 'denied', 'snapshot', 'wechat'] as const;
type Reason = (typeof REASONS)[number];

/**
 * /wx/openid: the WeChat authorisation. Without an error it hands over to the gateway
 * (GET /auth/wx/start), which goes to WeChat and comes back to `redirect` with the open id
 * and union id in cookies. The callback sends failures here (?wxError=): each is
 * explained, with a way to try again.
 */
export default function WxOpenidPage() {
  const { t } = useTranslation('wxBinding');
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'), HOME_PATH);
  const scope = params.get('scope') === 'userinfo' ? 'userinfo' : 'base';
  const raw = params.get('wxError');
  const reason: Reason | null = raw === null ? null : (REASONS as readonly string[]).includes(raw) ? (raw as Reason) : 'wechat';

  useEffect(() => {
    if (reason === null) window.location.replace(oauthStartUrl(redirect, scope));
  }, [reason, redirect, scope]);

  if (reason === null) return <PageLoading />;
  return (
    <StateBlock title={t(`openid.${reason}.title`)} description={t(`openid.${reason}.body`)}>
      {reason === 'snapshot' ? null : (
        <Button block color="primary" size="large" onClick={() => window.location.assign(oauthStartUrl(redirect, scope))}>
          {t('openid.retry')}
        </Button>
      )}
      <Link className="h5-text-link" to={HOME_PATH}>
        {t('common:action.backHome')}
      </Link>
    </StateBlock>
  );
}
