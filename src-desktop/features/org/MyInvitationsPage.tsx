import { Alert, Button, Empty, List, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import type { ReceivedInvitation } from '#shared/contract/invitation';
import { acceptInvitation, declineInvitation, myInvitations } from '#shared/contract/refs/invitation';
import { changeLoginCompany } from '#shared/contract/refs/account';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { formatDate } from '#shared/utils/beijing-time';
import { runAction } from './run-action';

/**
 * /memberCenter/invitations: the signed-in member's pending invitations to join companies, with
 * accept and decline. After accepting, the member may switch the login to that company at once.
 */
export default function MyInvitationsPage() {
  const { t } = useTranslation('org');
  const list = useCommand(myInvitations, {});
  const [busy, setBusy] = useState<number | null>(null);
  const [joined, setJoined] = useState<{ companyCode: string; companyName: string } | null>(null);

  const accept = async (inv: ReceivedInvitation) => {
    setBusy(inv.invitationId);
    let result: { companyCode: string; companyName: string } | null = null;
    const done = await runAction(
      async () => {
        result = await call(acceptInvitation, { invitationId: inv.invitationId });
      },
      t('invitation.mine.accepted', { company: inv.companyName }),
    );
    setBusy(null);
    if (done) setJoined(result);
    list.reload();
  };
  const decline = async (inv: ReceivedInvitation) => {
    setBusy(inv.invitationId);
    await runAction(() => call(declineInvitation, { invitationId: inv.invitationId }), t('invitation.mine.declined'));
    setBusy(null);
    list.reload();
  };
  const switchTo = async (companyCode: string) => {
    if (await runAction(async () => useSession.getState().setLogin(await call(changeLoginCompany, { companyCode })), t('invitation.mine.switched'))) window.location.assign('/memberCenter');
  };

  return (
    <MemberPage title={t('invitation.mine.title')} testId="my-invitations">
      <p>{t('invitation.mine.hint')}</p>
      {joined && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={t('invitation.mine.joined', { company: joined.companyName })}
          action={
            <Button size="small" type="primary" onClick={() => void switchTo(joined.companyCode)}>
              {t('invitation.mine.switch')}
            </Button>
          }
        />
      )}
      {list.error && !list.loading ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <List
          loading={list.loading}
          dataSource={list.data ?? []}
          locale={{ emptyText: <Empty description={t('invitation.mine.empty')} /> }}
          renderItem={(inv) => (
            <List.Item
              key={inv.invitationId}
              actions={[
                <Button
                  key="accept"
                  type="primary"
                  loading={busy === inv.invitationId}
                  disabled={busy !== null}
                  onClick={() => void accept(inv)}
                  aria-label={t('invitation.mine.acceptLabel', { company: inv.companyName })}
                >
                  {t('invitation.mine.accept')}
                </Button>,
                <Popconfirm key="decline" title={t('invitation.mine.declineConfirm', { company: inv.companyName })} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => decline(inv)}>
                  <Button disabled={busy !== null} aria-label={t('invitation.mine.declineLabel', { company: inv.companyName })}>
                    {t('invitation.mine.decline')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={inv.companyName}
                description={
                  <Space direction="vertical" size={4}>
                    <span>
                      {t('member.col.roles')}: {inv.roles.length ? inv.roles.map((r) => <Tag key={r}>{r}</Tag>) : t('member.noRoles')}
                    </span>
                    <span>{t('invitation.mine.dates', { invitedAt: formatDate(inv.invitedAt), expiresAt: formatDate(inv.expiresAt) })}</span>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </MemberPage>
  );
}
