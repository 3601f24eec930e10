import { ProductSalesPage } from '#/features/sales/ProductSalesPage.tsx';
import { authScreensCopy } from './copy';

/** /auth/mentoria — the mentoring course. */
export default function MentoriaScreen() {
  return (
    <ProductSalesPage page="mentoring">
      <p>{authScreensCopy.mentoringPitch}</p>
    </ProductSalesPage>
  );
}
