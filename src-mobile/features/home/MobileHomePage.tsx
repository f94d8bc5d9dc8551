import { LazyButton } from '../../components/LazyButton';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import { normalizeLang } from '#shared/rules/texts';
import { maskPhone } from '#shared/utils/phone-mask';
import { confirmDialog, showToast } from '../../components/feedback';
import { BellIcon, CartIcon, DesktopIcon, DeviceIcon, EditIcon, FactoryIcon, FileIcon, FinanceIcon, MailIcon, PhoneIcon, UserIcon } from '../../components/icons/home';
import { ChevronRightIcon } from '../../components/icons/nav';
import { getMemberInfo, logout } from '#shared/contract/refs/account';
import { getSiteConfig, unReadMessageInfo } from '#shared/contract/refs/system';
import { LOGIN_PATH } from '../../app/route-paths';
import './home.css';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

/**
 * Entries of the H5 landing. Each is a page of the route table (a unit test checks: the landing
 * never links to a page that does not exist), without the table itself in this menu page's chunk.
 */
const ENTRIES: { path: string; key: string; icon: Icon }[] = [
  { path: '/mobile/device', key: 'device', icon: DeviceIcon },
  { path: '/mobile/file', key: 'files', icon: FileIcon },
  { path: '/mobile/message', key: 'messages', icon: BellIcon },
  { path: '/mobile/submit', key: 'submit', icon: EditIcon },
  { path: '/mobile/personalInfo', key: 'personalInfo', icon: UserIcon },
  { path: '/mobile/invitations', key: 'invitations', icon: MailIcon },
];

/** What the platform offers: information, not links (the product pages live on the desktop portal). */
const SERVICES: { key: string; icon: Icon }[] = [
  { key: 'box', icon: DeviceIcon },
  { key: 'wis', icon: FactoryIcon },
  { key: 'finance', icon: FinanceIcon },
  { key: 'mall', icon: CartIcon },
];

