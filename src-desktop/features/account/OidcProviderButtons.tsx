import { Button, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { oidcStartUrl } from '#shared/auth/oidc-login';
import { providers } from '#shared/contract/refs/oidc-login';
import { useLang } from '../../components/useLang';

/**
 * "Sign in with <provider>" under the login form, one button per configured OpenID provider
 * (names in the caller's language from configuration). Nothing shows when none is configured;
 * when the list cannot be loaded, a link to /hwAuthorize offers the same choice with its own retry.
 */
export function OidcProviderButtons({ target }: { target: string }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const list = useCommand(providers, {});
  // Below the form, so nothing is held for it while loading: no placeholder that may turn out empty.
  if (list.loading && !list.data) return null;
  if (list.error && !list.data)
    return (
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={`/hwAuthorize?redirect=${encodeURIComponent(target)}`}>{t('login.other.more')}</Link>
      </p>
    );
  if (!list.data || list.data.length === 0) return null;
  return (
    <nav aria-label={t('login.other.label')} data-testid="oidc-providers">
      <Divider plain style={{ margin: '20px 0 16px', fontSize: 13 }}>
        {t('login.other.label')}
      </Divider>
      <div style={{ display: 'grid', gap: 10 }}>
        {list.data.map((p) => (
          // A full navigation: the gateway sends the browser on to the provider and back to `target`.
          <Button key={p.id} size="large" block href={oidcStartUrl(p.id, target, lang)}>
            {t('login.other.with', { name: p.name })}
          </Button>
        ))}
      </div>
    </nav>
  );
}
