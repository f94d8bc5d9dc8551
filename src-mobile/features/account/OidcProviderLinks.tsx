import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientLang } from '#shared/api/client';
import { takePreloaded } from '#shared/api/preloaded';
import { oidcStartUrl } from '#shared/auth/oidc-start';
import type { ResponseOf } from '#shared/contract/command';
import { providers } from '#shared/contract/refs/oidc-login';
import { normalizeLang } from '#shared/rules/texts';

export type ProviderList = ResponseOf<typeof providers>;

// Without the answer in the page (a later visit inside the app, another language), the list is read from the gateway.
const FetchedProviderLinks = lazy(() => import('./FetchedProviderLinks'));

/**
 * "Sign in with <provider>" under the H5 login form, one per configured OpenID provider (names in
 * the caller's language from configuration); nothing when none is configured. The gateway's
 * callback brings an H5 `target` back through /h5/hwAuthorize.
 *
 * The server puts the list into /wx/login's HTML (html-data.ts), and it is taken from there as
 * useCommand would take it: the first paint needs neither useCommand nor its chunk. Otherwise
 * FetchedProviderLinks asks the gateway (with its loading and error states).
 */
export function OidcProviderLinks({ target }: { target: string }) {
  const [preloaded] = useState(() => takePreloaded(providers.cmd, {}, clientLang()));
  if (!preloaded)
    return (
      <Suspense fallback={null}>
        <FetchedProviderLinks target={target} />
      </Suspense>
    );
  return <ProviderLinks list={preloaded.response as ProviderList} target={target} />;
}

/** The links themselves, or nothing when no provider is configured. */
export function ProviderLinks({ list, target }: { list: ProviderList; target: string }) {
  const { t, i18n } = useTranslation('wx');
  if (list.length === 0) return null;
  const lang = normalizeLang(i18n.language);
  return (
    <nav className="h5-login__other" aria-labelledby="login-other-title" data-testid="oidc-providers">
      <p className="h5-login__other-title" id="login-other-title">
        {t('form.other.label')}
      </p>
      {list.map((p) => (
        // A full navigation: the gateway sends the browser on to the provider.
        <a key={p.id} className="h5-login__other-btn" href={oidcStartUrl(p.id, target, lang)}>
          {t('form.other.with', { name: p.name })}
        </a>
      ))}
    </nav>
  );
}
