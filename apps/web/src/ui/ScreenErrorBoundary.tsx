// A screen that throws while rendering, or whose chunk fails to load, shows
// this in its place; the layout around it (top bar, menus) stays usable. The
// error goes to reportError once; "Tentar de novo" mounts the screen again
// (a failed chunk is asked for again: @velas/web-core/preloadable), and
// opening another screen clears it (docs/operations.md#client-errors).
import { reportError } from '@velas/web-core/report-error';
import { Button } from '@velas/web-core/ui/Button';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { uiCopy } from './copy';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 480px;
  margin: ${({ theme }) => theme.space(6)} auto;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  > * {
    flex: 1 1 140px;
  }
`;

function ScreenError({ resetErrorBoundary }: FallbackProps) {
  return (
    <Box role="alert" aria-labelledby="screen-error-title">
      <h2 id="screen-error-title">{uiCopy.screenErrorTitle}</h2>
      <p>{uiCopy.screenErrorText}</p>
      <Actions>
        <Button type="button" onClick={resetErrorBoundary}>
          {uiCopy.screenErrorRetry}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            window.location.reload();
          }}
        >
          {uiCopy.screenErrorReload}
        </Button>
      </Actions>
    </Box>
  );
}

export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      FallbackComponent={ScreenError}
      onError={(error) => {
        reportError(error, 'screen');
      }}
      resetKeys={[pathname]}
    >
      {children}
    </ErrorBoundary>
  );
}
