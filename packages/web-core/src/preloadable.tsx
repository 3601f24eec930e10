// React.lazy would suspend and flash its fallback over a prerendered page; a
// failed import is forgotten so a retry asks again. An import that neither
// arrives nor fails (Chromium can drop a module request and never settle the
// import waiting on it) counts as failed after a while, so the screen's error
// path (a reload) runs instead of a spinner that stays for good
// (docs/operations/logs.md#client-errors).
import { lazy, useState, type ComponentType } from 'react';

/** Long enough for a screen's chunks on a slow phone connection. */
export const MODULE_STALL_MS = 20_000;

/** An import still pending after MODULE_STALL_MS. */
export class ModuleStalled extends Error {
  constructor() {
    super(`Importing a module script failed: nothing arrived in ${String(MODULE_STALL_MS)} ms`);
    this.name = 'ModuleStalled';
  }
}

export interface Preloadable<P extends object> {
  (props: P): React.JSX.Element;
  preload: () => Promise<unknown>;
}

function withinStallTime<T>(loading: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new ModuleStalled());
    }, MODULE_STALL_MS);
  });
  return Promise.race([loading, stalled]).finally(() => {
    clearTimeout(timer);
  });
}

export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= withinStallTime(load()).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A stalled import is not asked again in this page: the browser would
        // wait on the same dropped request, and a screen that has not mounted
        // yet would take the fresh import and spin again. It stays failed, so
        // the error boundary shows and loads the page again.
        if (!(error instanceof ModuleStalled)) {
          pending = undefined;
          Lazy = lazy(preload);
        }
        throw error;
      },
    ));
  let Lazy = lazy(preload);
  function PreloadableComponent(props: P) {
    // Chosen once per mount: switching from Lazy to the module would remount the subtree.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
