// The router's error element (the back office runs a data router): a screen
// that throws while rendering, or whose chunk fails to load, shows this in its
// place inside the layout, so the menu stays usable. The error goes to
// reportError through the router's own onError, which runs once per error (an
// effect here would run twice under StrictMode); "Tentar de novo" renders the
// route again (a failed chunk is asked for again: @velas/web-core/preloadable)
// (docs/operations.md#client-errors).
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { reportError } from '@velas/web-core/report-error';
import { Button } from '@velas/web-core/ui/Button';
import { Card } from '@velas/web-core/ui/Card';
import { useLocation, useNavigate, type ClientOnErrorFunction } from 'react-router';
import { Row } from '../ui/Row';

/** RouterProvider's onError: the one report of a screen's error. */
export const reportScreenError: ClientOnErrorFunction = (error) => {
  reportError(error, 'screen');
};

export function ScreenError() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Card role="alert" aria-labelledby="screen-error-title">
      <h2 id="screen-error-title">{t.screenErrorTitle}</h2>
      <p>{t.screenErrorText}</p>
      <Row>
        <Button
          type="button"
          onClick={() => {
            // A new location of the same address: the router drops the error and renders the route again.
            void navigate(location, { replace: true });
          }}
        >
          {t.screenErrorRetry}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            window.location.reload();
          }}
        >
          {t.screenErrorReload}
        </Button>
      </Row>
    </Card>
  );
}
