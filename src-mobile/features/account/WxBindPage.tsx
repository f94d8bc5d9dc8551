import { LoginScreen } from './LoginScreen';

/** /wx/bind (log in with an existing account to bind this WeChat). */
export default function WxBindPage() {
  return <LoginScreen variant="bind" />;
}
