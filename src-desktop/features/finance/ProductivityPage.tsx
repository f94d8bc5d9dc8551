import { productivitySubmitApply } from '#shared/contract/refs/finance';
import { ApplyFrame } from './ApplyFrame';
import { FinanceFields } from './FinanceFields';

/**
 * /productivity: productivity finance (financing to expand capacity) for members of a certified
 * company; the gateway takes no visitor submission of this kind, so visitors are asked to log in.
 */
export default function ProductivityPage() {
  return <ApplyFrame kind="productivity" submit={productivitySubmitApply} Fields={FinanceFields} visitors={false} />;
}
