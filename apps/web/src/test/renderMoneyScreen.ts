// The money screens' tests (deposit, withdraw, the Pix modal) all start the
// same way: a signed-in player on the screen's path, and a user to tap with.
import userEvent from '@testing-library/user-event';
import type { SessionState } from '../core/session/sessionSlice.ts';
import { renderApp, signedIn } from './renderApp.tsx';

export interface MoneyScreenOptions {
  session?: SessionState;
  /** userEvent's options: fake timers' `advanceTimers`, for one. */
  user?: Parameters<typeof userEvent.setup>[0];
}

export function renderMoneyScreen(path: string, options: MoneyScreenOptions = {}) {
  const user = userEvent.setup(options.user);
  return { user, ...renderApp(path, { session: options.session ?? signedIn }) };
}
