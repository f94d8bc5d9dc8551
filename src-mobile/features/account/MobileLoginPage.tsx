import { LoginScreen } from './LoginScreen';

/** /mobile/login (the mobile area's login). */
export default function MobileLoginPage() {
  return <LoginScreen variant="mobile" />;
}
