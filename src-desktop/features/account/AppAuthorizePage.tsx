import { AppAuthorizeView } from './AppAuthorizeView';

/** /appAuthorize: the portal as identity provider for a registered app (consent, then a one-use code). */
export default function AppAuthorizePage() {
  return <AppAuthorizeView kind="hw" />;
}
