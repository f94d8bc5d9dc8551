import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { HOME_PATH } from '../../app/route-paths';
import { openidPageUrl } from '../../app/wechat/identity';
import { StateBlock } from '../../components/StateBlock';
import './wx-login.css';

/**
 * /wx/removeBindResult: the unbinding is done; bind again or go home. Unbinding revoked the
 * WeChat ticket (decision 0006), so binding again authorises first (silent inside WeChat).
 */
export default function WxRemoveBindResultPage() {
  const { t } = useTranslation('wxBinding');
  const removed = Number(new URLSearchParams(useSearchParams()[0]).get('removed') ?? 0);
  return (
    <StateBlock
      image={
        <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill="#07c160" />
          <path d="M19 33l9 9 17-19" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      }
      title={t('result.title')}
      description={removed > 1 ? t('result.bodyMany', { count: removed }) : t('result.body')}
    >
      <a className="h5-link-button" href={openidPageUrl('/wx/bind')}>
        {t('result.bindAgain')}
      </a>
      <Link className="h5-text-link" to={HOME_PATH}>
        {t('common:action.backHome')}
      </Link>
    </StateBlock>
  );
}
