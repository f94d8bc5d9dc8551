import { purchaseSubmitApply } from '#shared/contract/refs/finance';
import { ApplyFrame } from './ApplyFrame';
import { PurchaseFields } from './PurchaseFields';
import { VisitorApply } from './VisitorApply';

/** /purchase: the purchase finance application (visitor or certified company). */
export default function PurchasePage() {
  return <ApplyFrame kind="purchase" submit={purchaseSubmitApply} Fields={PurchaseFields} signedOut={<VisitorApply kind="purchase" Fields={PurchaseFields} />} />;
}
