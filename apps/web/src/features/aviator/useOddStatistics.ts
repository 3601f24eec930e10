// In the analysis worker, never on the main thread (docs/architecture.md#analysis-worker).
import { POSITION_THRESHOLDS } from '@velas/domain/constants';
import type { OddStatistics } from '@velas/domain/schemas/statistics';
import { useEffect, useState } from 'react';
import { analysisClient } from '#/lib/analysisClient.ts';

interface WindowStatistics {
  statistics: OddStatistics;
  /** Position of the last round at or above each threshold (30, 50, 100). */
  positions: (number | null)[];
}

export function useOddStatistics(oddsNewestFirst: readonly number[]): WindowStatistics | null {
  const [result, setResult] = useState<WindowStatistics | null>(null);
  useEffect(() => {
    let current = true;
    const client = analysisClient();
    void Promise.all([
      client.describeOdds(oddsNewestFirst),
      Promise.all(
        POSITION_THRESHOLDS.map((threshold) => client.positionOfLast(oddsNewestFirst, threshold)),
      ),
    ]).then(([statistics, positions]) => {
      if (current) setResult({ statistics, positions });
    });
    return () => {
      current = false;
    };
  }, [oddsNewestFirst]);
  return result;
}
