import { Alert, Button, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { LinkedAccount } from '#shared/contract/oidc-login';
import { linkedAccounts, unlink } from '#shared/contract/refs/oidc-login';
import { dateOf } from '../../components/format';
import { useLang } from '../../components/useLang';
import styles from './member.module.css';
import { toast } from '../../components/toast';

/**
 * Account security: the accounts of other sign-in services linked to this member, each with an
 * unlink button. The mobile always remains a way in, so any of them may go.
 */
export function LinkedAccounts() {
  const { t } = useTranslation('member');
  const lang = useLang();
  const list = useCommand(linkedAccounts, {});
  const [busy, setBusy] = useState<number | null>(null);

  const remove = async (a: LinkedAccount) => {
    setBusy(a.id);
    try {
      await call(unlink, { id: a.id });
      toast.success(t('linked.unlinked', { provider: a.provider }));
    } catch (e) {
      toast.error((e as GatewayError).info);
    }
    setBusy(null);
    list.reload();
  };

  return (
    <section aria-labelledby="linked-accounts-title" data-testid="linked-accounts" style={{ marginTop: 28 }}>
      <h2 id="linked-accounts-title" className={styles.safeTitle}>
        {t('linked.title')}
      </h2>
      <p className={styles.muted}>{t('linked.lead')}</p>
      {list.loading && !list.data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : list.error && !list.data ? (
        <Alert
          type="error"
          showIcon
          title={list.error.info}
          action={
            <Button size="small" onClick={list.reload}>
              {t('common:state.retry')}
            </Button>
          }
        />
      ) : list.data && list.data.length > 0 ? (
        <ul className={styles.safeList}>
          {list.data.map((a) => (
            <li key={a.id}>
              <div>
                <h3 className={styles.safeTitle}>{a.provider}</h3>
                <p className={styles.muted}>
                  {t('linked.since', { date: dateOf(a.linkedAt, lang) })}
                  {a.lastSignInAt ? ` · ${t('linked.lastSignIn', { date: dateOf(a.lastSignInAt, lang) })}` : ''}
                </p>
              </div>
              <Popconfirm title={t('linked.confirm', { provider: a.provider })} description={t('linked.confirmBody')} okText={t('linked.unlink')} cancelText={t('linked.cancel')} onConfirm={() => remove(a)}>
                <Button danger loading={busy === a.id} disabled={busy !== null} aria-label={t('linked.unlinkLabel', { provider: a.provider })}>
                  {t('linked.unlink')}
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className={styles.muted}>
          {t('linked.empty')}
        </p>
      )}
    </section>
  );
}
