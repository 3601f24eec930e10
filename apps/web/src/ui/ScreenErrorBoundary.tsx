// A screen that throws while rendering, or whose chunk fails to load, shows
// this in its place; the layout around it (top bar, menus) stays usable. The
// error goes to reportError once; "Tentar de novo" mounts the screen again
// (a failed chunk is asked for again: @velas/web-core/preloadable), and
// opening another screen clears it. A chunk that failed also loads the page
// again by itself, which is the one retry Chromium honours (lib/chunkReload.ts).
import { reportError } from '@velas/web-core/report-error';
import { ScreenErrorCard } from '@velas/web-core/ui/ScreenErrorCard';
import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { isChunkLoadFailure, reloadForChunk } from '../lib/chunkReload.ts';

function ScreenError({ error, resetErrorBoundary }: FallbackProps) {
  useEffect(() => {
    if (isChunkLoadFailure(error)) reloadForChunk();
  }, [error]);
  return <ScreenErrorCard onRetry={resetErrorBoundary} />;
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
