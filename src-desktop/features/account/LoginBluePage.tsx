import { LoginView } from './LoginView';

/** /Login-blue: the login in the blue skin. */
export default function LoginBluePage() {
  return <LoginView skin="blue" />;
}
