// A lazily loaded chart below the fold: its box keeps the chart's height, its
// module (apexcharts) is fetched once the box comes near the viewport, and it
// says it is loading meanwhile.
import { Suspense, type ReactNode } from 'react';
import { Loading } from './Spinner';
import { WhenVisible } from './WhenVisible';

export function LazyChart({ height, children }: { height: number; children: ReactNode }) {
  return (
    <WhenVisible minHeight={height}>
      <Suspense fallback={<Loading label="Carregando gráfico..." />}>{children}</Suspense>
    </WhenVisible>
  );
}
