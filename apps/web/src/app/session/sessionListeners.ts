// Server answers that feed the stored session keys (docs/product.md#session), wherever the
// call was made: the `me` call gives id, cpf and user; the transactions call
// gives userId (the second system's id). Screens only ask for data.
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { accountApi } from '../../services/accountApi';
import { walletApi } from '../../services/walletApi';
import { userIdLoaded, userLoaded } from './sessionSlice';

export const sessionListeners = createListenerMiddleware();

sessionListeners.startListening({
  matcher: accountApi.endpoints.me.matchFulfilled,
  effect: ({ payload }, { dispatch }) => {
    dispatch(userLoaded({ id: payload.id, cpf: payload.document.number, user: payload.name }));
  },
});

sessionListeners.startListening({
  matcher: walletApi.endpoints.transactions.matchFulfilled,
  effect: ({ payload }, { dispatch }) => {
    dispatch(userIdLoaded(payload.id));
  },
});
