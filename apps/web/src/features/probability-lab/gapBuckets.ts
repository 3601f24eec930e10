// Names of the gap buckets, shared by the chart and its table.
import type { GapBucket } from '@velas/analysis/odds/gaps';

/** "0–9", "10–19", ..., "90 ou mais" for the last, open bucket. */
export const bucketLabel = (bucket: Pick<GapBucket, 'from' | 'to'>) =>
  bucket.to === null ? `${bucket.from} ou mais` : `${bucket.from}–${bucket.to}`;
