import { useLocation } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { OrderFlowBlock } from './OrderFlowBlock';
import { productPageOf } from './product-pages';
import { ProductSections } from './ProductSections';
import { WisEditions } from './WisEditions';

/** Every product page (/esp, /mall, /wis, ...): one data-driven component; the copy is in site:products.<key>. */
export default function ProductPage() {
  const { pathname } = useLocation();
  const def = productPageOf(pathname);
  if (!def) return <Navigate to="/NoPage" replace />;
  return (
    <ProductSections def={def}>
      {def.key === 'wis' && <WisEditions />}
      {def.key === 'businessV1' && <OrderFlowBlock />}
    </ProductSections>
  );
}
