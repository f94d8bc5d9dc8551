import { Button, Empty, List, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { AuthorizedApp } from '#shared/contract/sso';
import { authorizedApps, revokeApp } from '#shared/contract/refs/sso';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { dateOf } from '../../components/format';
import { useLang } from '../../components/useLang';
import { toast } from '../../components/toast';

/** /memberCenter/authorizedApps: the apps the member allowed to sign them in, each with a way to withdraw it. */
export default function AuthorizedAppsPage() {
  const { t } = useTranslation('sso');
  const lang = useLang();
  const list = useCommand(authorizedApps, {});
  const [busy, setBusy] = useState<string | null>(null);

  const revoke = async (app: AuthorizedApp) => {
    setBusy(app.appId);
    try {
      await call(revokeApp, { appId: app.appId });
      toast.success(t('apps.revoked', { app: app.name }));
    } catch (e) {
      toast.error((e as GatewayError).info);
    }
    setBusy(null);
    list.reload();
  };

  return (
    <MemberPage title={t('apps.title')} testId="authorized-apps">
      <p>{t('apps.lead')}</p>
      {list.error && !list.loading ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <List
          loading={list.loading}
          dataSource={list.data ?? []}
          locale={{ emptyText: <Empty description={t('apps.empty')} /> }}
          renderItem={(app) => (
            <List.Item
              key={app.appId}
              actions={[
                <Popconfirm key="revoke" title={t('apps.revokeConfirm', { app: app.name })} okText={t('apps.ok')} cancelText={t('apps.cancel')} onConfirm={() => revoke(app)}>
                  <Button danger loading={busy === app.appId} disabled={busy !== null} aria-label={t('apps.revokeLabel', { app: app.name })}>
                    {t('apps.revoke')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={app.name}
                description={
                  <>
                    <div style={{ marginBottom: 6 }}>
                      {(app.scopes.length ? app.scopes : ['login']).map((s) => (
                        <Tag key={s}>{t(`scope.${s}`)}</Tag>
                      ))}
                    </div>
                    <span>{t('apps.granted', { time: dateOf(app.grantedAt, lang) })}</span>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </MemberPage>
  );
}
