// Which products this house sells, read from the operator settings.
// The sales pages, Meus Links, the footer and
// the sidebar all ask here, so a link to a product is shown only where its
// page would sell it: no menu leads to "Ainda não está à venda nesta casa".
import type {
  PublicSettingsResponse,
  SalesPage as SalesPageName,
} from '@velas/domain/schemas/operator-settings';
import { usePublicSettings } from './settingsApi.ts';

/**
 * A page sells its product when it has a checkout, or when support takes the
 * purchase by chat (the same rule as the page's buy button).
 */
export function isForSale(
  settings: PublicSettingsResponse | undefined,
  page: SalesPageName,
): boolean {
  return Boolean(settings?.salesPages[page].checkoutUrl ?? settings?.support.chatNumber);
}

/** The robots have no page of their own: they are sold only through support's chat. */
export function robotsForSale(settings: PublicSettingsResponse | undefined): boolean {
  return Boolean(settings?.support.chatNumber);
}

/**
 * Meus Links lists something: the dashboard or the mentoring for sale, the
 * robots (bought by chat) or the free channel. The Robô VIP has no row there.
 */
export function myLinksHasOffers(settings: PublicSettingsResponse | undefined): boolean {
  return (
    isForSale(settings, 'presentation') ||
    isForSale(settings, 'mentoring') ||
    robotsForSale(settings) ||
    settings?.links.community !== undefined
  );
}

/** The sales routes (under /auth) this house offers, keyed by path. */
const OFFERED: Record<string, (settings: PublicSettingsResponse | undefined) => boolean> = {
  '/presentation': (settings) => isForSale(settings, 'presentation'),
  '/my-links': myLinksHasOffers,
  '/mentoria': (settings) => isForSale(settings, 'mentoring'),
  '/bot-teleco-vip': (settings) => isForSale(settings, 'roboVip'),
};

/** Keeps the sales links whose page has something to sell; `to` is a full path such as `/auth/mentoria`. */
export function useOfferedSalesLinks<Item extends { to: string }>(items: readonly Item[]): Item[] {
  const settings = usePublicSettings();
  return items.filter((item) => {
    const offered = OFFERED[item.to.replace(/^\/auth/, '')];
    return offered === undefined || offered(settings);
  });
}
