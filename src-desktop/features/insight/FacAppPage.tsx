import { Empty, Segmented, Skeleton, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand, type CommandState } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import { useCanRun } from '#shared/auth/useCanRun';
import type { AppItem, OpenModel } from '#shared/contract/insight';
import { APP_CHANNELS, type AppChannel } from '#shared/contract/insight-values';
import { companyOpenModelList, followedBoxAppList, getAppListByChannel, getGrantCount, platformAppList, purchasedBoxAppListAll, setDisplay } from '#shared/contract/refs/insight';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { AppCard } from './AppCard';
import { formatDate } from '#shared/utils/beijing-time';
import styles from './insight.module.css';
import { toast } from '../../components/toast';

/**
 * /memberCenter/facApp: the company's apps — platform apps, purchases, follows, the market by
 * channel and the opened modules — each opening its URL; managers choose what the worktable shows.
 * Local-deployment mode lands here.
 */
export default function FacAppPage() {
  const { t } = useTranslation('insight');
  const profile = useSession((s) => s.profile);
  const enterprise = profile?.memberType === 'enterprise' && !!profile.companyCode;
  // The switch's own command answers, by the gateway's rule (auth/can-run.ts).
  const canRun = useCanRun();
  const canManage = enterprise && canRun(setDisplay);
  const grants = useCommand(getGrantCount, {});
  const [tab, setTab] = useState('platform');

  return (
    <MemberPage
      title={t('apps.title')}
      testId="facapp-page"
      extra={
        grants.data && (
          <div className={styles.summary} data-testid="grant-count">
            <span>
              {t('apps.summaryApps')}
              <strong>{grants.data.apps}</strong>
            </span>
            {enterprise && (
              <span>
                {t('apps.summarySeats')}
                <strong>
                  {grants.data.granted}/{grants.data.seats}
                </strong>
              </span>
            )}
          </div>
        )
      }
    >
      {!enterprise && <p className={styles.appMeta}>{t('apps.personal')}</p>}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'platform', label: t('apps.tab.platform'), children: <AppList def="platform" canManage={canManage} onChanged={grants.reload} /> },
          ...(enterprise
            ? [
                { key: 'purchased', label: t('apps.tab.purchased'), children: <AppList def="purchased" canManage={canManage} onChanged={grants.reload} /> },
                { key: 'followed', label: t('apps.tab.followed'), children: <AppList def="followed" canManage={canManage} onChanged={grants.reload} /> },
              ]
            : []),
          { key: 'channel', label: t('apps.tab.channel'), children: <Market canManage={canManage} /> },
          ...(enterprise ? [{ key: 'models', label: t('apps.tab.models'), children: <Models /> }] : []),
        ]}
      />
    </MemberPage>
  );
}

const LISTS = { platform: platformAppList, purchased: purchasedBoxAppListAll, followed: followedBoxAppList } as const;

function AppList({ def, canManage, onChanged }: { def: keyof typeof LISTS; canManage: boolean; onChanged: () => void }) {
  const { t } = useTranslation('insight');
  const list = useCommand(LISTS[def], {});
  return <AppGrid state={list} canManage={canManage} empty={t(`apps.empty.${def}`)} onChanged={onChanged} />;
}

function Market({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('insight');
  const [channel, setChannel] = useState<AppChannel>('production');
  const list = useCommand(getAppListByChannel, { channel });
  return (
    <>
      <Segmented<AppChannel> aria-label={t('apps.tab.channel')} value={channel} onChange={setChannel} options={APP_CHANNELS.map((c) => ({ value: c, label: t(`apps.channel.${c}`) }))} style={{ marginBottom: 16 }} />
      <input type="hidden" name="channel" value={channel} />
      <AppGrid state={list} canManage={canManage} empty={t('apps.empty.channel')} onChanged={() => undefined} />
    </>
  );
}

/** Apps as cards with the four states; the worktable switch saves at once and reloads the list. */
function AppGrid({ state, canManage, empty, onChanged }: { state: CommandState<AppItem[]>; canManage: boolean; empty: string; onChanged: () => void }) {
  const { t } = useTranslation('insight');
  const [busy, setBusy] = useState<string | null>(null);

  async function changeDisplay(app: AppItem, display: boolean) {
    setBusy(app.appCode);
    try {
      await call(setDisplay, { appCode: app.appCode, display });
      toast.success(t(display ? 'apps.shown' : 'apps.hidden', { name: app.name }));
      state.reload();
      onChanged();
    } catch (e) {
      toast.error((e as GatewayError).info);
    } finally {
      setBusy(null);
    }
  }

  if (state.error && !state.data) return <LoadError info={state.error.info} onRetry={state.reload} />;
  if (!state.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (state.data.length === 0) return <Empty description={empty} />;
  return (
    <div className={styles.appGrid} aria-busy={state.loading}>
      {state.data.map((a) => (
        <AppCard key={a.appCode} app={a} canManage={canManage} busy={busy === a.appCode} onDisplay={changeDisplay} />
      ))}
    </div>
  );
}

function Models() {
  const { t } = useTranslation('insight');
  const models = useCommand(companyOpenModelList, {});
  if (models.error && !models.data) return <LoadError info={models.error.info} onRetry={models.reload} />;
  return (
    <Table<OpenModel>
      rowKey="modelCode"
      loading={models.loading}
      dataSource={models.data ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description={t('apps.empty.models')} /> }}
      columns={[
        { title: t('apps.models.name'), dataIndex: 'name' },
        { title: t('apps.models.start'), dataIndex: 'startsAt', render: (v: string | null) => (v ? formatDate(v) : '—') },
        { title: t('apps.models.end'), dataIndex: 'endsAt', render: (v: string | null) => (v ? formatDate(v) : '—') },
        {
          title: t('apps.models.state'),
          dataIndex: 'active',
          render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{t(v ? 'apps.models.active' : 'apps.models.ended')}</Tag>,
        },
      ]}
    />
  );
}
