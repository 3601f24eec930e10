// A lazily loaded chart below the fold: its box keeps the chart's height, its
// module (apexcharts) is fetched once the box comes near the viewport, and the
// outline of a chart stands in meanwhile, never a blank box (docs/design.md#charts).
import { Suspense, type ReactNode } from 'react';
import { ChartSkeleton } from './ChartSkeleton.tsx';
import { uiCopy } from './copy.ts';
import { WhenVisible } from './WhenVisible.tsx';

export function LazyChart({
  height,
  whenIdle = false,
  children,
}: {
  height: number;
  /** Drawn once the page is idle even if never scrolled to (WhenVisible). */
  whenIdle?: boolean;
  children: ReactNode;
}) {
  return (
    <WhenVisible
      minHeight={height}
      whenIdle={whenIdle}
      placeholder={<ChartSkeleton height={height} />}
    >
      <Suspense fallback={<ChartSkeleton height={height} label={uiCopy.loadingChart} />}>
        {children}
      </Suspense>
    </WhenVisible>
  );
}
