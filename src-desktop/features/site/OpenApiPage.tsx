import { DeveloperRegistration } from './DeveloperRegistration';
import { productPageOf } from './product-pages';
import { ProductSections } from './ProductSections';

/** /openApi: what the open platform offers, and developer registration for company members. */
export default function OpenApiPage() {
  return (
    <ProductSections def={productPageOf('/openApi')!}>
      <DeveloperRegistration />
    </ProductSections>
  );
}
