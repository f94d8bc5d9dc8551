import { Button, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AppItem } from '#shared/contract/insight';
import { AppIcon, isExternalUrl } from '../../components/AppIcon';
import { formatDate } from '#shared/utils/beijing-time';
import styles from './insight.module.css';

const RELATION_COLOR: Record<AppItem['relation'], string> = { platform: 'blue', purchased: 'green', followed: 'gold', none: 'default' };

/** One app: what it is, its term and seats, a way to open it and (for managers) the worktable switch. */
export function AppCard({ app, canManage, busy, onDisplay }: { app: AppItem; canManage: boolean; busy: boolean; onDisplay: (app: AppItem, display: boolean) => void }) {
  const { t } = useTranslation('insight');
  const navigate = useNavigate();
  const switchId = `display-${app.appCode}`;
  return (
    <article className={styles.appCard} data-testid={`app-${app.appCode}`} aria-labelledby={`${switchId}-name`}>
      <div className={styles.appHead}>
        <span className={styles.appIcon}>
          <AppIcon icon={app.icon} />
        </span>
        <div>
          <h3 id={`${switchId}-name`} className={styles.appName}>
            {app.name}
          </h3>
          <Tag color={app.relation === 'purchased' && !app.active ? 'default' : RELATION_COLOR[app.relation]}>{app.relation === 'purchased' && !app.active ? t('apps.expired') : t(`apps.relation.${app.relation}`)}</Tag>
        </div>
      </div>
      <p className={styles.appIntro}>{app.intro}</p>
      {app.relation === 'purchased' && (
        <span className={styles.appMeta}>
          {app.endsAt && t('apps.validUntil', { date: formatDate(app.endsAt) })}
          {app.seats > 0 && ` · ${t('apps.seats', { granted: app.granted, seats: app.seats })}`}
        </span>
      )}
      {app.relation === 'followed' && <span className={styles.appMeta}>{t('apps.followedNote')}</span>}
      <div className={styles.appFoot}>
        {app.active ? (
          <Button
            type="primary"
            size="small"
            href={app.url}
            {...(isExternalUrl(app.url)
              ? { target: '_blank', rel: 'noopener noreferrer' }
              : {
                  // Our own pages open through the router (no reload); the href keeps it a real link.
                  onClick: (e: React.MouseEvent) => {
                    if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                    e.preventDefault();
                    navigate(app.url);
                  },
                })}
          >
            {t('apps.open')}
          </Button>
        ) : (
          <span />
        )}
        {app.active && canManage && (
          <label className={styles.toggle} htmlFor={switchId}>
            {t('apps.showOnWorktable')}
            <Switch id={switchId} size="small" checked={app.display} loading={busy} onChange={(v) => onDisplay(app, v)} />
            <input type="hidden" name="display" value={String(app.display)} />
          </label>
        )}
      </div>
    </article>
  );
}
