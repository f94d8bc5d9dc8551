import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { platformAppList, purchasedBoxAppList } from '#shared/contract/refs/insight';
import { AppIcon, isExternalUrl } from '../../components/AppIcon';
import { AppsIcon } from '../../components/icons';
import { ErrorLine } from './WorktableError';
import page from './WorktablePage.module.css';
import styles from './WorktableApps.module.css';

/** My applications on the worktable: platform apps and purchases in force that the company shows here (set under /memberCenter/facApp). */
export function AppsBlock() {
  const { t } = useTranslation('insight');
  const platform = useCommand(platformAppList, {});
  const bought = useCommand(purchasedBoxAppList, {});
  const error = platform.error ?? bought.error;
  const apps = platform.data && bought.data ? [...platform.data, ...bought.data].filter((a) => a.display) : undefined;

  return (
    <section className={`${page.card} ${styles.block}`} aria-labelledby="wt-apps" data-testid="wt-apps">
      <h2 id="wt-apps" className={page.cardTitle}>
        <AppsIcon size={18} />
        {t('apps.worktable.title')}
        <Link to="/memberCenter/facApp" className={styles.manage}>
          {t('apps.worktable.manage')}
        </Link>
      </h2>
      {error ? (
        <ErrorLine
          text={t('apps.worktable.error')}
          detail={error.info}
          onRetry={() => {
            platform.reload();
            bought.reload();
          }}
        />
      ) : !apps ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : apps.length === 0 ? (
        <p className={styles.empty}>{t('apps.worktable.empty')}</p>
      ) : (
        <ul className={styles.tiles}>
          {apps.map((a) => (
            <li key={a.appCode} data-testid={`wt-app-${a.appCode}`}>
              {isExternalUrl(a.url) ? (
                <a className={styles.tile} href={a.url} target="_blank" rel="noopener noreferrer">
                  <AppIcon icon={a.icon} />
                  <span>{a.name}</span>
                </a>
              ) : (
                <Link className={styles.tile} to={a.url}>
                  <AppIcon icon={a.icon} />
                  <span>{a.name}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
