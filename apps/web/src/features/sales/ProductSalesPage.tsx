// The sales page of one product (docs/product.md#routes-and-layouts): its
// video, the copy the route gives, a buy button and a question to support.
import { PRICES } from '@velas/domain/constants';
import { formatCents, type Cents } from '@velas/domain/money';
import type { SalesPage as SalesPageName } from '@velas/domain/schemas/operator-settings';
import type { ReactNode } from 'react';
import { BuyButton, SalesPage, SupportLink } from './SalesPage';
import { SalesVideo } from './SalesVideo';

type Product = {
  title: string;
  /** The product as the purchase message to support names it. */
  name: string;
  /** What the video presents and what a question to support is about. */
  videoTopic: string;
  supportSubject: string;
} & ({ price: Cents } | { buyLabel: string });

/** What the buy button says and what the purchase message names. */
function offer(product: Product): { product: string; label: string } {
  if ('buyLabel' in product) return { product: product.name, label: product.buyLabel };
  const price = formatCents(product.price);
  return { product: `${product.name} (${price})`, label: `Comprar por ${price}` };
}

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
  const { product: purchased, label } = offer(product);
  return (
    <SalesPage
      title={product.title}
      actions={
        <>
          <BuyButton page={page} product={purchased} label={label} />
          {extraAction}
          <SupportLink subject={product.supportSubject} />
        </>
      }
    >
      <SalesVideo page={page} topic={product.videoTopic} />
      {children}
    </SalesPage>
  );
}
