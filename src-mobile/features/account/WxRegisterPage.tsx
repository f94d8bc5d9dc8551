import { RegisterScreen } from './RegisterScreen';

/** /wx/register (enterprise registration). */
export default function WxRegisterPage() {
  return <RegisterScreen kind="enterprise" />;
}
