import { lazy } from 'react';
import { productivitySubmitApply } from '#shared/contract/refs/finance';
import { ApplyFrame } from './ApplyFrame';
import { MembersOnly } from './MembersOnly';

// Only members see the form (inside the member's lazily loaded part), so its fields load with it.
const FinanceFields = lazy(() => import('./FinanceFields').then((m) => ({ default: m.FinanceFields })));

/**
 * /productivity: productivity finance (financing to expand capacity) for members of a certified
 * company; the gateway takes no visitor submission of this kind, so visitors are asked to log in.
 */
export default function ProductivityPage() {
  return <ApplyFrame kind="productivity" submit={productivitySubmitApply} Fields={FinanceFields} signedOut={<MembersOnly />} />;
}
