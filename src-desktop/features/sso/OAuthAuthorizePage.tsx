import { ConsentView } from './ConsentView';

/** /oauth/authorize: the OpenID Connect authorization endpoint (the consent step). */
export default function OAuthAuthorizePage() {
  return <ConsentView mode="oidc" />;
}
