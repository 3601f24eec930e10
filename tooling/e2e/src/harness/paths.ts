import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const artifactsDir = fileURLToPath(new URL('../../../../artifacts/e2e/', import.meta.url));
