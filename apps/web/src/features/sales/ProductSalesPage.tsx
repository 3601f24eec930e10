// The sales page of one product (docs/product.md#routes-and-layouts): its
// video, the copy the route gives, a buy button and a question to support.
import { PRICES } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import { formatCents, toCents, type Cents } from '@velas/domain/money';
import { LOGIN_PATH } from '@velas/domain/routes';
import type { SalesPage as SalesPageName } from '@velas/domain/schemas/operator-settings';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePublicSettings } from '../../services/settingsApi';
import { InternalButtonLink } from '../../ui/Button';
import { Muted } from '../../ui/Card';
import { BuyButton, SalesPage, SupportLink, usePurchaseHref } from './SalesPage';
import { SalesVideo } from './SalesVideo';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.tint};
  color: ${({ theme }) => theme.colors.text};
`;

type Product = {
  title: string;
  /** The product as the purchase message to support names it. */
  name: string;
  /** What the video presents and what a question to support is about. */
  videoTopic: string;
  supportSubject: string;
} & ({ price: Cents } | { buyLabel: string });

/** What the buy button says and what the purchase message names; a configured price wins. */
function offer(product: Product, configuredPrice?: Cents): { product: string; label: string } {
  const priceCents = configuredPrice ?? ('price' in product ? product.price : undefined);
  if (priceCents === undefined)
    return {
      product: product.name,
      label: 'buyLabel' in product ? product.buyLabel : product.name,
    };
  const price = formatCents(priceCents);
  return { product: `${product.name} (${price})`, label: `Comprar por ${price}` };
}

/** Said under a buy button that names no price: where the buyer will see it. */
const PRICE_AT_CHECKOUT = 'O preço aparece na página de pagamento, antes de você confirmar.';
const PRICE_FROM_SUPPORT = 'O suporte informa o preço antes de qualquer compra.';

const PRODUCTS: Record<SalesPageName, Product> = {
  presentation: {
    title: 'Apresentação',
    name: 'Painel + curso',
    price: PRICES.dashboardWithCourse,
    videoTopic: 'o painel Velas',
    supportSubject: 'o painel',
  },
  mentoring: {
    title: 'Mentoria',
    name: 'Mentoria',
    price: PRICES.mentoring,
    videoTopic: 'a mentoria',
    supportSubject: 'a mentoria',
  },
  roboVip: {
    title: 'Robô VIP',
    name: 'Robô VIP',
    buyLabel: 'Quero o Robô VIP',
    videoTopic: 'o Robô VIP',
    supportSubject: 'o Robô VIP',
  },
};

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
  const settings = usePublicSettings();
  const robotPrice = page === 'roboVip' ? settings?.salesPages.roboVip.price : undefined;
  const { product: purchased, label } = offer(
    product,
    robotPrice === undefined ? undefined : toCents(robotPrice),
  );
  // Unconfigured, the product is not for sale here: the page says so in
  // words and leads to the free dashboard instead of a price without a button.
  const forSale = usePurchaseHref(purchased, page) !== undefined;
  const pricedOnButton = label.startsWith('Comprar por');
  const priceNote = settings?.salesPages[page].checkoutUrl ? PRICE_AT_CHECKOUT : PRICE_FROM_SUPPORT;
  return (
    <SalesPage
      title={product.title}
      actions={
        <>
          {forSale ? (
            <BuyButton page={page} product={purchased} label={label} />
          ) : (
            <InternalButtonLink to={LOGIN_PATH}>{messages.salesGoToDashboard}</InternalButtonLink>
          )}
          {extraAction}
          <SupportLink subject={product.supportSubject} />
        </>
      }
    >
      <SalesVideo page={page} topic={product.videoTopic} />
      {children}
      {forSale && !pricedOnButton && <Muted>{priceNote}</Muted>}
      {!forSale && <Notice>{messages.salesNotForSale}</Notice>}
    </SalesPage>
  );
}
