import { Button, Empty, List, Popconfirm, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '#shared/api/useAction';
import { useCommand } from '#shared/api/useCommand';
import type { SignedInSession } from '#shared/contract/security';
import { sessionList, signOut, signOutOthers } from '#shared/contract/refs/security';
import { toast } from '../../components/toast';
import { formatTime } from './format';
import { LoadError, MemberPage } from './MemberPage';
import styles from './member.module.css';

/**
 * /memberCenter/devices (Account security → Signed-in devices, decision 0050): the member's live
 * sessions, this one first and marked; every other one signs out on its own or all at once.
 */
export default function DevicesPage() {
  const { t } = useTranslation('member');
  const list = useCommand(sessionList, {});
  const one = useAction(signOut);
  const others = useAction(signOutOthers);
  const sessions = list.data ?? [];
  const rest = sessions.filter((x) => !x.current);

  const label = (x: SignedInSession) => (x.browser ? t('devices.on', { browser: x.browser, os: x.os || '—' }) : t('devices.unknown'));
  const kind = (x: SignedInSession) => (x.kind === 'app' ? t('devices.kind.app', { app: x.appName ?? '' }) : t(`devices.kind.${x.kind}`));

  const end = async (x: SignedInSession) => {
    try {
      await one.run({ sessionId: x.id });
      toast.success(t('devices.signedOut', { device: label(x) }));
    } catch (e) {
      toast.error((e as { info?: string }).info ?? String(e));
    }
    list.reload();
  };
  const endOthers = async () => {
    try {
      const r = await others.run({});
      toast.success(t('devices.othersDone', { count: r.count }));
    } catch (e) {
      toast.error((e as { info?: string }).info ?? String(e));
    }
    list.reload();
  };

  const extra = (
    <Popconfirm title={t('devices.othersConfirm')} description={t('devices.othersConfirmBody')} okText={t('devices.ok')} cancelText={t('devices.cancel')} okButtonProps={{ danger: true }} onConfirm={endOthers}>
      <Button danger loading={others.busy} disabled={rest.length === 0 || one.busy} data-testid="sign-out-others">
        {t('devices.signOutOthers')}
      </Button>
    </Popconfirm>
  );

  return (
    <MemberPage title={t('devices.title')} extra={list.data ? extra : undefined} testId="devices-page">
      <p className={styles.muted}>{t('devices.lead')}</p>
      {list.loading && !list.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.error && !list.data ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <List
          dataSource={sessions}
          locale={{ emptyText: <Empty description={t('devices.empty')} /> }}
          footer={sessions.length === 1 ? <span className={styles.muted}>{t('devices.onlyThis')}</span> : undefined}
          renderItem={(x) => (
            <List.Item
              key={x.id}
              data-testid={x.current ? 'device-current' : 'device-row'}
              actions={
                x.current
                  ? []
                  : [
                      <Popconfirm key="out" title={t('devices.signOutConfirm', { device: label(x) })} okText={t('devices.ok')} cancelText={t('devices.cancel')} okButtonProps={{ danger: true }} onConfirm={() => end(x)}>
                        <Button danger disabled={one.busy || others.busy} aria-label={t('devices.signOutLabel', { device: label(x) })}>
                          {t('devices.signOut')}
                        </Button>
                      </Popconfirm>,
                    ]
              }
            >
              <List.Item.Meta
                title={
                  <>
                    <span>{label(x)}</span> <Tag>{kind(x)}</Tag>
                    {x.current && <Tag color="green">{t('devices.current')}</Tag>}
                  </>
                }
                description={
                  <dl className={styles.deviceFacts}>
                    <div>
                      <dt>{t('devices.ip')}</dt>
                      <dd>{x.ip || '—'}</dd>
                    </div>
                    <div>
                      <dt>{t('devices.company')}</dt>
                      <dd>{x.company ?? t('devices.personal')}</dd>
                    </div>
                    <div>
                      <dt>{t('devices.firstUsed')}</dt>
                      <dd>{formatTime(x.firstUsed)}</dd>
                    </div>
                    <div>
                      <dt>{t('devices.lastUsed')}</dt>
                      <dd>{formatTime(x.lastUsed)}</dd>
                    </div>
                  </dl>
                }
              />
            </List.Item>
          )}
        />
      )}
    </MemberPage>
  );
}
