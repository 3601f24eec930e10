import { inject } from 'vitest';
import type { E2eEnvironment } from '../harness/provided.js';
import '../harness/provided.js';

/** This worker's api (VITEST_POOL_ID counts the pool's workers from 1). */
export function e2eEnvironment(): E2eEnvironment {
  const { apis, ...shared } = inject('e2e');
  const api = apis[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % apis.length];
  if (api === undefined) throw new Error('the global setup started no api');
  return { ...api, ...shared };
}
