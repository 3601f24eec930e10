// Node's module compile cache, warmed by the build (docs/operations/start-up.md#start-up).
import { existsSync } from 'node:fs';
import { constants, enableCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Beside the built code; absent when run from the sources. */
export const COMPILE_CACHE_DIRECTORY = fileURLToPath(new URL('../compile-cache/', import.meta.url));

/**
 * Compiles the modules loaded from now on from the cache the build left, and
 * returns whether it is in use. Portable: the cache names the modules by their
 * place beside it, so it holds wherever the built code is copied to.
 */
export function enableBuiltCompileCache(directory: string = COMPILE_CACHE_DIRECTORY): boolean {
  if (!existsSync(directory)) return false;
  const { status } = enableCompileCache({ directory, portable: true });
  return (
    status === constants.compileCacheStatus.ENABLED ||
    status === constants.compileCacheStatus.ALREADY_ENABLED
  );
}
