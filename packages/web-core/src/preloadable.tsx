// React.lazy suspends on its first render even when the module has already
// arrived, so the app's first commit would be the Suspense fallback and the
// prerendered page would flash a spinner and shift. A preloadable component
// renders the module directly once it is loaded (the web's main.tsx loads the
// current route's modules before the first render) and falls back to lazy
// otherwise.
//
// A failed import (a network blip on the way to a screen's chunk) is not
// kept: React.lazy and a cached promise would both hold the rejection until
// the page is reloaded. The next preload, and the next mount (the error
// boundary's "Tentar de novo", the next navigation), ask for the chunk again
// (docs/operations.md#client-errors).
import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the module (once, until it fails); resolves when it can render without suspending. */
  preload: () => Promise<unknown>;
}

export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        Lazy = lazy(preload);
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
