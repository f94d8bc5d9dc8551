import { LoginScreen } from './LoginScreen';

/** /wx/login: the H5 and WeChat login (LoginScreen). */
export default function WxLoginPage() {
  return <LoginScreen variant="login" />;
}
