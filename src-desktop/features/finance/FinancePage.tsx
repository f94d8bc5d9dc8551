import { submitApply } from '#shared/contract/refs/finance';
import { ApplyFrame } from './ApplyFrame';
import { FinanceFields } from './FinanceFields';
import { VisitorApply } from './VisitorApply';

/** /finance: the financial service application (visitor or certified company). */
export default function FinancePage() {
  return <ApplyFrame kind="finance" submit={submitApply} Fields={FinanceFields} signedOut={<VisitorApply kind="finance" Fields={FinanceFields} />} />;
}
