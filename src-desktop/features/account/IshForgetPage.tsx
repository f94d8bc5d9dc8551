import { ForgetView } from './ForgetView';

/** /ish-forget: forgot password for the industry service hub. */
export default function IshForgetPage() {
  return <ForgetView skin="ish" />;
}
