import { LoginView } from './LoginView';

/** /login */
export default function LoginPage() {
  return <LoginView />;
}
