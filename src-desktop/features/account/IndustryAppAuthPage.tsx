import { AppAuthorizeView } from './AppAuthorizeView';

/** /industryApp/auth: the industry app's member authentication entry. */
export default function IndustryAppAuthPage() {
  return <AppAuthorizeView kind="industry" />;
}
