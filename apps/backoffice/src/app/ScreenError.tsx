// The router's error element: a screen that throws or whose chunk fails shows
// this inside the layout. The error is reported through the router's onError,
// which runs once (an effect would run twice under StrictMode).
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
