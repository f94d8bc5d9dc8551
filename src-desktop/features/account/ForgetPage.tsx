import { ForgetView } from './ForgetView';

/** /forget */
export default function ForgetPage() {
  return <ForgetView />;
}
