import { IncludedList } from '#/features/sales/IncludedList.ts';
import { ProductSalesPage } from '#/features/sales/ProductSalesPage.tsx';
import { authScreensCopy } from './copy.ts';

/** /auth/bot-teleco-vip — the signals robot: what it sends, and its price only as configured. */
export default function RoboVipScreen() {
  return (
    <ProductSalesPage page="roboVip">
      <p>{authScreensCopy.roboVipPitch}</p>
      <h2>{authScreensCopy.whatYouGet}</h2>
      <IncludedList>
        <li>{authScreensCopy.roboVipSignals}</li>
        <li>{authScreensCopy.roboVipOdds}</li>
        <li>{authScreensCopy.roboVipNoPromise}</li>
      </IncludedList>
    </ProductSalesPage>
  );
}
