import { LoginScreen } from './LoginScreen';

/** /wx/activityLogin (entered from an activity, returns to it via ?redirect=). */
export default function WxActivityLoginPage() {
  return <LoginScreen variant="activity" />;
}
