// The statistics and bankroll entities, as their exact definitions
// in docs/product/aviator-analysis.md#statistics produce them (null where undefined).
import { z } from 'zod';

export const histogramBinSchema = z.object({
  from: z.number(),
  to: z.number(),
  count: z.number().int(),
});
export type HistogramBin = z.infer<typeof histogramBinSchema>;

const maybe = z.number().nullable();
export const oddStatisticsSchema = z.object({
  n: z.number().int(),
  mean: maybe,
  median: maybe,
  mode: z.array(z.number()).max(3),
  variance: maybe,
  standardDeviation: maybe,
  quartiles: z.object({ q1: maybe, q2: maybe, q3: maybe }),
  min: maybe,
  max: maybe,
  range: maybe,
  skewness: maybe,
  kurtosis: maybe,
  histogram: z.array(histogramBinSchema),
});
export type OddStatistics = z.infer<typeof oddStatisticsSchema>;
