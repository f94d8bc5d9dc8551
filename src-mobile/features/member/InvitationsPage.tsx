import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { ReceivedInvitation } from '#shared/contract/invitation';
import { acceptInvitation, declineInvitation, myInvitations } from '#shared/contract/refs/invitation';
import { confirmDialog, showToast } from '../../components/feedback';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import './member.css';

/** A date as YYYY-MM-DD in Beijing time (the portal's business time). */
const beijingDate = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * /mobile/invitations: the signed-in member's pending invitations to join companies, with accept
 * and decline (the same commands as the desktop member centre's "My invitations").
 */
export default function InvitationsPage() {
  const { t } = useTranslation('mmember');
  const list = useCommand(myInvitations, {});
  const [busy, setBusy] = useState<number | null>(null);

  if (list.loading && !list.data) return <PageLoading />;
  if (list.error || !list.data)
    return (
      <StateBlock title={t('common:state.error')} description={list.error?.info}>
        <Button block onClick={list.reload}>
          {t('common:state.retry')}
        </Button>
      </StateBlock>
    );

  const answer = async (inv: ReceivedInvitation, accept: boolean) => {
    if (!accept && !(await confirmDialog(t('invitations.declineConfirm', { company: inv.companyName })))) return;
    setBusy(inv.invitationId);
    try {
      if (accept) await call(acceptInvitation, { invitationId: inv.invitationId }, { showError: true });
      else await call(declineInvitation, { invitationId: inv.invitationId }, { showError: true });
      showToast(accept ? t('invitations.accepted', { company: inv.companyName }) : t('invitations.declined'), 'success');
    } catch {
      /* the client showed the server's errorInfo */
    } finally {
      setBusy(null);
      list.reload();
    }
  };

  return (
    <div className="h5-member-page" data-testid="h5-invitations">
      <p className="h5-member-hint">{t('invitations.hint')}</p>
      {list.data.length === 0 ? (
        <section className="h5-member-card">
          <p className="h5-member-empty">{t('invitations.empty')}</p>
        </section>
      ) : (
        <ul className="h5-invitations">
          {list.data.map((inv) => (
            <li key={inv.invitationId} className="h5-member-card">
              <h2 className="h5-invitations__company">{inv.companyName}</h2>
              <p className="h5-member-card__meta">{t('invitations.roles', { roles: inv.roles.length ? inv.roles.join('、') : t('invitations.noRoles') })}</p>
              <p className="h5-member-card__meta">{t('invitations.dates', { expiresAt: beijingDate(inv.expiresAt) })}</p>
              <div className="h5-member-form__actions">
                <Button block disabled={busy !== null} onClick={() => void answer(inv, false)} aria-label={t('invitations.declineLabel', { company: inv.companyName })}>
                  {t('invitations.decline')}
                </Button>
                <Button block color="primary" loading={busy === inv.invitationId} disabled={busy !== null} onClick={() => void answer(inv, true)} aria-label={t('invitations.acceptLabel', { company: inv.companyName })}>
                  {t('invitations.accept')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
