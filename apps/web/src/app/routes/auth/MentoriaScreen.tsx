import { ProductSalesPage } from '#/features/sales/ProductSalesPage.tsx';
import { authScreensCopy } from './copy.ts';

/** /auth/mentoria — the mentoring course. */
export default function MentoriaScreen() {
  return (
    <ProductSalesPage page="mentoring">
      <p>{authScreensCopy.mentoringPitch}</p>
    </ProductSalesPage>
  );
}
