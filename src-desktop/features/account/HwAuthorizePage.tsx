import { AppAuthorizeView } from './AppAuthorizeView';

/** /hwAuthorize: unified third-party login (the portal as identity provider). */
export default function HwAuthorizePage() {
  return <AppAuthorizeView kind="hw" />;
}