export default function MobileHomePage() {
  const { t } = useTranslation();

  return (
    <div className="h5-home">
      <section className="h5-home__hero">
        <p className="h5-home__brand">{t('common:siteName')}</p>
        <h1 className="h5-home__title">{t('mhome:heroTitle')}</h1>
        <p className="h5-home__lead">{t('mhome:heroLead')}</p>
      </section>

      <div className="h5-home__body">
        <AccountCard />

        <section className="h5-card" aria-labelledby="h5-home-entries">
          <h2 id="h5-home-entries" className="h5-card__heading">
            {t('mhome:entries.title')}
          </h2>
          <ul className="h5-home__entries">
            {ENTRIES.map(({ path, key, icon: EntryIcon }) => (
              <li key={key}>
                <Link className="h5-home__entry" to={path}>
                  <span className="h5-home__entry-icon">
                    <EntryIcon size={24} />
                  </span>
                  <span>{t(`mhome:entries.${key}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section className="h5-card" aria-labelledby="h5-home-services">
          <h2 id="h5-home-services" className="h5-card__heading">
            {t('mhome:services.title')}
          </h2>
          <ul className="h5-home__services">
            {SERVICES.map(({ key, icon: ServiceIcon }) => (
              <li key={key} className="h5-home__service">
                <span className="h5-home__service-icon">
                  <ServiceIcon size={22} />
                </span>
                <div>
                  <h3 className="h5-home__service-title">{t(`mhome:services.${key}.title`)}</h3>
                  <p className="h5-home__service-body">{t(`mhome:services.${key}.body`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <SupportCard />

        <a className="h5-card h5-home__desktop" href="/">
          <span className="h5-home__service-icon">
            <DesktopIcon size={22} />
          </span>
          <span className="h5-home__desktop-text">
            <strong>{t('mhome:desktop.title')}</strong>
            <span>{t('mhome:desktop.body')}</span>
          </span>
          <ChevronRightIcon size={18} className="h5-home__chevron" />
        </a>

        <p className="h5-home__footer">{t('mhome:footer', { site: t('common:siteName') })}</p>
      </div>
    </div>
  );
}

/** Signed out: why and how to log in. Signed in: who, which company, unread messages, log out. */
function AccountCard() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const signedIn = token !== null;
  // A stored token is checked against the server on arrival: an invalid one sends the user to log in again.
  const info = useCommand(getMemberInfo, {}, { enabled: signedIn, deps: [token] });
  const unread = useCommand(unReadMessageInfo, {}, { enabled: signedIn, deps: [token] });

  if (!signedIn) {
    return (
      <section className="h5-card h5-home__account" aria-labelledby="h5-home-login">
        <h2 id="h5-home-login" className="h5-card__heading">
          {t('mhome:login.title')}
        </h2>
        <p className="h5-card__text">{t('mhome:login.body')}</p>
        <Link to={LOGIN_PATH} className="h5-link-button">
          {t('common:action.login')}
        </Link>
      </section>
    );
  }

  const name = info.data?.name ?? profile?.fullName ?? '';
  const mobile = info.data?.mobile ?? profile?.mobile ?? '';
  const memberType = info.data?.memberType ?? profile?.memberType;
  const company = info.data ? info.data.companyName : (profile?.companyName ?? null);
  const certified = info.data?.certified ?? profile?.certified;

  const onLogout = async () => {
    const ok = await confirmDialog(t('mhome:member.logoutConfirm'));
    if (!ok) return;
    try {
      await call(logout, {});
    } catch {
      /* the login is cleared locally either way */
    }
    useSession.getState().clear();
    showToast(t('mhome:member.loggedOut'), 'success');
  };

  return (
    <section className="h5-card h5-home__account" aria-label={t('mhome:member.label')}>
      <div className="h5-home__member">
        <span className="h5-home__avatar" aria-hidden="true">
          {name ? name.slice(0, 1) : <UserIcon size={24} />}
        </span>
        <div className="h5-home__member-text">
          <p className="h5-home__member-name">{name ? t('mhome:member.greeting', { name }) : t('mhome:member.greetingNoName')}</p>
          <p className="h5-home__member-meta">{memberType === 'personal' || !company ? t('mhome:member.personal') : company}</p>
          {mobile ? <p className="h5-home__member-meta">{maskPhone(mobile)}</p> : null}
        </div>
        {memberType === 'enterprise' && certified !== undefined ? <span className={certified ? 'h5-tag h5-tag--ok' : 'h5-tag'}>{certified ? t('mhome:member.certified') : t('mhome:member.uncertified')}</span> : null}
      </div>
      <dl className="h5-home__stats">
        <div>
          <dt>{t('mhome:member.unread')}</dt>
          <dd>
            <Link to="/mobile/message">{unread.data ? t('mhome:member.unreadCount', { count: unread.data.count }) : unread.loading ? '…' : '—'}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('mhome:member.type')}</dt>
          <dd>{memberType === 'personal' ? t('mhome:member.personalShort') : t('mhome:member.enterpriseShort')}</dd>
        </div>
      </dl>
      <LazyButton block onClick={() => void onLogout()}>
        {t('common:action.logout')}
      </LazyButton>
    </section>
  );
}

/** Customer service: the phone number and hours from the site configuration, with a tap-to-call link. */
function SupportCard() {
  const { t, i18n } = useTranslation();
  const { data, error, loading, reload } = useCommand(getSiteConfig, {});
  const lang = normalizeLang(i18n.language);
  return (
    <section className="h5-card" aria-labelledby="h5-home-support">
      <h2 id="h5-home-support" className="h5-card__heading">
        {t('mhome:support.title')}
      </h2>
      <p className="h5-card__text">{t('mhome:support.body')}</p>
      {loading ? (
        <div className="h5-skeleton" aria-hidden="true" />
      ) : error ? (
        <div className="h5-home__support-error">
          <span>{error.info}</span>
          <LazyButton size="small" onClick={reload}>
            {t('common:state.retry')}
          </LazyButton>
        </div>
      ) : data ? (
        <a className="h5-home__phone" href={`tel:${data.servicePhone.replace(/[^\d+]/g, '')}`}>
          <PhoneIcon size={20} />
          <span className="h5-home__phone-text">
            <strong>{data.servicePhone}</strong>
            <span>{lang === 'en' ? data.serviceHours.en : data.serviceHours.zh}</span>
          </span>
          <span className="h5-home__phone-call">{t('mhome:support.call')}</span>
        </a>
      ) : null}
    </section>
  );
}
