import { secretSetting } from '@velas/domain/schemas/secret-settings';
import { z } from 'zod';
import { atLeast } from './setting-types.js';

export const historyConfigSchema = z.object({
  // The round stream (history/stream/stream-routes.ts). Per address stays generous
  // because phones behind carrier NAT share addresses; a benchmark from one
  // address raises it.
  STREAM_MAX_CONNECTIONS: atLeast(1).default(10_000),
  STREAM_MAX_PER_ADDRESS: atLeast(1).default(20),
  /** A client whose unsent events exceed this many bytes is not reading: it is dropped. */
  STREAM_MAX_BUFFERED_BYTES: atLeast(1024).default(65_536),
  /** Per address and minute, each public history GET (not the stream, not ingestion). */
  HISTORY_MAX_PER_IP_PER_MINUTE: atLeast(1).default(300),
  /** History ingestion key (`x-api-key` of POST /history-api/rounds); unset disables ingestion. */
  INGEST_API_KEY: secretSetting(z.string().min(16)).optional(),
  /** While rotating (docs/operations/rotating-secrets.md#rotating-secrets): the old ingestion key, accepted too until the feed sends the new one. */
  INGEST_API_KEY_PREVIOUS: secretSetting(z.string().min(16)).optional(),
  /** /health/ready fails when a betting house's newest round is older than this; 0 turns the check off. */
  ROUND_FEED_STALL_SECONDS: atLeast(0).default(300),
});

export type HistoryConfig = z.infer<typeof historyConfigSchema>;
