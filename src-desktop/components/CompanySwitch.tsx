import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import { changeLoginCompany, getCompanySelect } from '#shared/contract/refs/account';
import styles from './CompanySwitch.module.css';

/**
 * In the header's account menu: the company the member is logged in as and the other companies
 * of their mobile, each switching the login to it (webMember/changeLoginCompany answers a new
 * login; the page reloads so everything shown belongs to that company). Loaded when the menu opens.
 */
export function CompanySwitch({ open, itemClass }: { open: boolean; itemClass: string }) {
  const { t } = useTranslation('desktop');
  const profile = useSession((s) => s.profile);
  const [busy, setBusy] = useState<string | null>(null);
  const companies = useCommand(getCompanySelect, { mobile: profile?.mobile ?? '' }, { enabled: open && !!profile?.mobile });
  if (!profile) return null;
  const others = (companies.data ?? []).filter((c) => c.companyCode !== profile.companyCode);

  const switchTo = async (companyCode: string) => {
    setBusy(companyCode);
    try {
      const info = await call(changeLoginCompany, { companyCode }, { showError: true });
      useSession.getState().setLogin(info);
      window.location.reload();
    } catch {
      setBusy(null);
    }
  };

  return (
    <div className={styles.block}>
      <p className={styles.current}>
        <span className={styles.caption}>{t('switch.current')}</span>
        <span className={styles.company}>{profile.companyName ?? t('switch.personal')}</span>
      </p>
      {others.length > 0 && (
        <>
          <p className={styles.caption} id="switch-company-label">
            {t('switch.label')}
          </p>
          <ul className={styles.list} aria-labelledby="switch-company-label">
            {others.map((c) => (
              <li key={c.companyCode}>
                <button type="button" className={itemClass} disabled={busy !== null} onClick={() => void switchTo(c.companyCode)}>
                  {busy === c.companyCode ? t('switch.switching') : c.companyName}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
