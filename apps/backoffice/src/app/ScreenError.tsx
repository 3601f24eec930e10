// The router's error element (the back office runs a data router): a screen
// that throws while rendering, or whose chunk fails to load, shows this in its
// place inside the layout, so the menu stays usable. The error goes to
// reportError once; "Tentar de novo" renders the route again (a failed chunk
// is asked for again: @velas/web-core/preloadable) (docs/operations.md#client-errors).
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { reportError } from '@velas/web-core/report-error';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from '../ui/Button';
import { Card, Row } from '../ui/Card';

export function ScreenError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    reportError(error, 'screen');
  }, [error]);
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
          $variant="ghost"
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
