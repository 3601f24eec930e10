import { memo, useCallback } from 'react';
import type { AnalysisClient } from '#/lib/analysis-worker/workerClient.ts';
import { OddsVsObservedCard } from './OddsVsObservedCard.tsx';
import { useAnalysis } from './useAnalysis.ts';

export const WindowOddsCard = memo(function WindowOddsCard({
  oddsNewestFirst,
}: {
  oddsNewestFirst: readonly number[];
}) {
  const rows = useAnalysis(
    useCallback(
      (client: AnalysisClient) => client.oddsVsObserved(oddsNewestFirst),
      [oddsNewestFirst],
    ),
  );
  return <OddsVsObservedCard rows={rows ?? []} />;
});
