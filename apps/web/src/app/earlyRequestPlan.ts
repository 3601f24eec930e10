// Each path and query string are the ones the screen's query sends, to the
// letter: the test holds this list against what the queries ask for.
import { DASHBOARD_TRANSACTIONS_PAGE_SIZE } from '@velas/domain/constants';
import { serviceUrl } from '../core/config.ts';

// services/gamesApi's catalogue: components/game-frame/useSignalGamePlayable.
const LAYOUT = ['api/auth/me', 'api/protection/status', 'api/alerts', 'v2/casino-games/category'];

const SCREENS: Record<string, readonly string[]> = {
  // features/dashboard: KycSection, WithdrawalsCard, TransactionsCard.
  '/dashboard': [
    'api/legitimuzStatus',
    'api/transactions?page=1&source=Withdraw',
    `api/transactions?page=1&per_page=${String(DASHBOARD_TRANSACTIONS_PAGE_SIZE)}`,
  ],
};

/** The absolute URLs of the calls of `pathname` (empty outside the signed-in layouts). */
export function earlyRequestsOf(pathname: string): string[] {
  const match = /^\/(?:admin|rtl)(\/[^?#]*)/.exec(pathname);
  if (match === null) return [];
  const screen = (match[1] ?? '').replace(/\/+$/, '');
  return [...LAYOUT, ...(SCREENS[screen] ?? [])].map((path) => serviceUrl('platform', path));
}
