import { ConsentView } from '../sso/ConsentView';

/** /industryApp/auth: the industry app's member authentication entry (iam/authValidate/authorize). */
export default function IndustryAppAuthPage() {
  return <ConsentView mode="industry" />;
}
