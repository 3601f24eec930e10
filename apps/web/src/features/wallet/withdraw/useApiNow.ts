// The api's clock now, for a withdrawal's age against its deadline:
// the withdrawals' answer's `now`, moved
// on by the time since it arrived, never the phone's own clock.
import { useNow } from '#/lib/useNow.ts';
import { useWithdrawalsQuery } from '#/services/walletApi.ts';

/** The age in words changes by the minute. */
const CLOCK_MS = 15_000;

/** The api's moment now, or null before the withdrawals have answered. */
export function useApiNow(): number | null {
  const { data, fulfilledTimeStamp } = useWithdrawalsQuery(undefined);
  const phoneNow = useNow(CLOCK_MS);
  if (!data) return null;
  return Date.parse(data.now) + Math.max(0, phoneNow - (fulfilledTimeStamp ?? phoneNow));
}
