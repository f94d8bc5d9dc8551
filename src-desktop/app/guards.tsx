import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { checkGuard, type Guard } from '#shared/auth/guards';
import { useSession } from '#shared/auth/session';
import { text } from '#shared/rules/texts';
import { BuildingIcon, LockIcon, ShieldIcon } from '../components/icons';
import { PanelButton, StatusPanel } from '../components/StatusPanel';
import { useLang } from '../components/useLang';
import { useLoginDialog } from './login-dialog';

/** The login page with a way back to `here`. */
export const loginHref = (here: string) => (here && here !== '/' ? `/login?redirect=${encodeURIComponent(here)}` : '/login');

/**
 * Renders the page only when the route's guard passes (src-shared checkGuard).
 * Not signed in: go to /login?redirect=<here> (unless the expired-login dialog
 * is already asking). Personal member on a company page, or an uncertified
 * company on a certified page: an explanatory result with the spec's texts.
 */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const result = checkGuard(guard, token !== null, profile, false);
  if (result.ok) return children;
  return <GuardNotice reason={result.reason} />;
}

function GuardNotice({ reason }: { reason: 'login' | 'enterprise' | 'certified' | 'operator' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname + location.search;

  useEffect(() => {
    // The expired-login dialog (opened by a 14/15 answer) decides where to go; otherwise log in.
    if (reason === 'login' && !useLoginDialog.getState().open) navigate(loginHref(here), { replace: true });
    // Only on arrival: closing the dialog navigates by itself.
  }, []);

  const home = <PanelButton onClick={() => navigate('/')}>{t('desktop:guard.backHome')}</PanelButton>;

  if (reason === 'login') {
    return (
      <StatusPanel
        icon={<LockIcon size={30} />}
        title={t('desktop:guard.login.title')}
        body={t('desktop:guard.login.body')}
        actions={
          <>
            <PanelButton primary onClick={() => navigate(loginHref(here))}>
              {t('desktop:guard.login.action')}
            </PanelButton>
            {home}
          </>
        }
      />
    );
  }
  if (reason === 'enterprise') {
    return (
      <StatusPanel
        tone="warning"
        icon={<BuildingIcon size={30} />}
        title={text('auth.useEnterpriseAccount', lang)}
        body={t('desktop:guard.enterprise.body')}
        actions={
          <>
            <PanelButton primary onClick={() => navigate(loginHref(here))}>
              {t('desktop:guard.enterprise.action')}
            </PanelButton>
            <PanelButton onClick={() => navigate('/register')}>{t('desktop:guard.register')}</PanelButton>
          </>
        }
      />
    );
  }
  if (reason === 'certified') {
    return (
      <StatusPanel
        tone="warning"
        icon={<ShieldIcon size={30} />}
        title={text('realName.required', lang)}
        body={t('desktop:guard.certified.body')}
        actions={
          <>
            <PanelButton primary onClick={() => navigate('/memberCenter/trueName')}>
              {t('desktop:guard.certified.action')}
            </PanelButton>
            {home}
          </>
        }
      />
    );
  }
  return <StatusPanel tone="warning" icon={<LockIcon size={30} />} title={t('desktop:guard.operator.title')} body={t('desktop:guard.operator.body')} actions={home} />;
}
