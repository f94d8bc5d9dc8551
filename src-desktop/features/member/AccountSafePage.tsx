import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import { getMemberInfo } from '#shared/contract/refs/account';
import { maskPhone } from '#shared/utils/phone-mask';
import { AppsRow, DevicesRow, PayKeyRow, TwoStepRow } from './AccountSafeRows';
import { ChangeMobileForm } from './ChangeMobileForm';
import { LinkedAccounts } from './LinkedAccounts';
import { LoadError, MemberPage } from './MemberPage';
import styles from './member.module.css';

/**
 * /memberCenter/accountSafe: the login mobile (masked as the spec says, changed here with SMS codes
 * to both numbers) and the password, with their modify links; then where the payment password and
 * the apps signed in as the member stand, each with its next step; then the linked sign-in accounts.
 */
export default function AccountSafePage() {
  const { t } = useTranslation('member');
  const info = useCommand(getMemberInfo, {});
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  const profile = useSession((s) => s.profile);
  const enterprise = profile?.memberType === 'enterprise' && !!profile.companyCode;
  return (
    <MemberPage title={t('accountSafe.title')} testId="account-safe-page">
      {info.loading && !info.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : info.error && !info.data ? (
        <LoadError info={info.error.info} onRetry={info.reload} />
      ) : info.data ? (
        <ul className={styles.safeList}>
          <li>
            <div>
              <h2 className={styles.safeTitle}>{t('accountSafe.mobile')}</h2>
              <p className={styles.muted}>{t('accountSafe.mobileBody', { mobile: maskPhone(info.data.mobile) })}</p>
            </div>
            <span className={styles.safeValue} data-testid="masked-mobile">
              {maskPhone(info.data.mobile)}
            </span>
            <Button onClick={() => setChanging((v) => !v)} aria-expanded={changing} data-testid="change-mobile">
              {changing ? t('changeMobile.cancel') : t('accountSafe.modify')}
            </Button>
          </li>
          {changing && (
            <li className={styles.safeForm}>
              <ChangeMobileForm maskedMobile={maskPhone(info.data.mobile)} />
            </li>
          )}
          <li>
            <div>
              <h2 className={styles.safeTitle}>{t('accountSafe.password')}</h2>
              <p className={styles.muted}>{t('accountSafe.passwordBody')}</p>
            </div>
            <Button onClick={() => navigate('/memberCenter/changePass')}>{t('accountSafe.modify')}</Button>
          </li>
          <DevicesRow />
          <TwoStepRow />
          {enterprise && <PayKeyRow />}
          <AppsRow />
          <li>
            <div>
              <h2 className={styles.safeTitle}>{t('accountSafe.activity')}</h2>
              <p className={styles.muted}>{t('accountSafe.activityBody')}</p>
            </div>
            <Button onClick={() => navigate('/memberCenter/accountActivity')} data-testid="account-activity">
              {t('accountSafe.activityView')}
            </Button>
          </li>
        </ul>
      ) : null}
      <LinkedAccounts />
    </MemberPage>
  );
}
