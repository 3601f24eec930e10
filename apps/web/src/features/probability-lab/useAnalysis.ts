// A newer computation supersedes a pending one (its late answer is dropped).
import { useEffect, useState } from 'react';
import type { AnalysisClient } from '#/lib/analysis-worker/workerClient.ts';
import { analysisClient } from '#/lib/analysisClient.ts';

/** `compute` must be stable (useCallback) or it reruns on every render. */
export function useAnalysis<T>(compute: (client: AnalysisClient) => Promise<T>): T | null {
  const [result, setResult] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    void compute(analysisClient()).then((answer) => {
      if (current) setResult(answer);
    });
    return () => {
      current = false;
    };
  }, [compute]);
  return result;
}
