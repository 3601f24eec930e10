import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const artifactsDir = fileURLToPath(new URL('../../../../artifacts/e2e/', import.meta.url));
export const verifierPageUrl = new URL(
  '../../../../packages/verifier-page/dist/verificador.html',
  import.meta.url,
).href;
