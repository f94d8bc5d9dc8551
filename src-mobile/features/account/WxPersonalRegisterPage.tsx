import { RegisterScreen } from './RegisterScreen';

/** /wx/personalRegister. */
export default function WxPersonalRegisterPage() {
  return <RegisterScreen kind="personal" />;
}
