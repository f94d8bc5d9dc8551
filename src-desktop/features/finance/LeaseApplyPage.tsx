import { loginSubmitApply } from '#shared/contract/refs/finance';
import { ApplyFrame } from './ApplyFrame';
import { LeaseFields } from './LeaseFields';
import { VisitorApply } from './VisitorApply';

/** /LeaseApply: the equipment lease finance application (visitor or certified company). */
export default function LeaseApplyPage() {
  return <ApplyFrame kind="lease" submit={loginSubmitApply} Fields={LeaseFields} signedOut={<VisitorApply kind="lease" Fields={LeaseFields} />} />;
}
