import { RegisterScreen } from './RegisterScreen';

/** /wx/activityPersonalRegister (entered from an activity, returns to it via ?redirect=). */
export default function WxActivityPersonalRegisterPage() {
  return <RegisterScreen kind="personal" activity />;
}
