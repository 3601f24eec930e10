import { commonMessages } from '@velas/domain/messages/common';
import { salesMessages } from '@velas/domain/messages/sales';
import { LOGIN_PATH } from '@velas/domain/routes';
import { InternalButtonLink } from '@velas/web-core/ui/Button';
import { PurchaseMenu } from '#/features/sales/PurchaseMenu.tsx';
import { SalesPage, SupportLink } from '#/features/sales/SalesPage.tsx';
import { myLinksHasOffers, robotsForSale } from '#/services/productsForSale.ts';
import { usePublicSettings } from '#/services/settingsApi.ts';
import { authScreensCopy } from './copy.ts';

/** It reads the same operator settings as each product's page, so an unconfigured product is not offered here either. */
export default function MyLinksScreen() {
  const settings = usePublicSettings();
  return (
    <SalesPage
      title={authScreensCopy.myLinksTitle}
      actions={<SupportLink subject={authScreensCopy.products} />}
    >
      {myLinksHasOffers(settings) ? (
        <PurchaseMenu communityLink={settings?.links.community} robots={robotsForSale(settings)} />
      ) : (
        <>
          <p>{salesMessages.myLinksEmpty}</p>
          <InternalButtonLink to={LOGIN_PATH}>
            {commonMessages.salesGoToDashboard}
          </InternalButtonLink>
        </>
      )}
    </SalesPage>
  );
}
