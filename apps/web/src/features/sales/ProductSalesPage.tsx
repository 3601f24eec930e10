import { commonMessages } from '@velas/domain/messages/common';
import { LOGIN_PATH } from '@velas/domain/routes';
import type { SalesPage as SalesPageName } from '@velas/domain/schemas/operator-settings';
import { InternalButtonLink } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PRODUCTS, useProductOffer } from './productOffer.ts';
import { BuyButton, SalesPage, SupportLink } from './SalesPage.tsx';
import { SalesVideo } from './SalesVideo.tsx';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.tint};
  color: ${({ theme }) => theme.colors.text};
`;

/** Said where a product is not sold: in words, with the free dashboard as the way on. */
export function NotForSaleNotice() {
  return <Notice>{commonMessages.salesNotForSale}</Notice>;
}

export function ProductSalesPage({
  page,
  extraAction,
  children,
}: {
  page: SalesPageName;
  /** Shown between the buy button and the support link. */
  extraAction?: ReactNode;
  children: ReactNode;
}) {
  const product = PRODUCTS[page];
  // Unconfigured, the product is not for sale here: the page says so in
  // words and leads to the free dashboard instead of a price without a button,
  // with no pitch nor video for what the player cannot buy (no menu leads here).
  const { forSale, purchased, label, priceNote } = useProductOffer(page);
  return (
    <SalesPage
      title={product.title}
      actions={
        <>
          {forSale ? (
            <BuyButton page={page} product={purchased} label={label} />
          ) : (
            <InternalButtonLink to={LOGIN_PATH}>
              {commonMessages.salesGoToDashboard}
            </InternalButtonLink>
          )}
          {extraAction}
          <SupportLink subject={product.supportSubject} />
        </>
      }
    >
      {forSale ? (
        <>
          <SalesVideo page={page} topic={product.videoTopic} />
          {children}
          {priceNote && <Muted>{priceNote}</Muted>}
        </>
      ) : (
        <NotForSaleNotice />
      )}
    </SalesPage>
  );
}
