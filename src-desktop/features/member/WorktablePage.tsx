import { Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCommand } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import { effectiveCompany } from '#shared/auth/login-info';
import { getMemberInfo } from '#shared/contract/refs/account';
import { unReadMessageInfo } from '#shared/contract/refs/system';
import { maskPhone } from '#shared/utils/phone-mask';
import { MailIcon, PhoneIcon, UserIcon } from '../../components/icons';
import { serviceHoursOf, useSiteConfig } from '../../components/site-config';
import { useLang } from '../../components/useLang';
import { CertBlock, FilesBlock, FundBlock } from './WorktableBlocks';
import { AppsBlock } from './WorktableApps';
import { ErrorLine } from './WorktableError';
import styles from './WorktablePage.module.css';

interface Who {
  name: string;
  mobile: string;
  company: string | null;
  enterprise: boolean;
  certified: boolean;
}

/** /memberCenter (my home page): who is signed in, their company, certification, fund account, unread messages and recent files. */
export default function WorktablePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useSession((s) => s.profile);
  // The profile is kept from the login; a session that arrived by cookie alone asks the server.
  const info = useCommand(getMemberInfo, {}, { enabled: profile === null });
  const unread = useCommand(unReadMessageInfo, {});
  const { config } = useSiteConfig();

  const who: Who | null = profile
    ? {
        name: profile.fullName,
        mobile: profile.mobile,
        company: effectiveCompany(profile.companyName),
        enterprise: profile.memberType === 'enterprise',
        certified: profile.certified === true,
      }
    : info.data
      ? {
          name: info.data.name,
          mobile: info.data.mobile,
          company: effectiveCompany(info.data.companyName),
          enterprise: info.data.memberType === 'enterprise',
          certified: info.data.certified,
        }
      : null;

  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.profile}`} aria-busy={!who && info.loading}>
        {who ? (
          <>
            <div className={styles.avatar}>
              <UserIcon size={30} />
            </div>
            <div className={styles.profileText}>
              <h1 className={styles.greeting}>{t('desktop:member.worktable.greeting', { name: who.name })}</h1>
              <p className={styles.subtitle}>{t('desktop:member.worktable.subtitle')}</p>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('desktop:member.worktable.mobile')}</dt>
                  <dd>{maskPhone(who.mobile)}</dd>
                </div>
                <div>
                  <dt>{t('desktop:member.worktable.company')}</dt>
                  <dd>{who.company ?? t('desktop:member.worktable.personal')}</dd>
                </div>
                <div>
                  <dt>{t('desktop:member.worktable.memberType')}</dt>
                  <dd>
                    <Tag color={who.enterprise ? 'blue' : 'default'}>{t(who.enterprise ? 'desktop:member.worktable.enterpriseMember' : 'desktop:member.worktable.personalMember')}</Tag>
                    {who.enterprise && <Tag color={who.certified ? 'green' : 'orange'}>{t(who.certified ? 'desktop:member.worktable.certified' : 'desktop:member.worktable.notCertified')}</Tag>}
                  </dd>
                </div>
              </dl>
            </div>
          </>
        ) : info.error ? (
          <div className={styles.profileText}>
            <h1 className={styles.greeting}>{t('routes:worktable')}</h1>
            <ErrorLine text={t('desktop:member.worktable.profileError')} detail={info.error.info} onRetry={info.reload} />
          </div>
        ) : (
          <div className={styles.profileText}>
            <h1 className={styles.srOnly}>{t('routes:worktable')}</h1>
            <Skeleton active avatar paragraph={{ rows: 2 }} />
          </div>
        )}
      </section>

      <AppsBlock />

      <div className={styles.grid}>
        {who && <CertBlock enterprise={who.enterprise} />}
        {who && <FundBlock enterprise={who.enterprise} />}
        <section className={styles.card} aria-labelledby="wt-messages" aria-busy={unread.loading}>
          <h2 id="wt-messages" className={styles.cardTitle}>
            <MailIcon size={18} />
            {t('desktop:member.worktable.messages')}
          </h2>
          {unread.loading && !unread.data ? (
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          ) : unread.error ? (
            <ErrorLine text={t('desktop:member.worktable.unreadError')} detail={unread.error.info} onRetry={unread.reload} />
          ) : unread.data ? (
            <div className={styles.stat}>
              <span className={styles.statValue} data-testid="unread-count">
                {unread.data.count}
              </span>
              <span className={styles.statLabel}>{t('desktop:member.worktable.unread')}</span>
              <p className={styles.statNote}>{unread.data.count > 0 ? t('desktop:member.worktable.hasUnread', { n: unread.data.count }) : t('desktop:member.worktable.allRead')}</p>
            </div>
          ) : null}
        </section>

        <section className={styles.card} aria-labelledby="wt-service">
          <h2 id="wt-service" className={styles.cardTitle}>
            <PhoneIcon size={18} />
            {t('desktop:member.worktable.service')}
          </h2>
          {config ? (
            <p className={styles.service}>{t('desktop:member.worktable.serviceBody', { phone: config.servicePhone, hours: serviceHoursOf(config, lang) })}</p>
          ) : (
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          )}
        </section>
        <FilesBlock />
      </div>
    </div>
  );
}
