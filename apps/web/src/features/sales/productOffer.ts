// Meus Links reads this same hook, so a product is priced and bought the same way in both places.
import { PRICES } from '@velas/domain/constants';
import { formatCents, toCents, type Cents } from '@velas/domain/money';
import type { SalesPage as SalesPageName } from '@velas/domain/schemas/operator-settings';
import { isForSale } from '#/services/productsForSale.ts';
import { usePublicSettings } from '#/services/settingsApi.ts';
import { salesCopy } from './copy.ts';

type Product = {
  title: string;
  /** The product as the purchase message to support names it. */
  name: string;
  /** What the video presents and what a question to support is about. */
  videoTopic: string;
  supportSubject: string;
} & ({ price: Cents } | { buyLabel: string });

export const PRODUCTS: Record<SalesPageName, Product> = {
  presentation: { ...salesCopy.products.presentation, price: PRICES.dashboardWithCourse },
  mentoring: { ...salesCopy.products.mentoring, price: PRICES.mentoring },
  roboVip: salesCopy.products.roboVip,
};

/** Said under a buy button that names no price: where the buyer will see it. */
export const PRICE_AT_CHECKOUT = salesCopy.priceAtCheckout;
export const PRICE_FROM_SUPPORT = salesCopy.priceFromSupport;

export type ProductOffer = {
  /** False when the operator configured neither a checkout nor a support contact. */
  forSale: boolean;
  /** The product as the purchase names it, with its price when it has one. */
  purchased: string;
  /** The buy button's text: `Comprar por R$ …` when priced. */
  label: string;
  /** Where the price is said when the button names none; undefined when it does. */
  priceNote?: string;
};

/** What the buy button says and what the purchase message names; a configured price wins. */
function offer(
  product: Product,
  configuredPrice?: Cents,
): { purchased: string; label: string; priced: boolean } {
  const priceCents = configuredPrice ?? ('price' in product ? product.price : undefined);
  if (priceCents === undefined)
    return {
      purchased: product.name,
      label: 'buyLabel' in product ? product.buyLabel : product.name,
      priced: false,
    };
  const price = formatCents(priceCents);
  return { purchased: `${product.name} (${price})`, label: salesCopy.buyFor(price), priced: true };
}

export function useProductOffer(page: SalesPageName): ProductOffer {
  const settings = usePublicSettings();
  const robotPrice = page === 'roboVip' ? settings?.salesPages.roboVip.price : undefined;
  const { purchased, label, priced } = offer(
    PRODUCTS[page],
    robotPrice === undefined ? undefined : toCents(robotPrice),
  );
  const forSale = isForSale(settings, page);
  const priceNote = settings?.salesPages[page].checkoutUrl ? PRICE_AT_CHECKOUT : PRICE_FROM_SUPPORT;
  return { forSale, purchased, label, ...(priced ? {} : { priceNote }) };
}
