import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { oidcStartUrl } from '#shared/auth/oidc-login';
import { providers } from '#shared/contract/refs/oidc-login';
import { normalizeLang } from '#shared/rules/texts';

/**
 * "Sign in with <provider>" under the H5 login form, one per configured OpenID provider (names in
 * the caller's language from configuration); nothing when none is configured. The gateway's
 * callback brings an H5 `target` back through /h5/hwAuthorize. A list that cannot load leaves a
 * link to /h5/hwAuthorize, which offers the same choice with its own retry.
 */
export function OidcProviderLinks({ target }: { target: string }) {
  const { t, i18n } = useTranslation('wx');
  const list = useCommand(providers, {});
  // Below the form: nothing is held for it while loading (it may turn out empty).
  if (list.loading && !list.data) return null;
  if (list.error && !list.data)
    return (
      <p className="h5-login__footer">
        <Link to={`/h5/hwAuthorize?redirect=${encodeURIComponent(target)}`}>{t('form.other.more')}</Link>
      </p>
    );
  if (!list.data || list.data.length === 0) return null;
  const lang = normalizeLang(i18n.language);
  return (
    <nav className="h5-login__other" aria-labelledby="login-other-title" data-testid="oidc-providers">
      <p className="h5-login__other-title" id="login-other-title">
        {t('form.other.label')}
      </p>
      {list.data.map((p) => (
        // A full navigation: the gateway sends the browser on to the provider.
        <a key={p.id} className="h5-login__other-btn" href={oidcStartUrl(p.id, target, lang)}>
          {t('form.other.with', { name: p.name })}
        </a>
      ))}
    </nav>
  );
}
