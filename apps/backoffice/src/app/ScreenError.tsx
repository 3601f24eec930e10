// The router's error element (the back office runs a data router): a screen
// that throws while rendering, or whose chunk fails to load, shows this in its
// place inside the layout, so the menu stays usable. The error goes to
// reportError through the router's own onError, which runs once per error (an
// effect here would run twice under StrictMode); "Tentar de novo" renders the
// route again (a failed chunk is asked for again: @velas/web-core/preloadable)
// (docs/operations.md#client-errors).
import { reportError } from '@velas/web-core/report-error';
import { ScreenErrorCard } from '@velas/web-core/ui/ScreenErrorCard';
import { useLocation, useNavigate, type ClientOnErrorFunction } from 'react-router';

/** RouterProvider's onError: the one report of a screen's error. */
export const reportScreenError: ClientOnErrorFunction = (error) => {
  reportError(error, 'screen');
};

export function ScreenError() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <ScreenErrorCard
      onRetry={() => {
        // A new location of the same address: the router drops the error and
        // renders the route again.
        void navigate(location, { replace: true });
      }}
    />
  );
}
