import { LoginView } from './LoginView';

/** /ish-login: the login of the industry service hub. */
export default function IshLoginPage() {
  return <LoginView skin="ish" />;
}
