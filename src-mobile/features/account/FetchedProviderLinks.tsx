import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { providers } from '#shared/contract/refs/oidc-login';
import { ProviderLinks } from './OidcProviderLinks';

/**
 * The provider links read from the gateway, when the page did not bring the list. Below the form:
 * nothing is held for it while loading (it may turn out empty). A list that cannot load leaves a
 * link to /h5/hwAuthorize, which offers the same choice with its own retry.
 */
export default function FetchedProviderLinks({ target }: { target: string }) {
  const { t } = useTranslation('wx');
  const list = useCommand(providers, {});
  if (list.loading && !list.data) return null;
  if (list.error && !list.data)
    return (
      <p className="h5-login__footer">
        <Link to={`/h5/hwAuthorize?redirect=${encodeURIComponent(target)}`}>{t('form.other.more')}</Link>
      </p>
    );
  return list.data ? <ProviderLinks list={list.data} target={target} /> : null;
}
