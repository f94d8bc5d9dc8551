import { useSearchParams } from 'react-router-dom';
import { ConsentView } from '../sso/ConsentView';
import { IndustryConnect } from './IndustryConnect';

/**
 * /industryApp/auth: the industry app member admin's authentication entry. Opened with ?appId=
 * (the spec's app-authorisation form, decision 0023) it stays the consent step for that app.
 */
export default function IndustryAppAuthPage() {
  const [params] = useSearchParams();
  return params.has('appId') || params.has('client_id') ? <ConsentView mode="industry" /> : <IndustryConnect />;
}
