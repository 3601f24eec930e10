// Budgets of the calls that spend a paid upstream (docs/api/settings.md#abuse-limits).
import { z } from 'zod';
import { atLeast } from './setting-types.js';

export const limitsConfigSchema = z.object({
  // The anonymous document check: each
  // address's daily budget, and how long a paid answer is reused.
  DOCUMENT_CHECK_MAX_PER_ADDRESS_PER_DAY: atLeast(1).default(20),
  DOCUMENT_CHECK_CACHE_DAYS: atLeast(1).max(365).default(30),
  // Each budget is per account; per address (IPv6 /64) it is three times
  // larger, since phones behind carrier NAT share one.
  CEP_LOOKUPS_PER_ACCOUNT_PER_MINUTE: atLeast(1).default(20),
  KYC_SESSIONS_PER_ACCOUNT_PER_HOUR: atLeast(1).default(5),
  DEPOSITS_PER_ACCOUNT_PER_HOUR: atLeast(1).default(10),
  /** Game starts: each asks the aggregator for a URL and mints a game-session token. */
  GAME_STARTS_PER_ACCOUNT_PER_MINUTE: atLeast(1).default(10),
});
