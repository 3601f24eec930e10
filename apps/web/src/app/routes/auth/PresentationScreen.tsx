import { Link } from 'react-router';
import { ProductSalesPage } from '#/features/sales/ProductSalesPage.tsx';
import { authScreensCopy } from './copy.ts';

/** /auth/presentation — the dashboard and its course. */
export default function PresentationScreen() {
  return (
    <ProductSalesPage
      page="presentation"
      extraAction={
        // No bonus offer: Lei 14.790/2023 art. 29 forbids it.
        <Link to="/auth/register/ROLE_APP_LOTOGREEN">{authScreensCopy.createAccount}</Link>
      }
    >
      <p>{authScreensCopy.presentationPitch}</p>
      <p>{authScreensCopy.presentationHonesty}</p>
    </ProductSalesPage>
  );
}
