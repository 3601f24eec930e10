// Mounted once by the signed-in layout: keeps the store's balance equal to the
// ledger's, live, and refreshes what depends on it (docs/architecture.md#live-balance).
import { useEffect } from 'react';
import { api } from '#/core/api.ts';
import { serviceUrl } from '#/core/config.ts';
import { useAppDispatch, useAppSelector } from '#/core/hooks.ts';
import { selectApiToken } from '#/core/session/sessionSlice.ts';
import { accountApi, useMeQuery } from '#/services/accountApi.ts';

export function LiveBalance() {
  const token = useAppSelector(selectApiToken);
  const dispatch = useAppDispatch();
  // Opened once `me` answered: the stream's first event (the balance now)
  // then lands on it, never before it where it would have nothing to set.
  const hasMe = useMeQuery(undefined, { skip: token === null }).data !== undefined;
  useEffect(() => {
    if (token === null || !hasMe || typeof TextDecoderStream === 'undefined') return;
    let close: (() => void) | undefined;
    let closed = false;
    let newest = -1;
    void import('./balanceStream.ts').then(({ openBalanceStream }) => {
      if (closed) return;
      close = openBalanceStream({
        url: serviceUrl('platform', 'api/balance/stream'),
        token,
        onBalance({ balance, entryId }) {
          // A stale event (the first answer raced a newer movement) changes nothing.
          if (entryId <= newest) return;
          const first = newest === -1;
          newest = entryId;
          dispatch(
            accountApi.util.updateQueryData('me', undefined, (me) => {
              me.balance = balance;
            }),
          );
          if (!first)
            dispatch(
              api.util.invalidateTags(['Transactions', 'Deposit', 'Protection', 'Withdrawals']),
            );
        },
        onUnauthorized() {
          // The session ended; the next call of the app signs it out.
          dispatch(api.util.invalidateTags(['Me']));
        },
      });
    });
    return () => {
      closed = true;
      close?.();
    };
  }, [token, hasMe, dispatch]);
  return null;
}
