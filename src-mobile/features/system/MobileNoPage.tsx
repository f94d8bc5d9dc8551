import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { StateBlock } from '../../components/StateBlock';
import { HOME_PATH } from '../../app/route-paths';
import './no-page.css';

/** Unknown H5 path: says so, shows the path asked for, and leads back to the H5 home. */
export default function MobileNoPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <StateBlock
      image={
        <svg className="h5-nopage__art" viewBox="0 0 160 110" aria-hidden="true">
          <rect x="18" y="14" width="124" height="84" rx="10" fill="#e8efff" />
          <rect x="18" y="14" width="124" height="18" rx="9" fill="#c9d8fb" />
          <circle cx="32" cy="23" r="3" fill="#fff" />
          <circle cx="42" cy="23" r="3" fill="#fff" />
          <text x="80" y="76" textAnchor="middle" fontSize="30" fontWeight="700" fill="#1656d8" fontFamily="Arial, sans-serif">
            404
          </text>
        </svg>
      }
      title={t('mobile:noPage.title')}
      description={
        <>
          {t('mobile:noPage.body')}
          <code className="h5-nopage__path">{pathname}</code>
        </>
      }
    >
      <Link to={HOME_PATH} className="h5-link-button">
        {t('common:action.backHome')}
      </Link>
    </StateBlock>
  );
}
