import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const artifactsDir = fileURLToPath(new URL('../../../../artifacts/e2e/', import.meta.url));
/**
 * The offline verifier as a player saves it: @velas/verifier-page builds it (a
 * dependency of the api, so built before the flows run) and the api serves it.
 */
export const verifierPageUrl = new URL(
  '../../../../packages/verifier-page/dist/verificador.html',
  import.meta.url,
).href;
