// A lazy component that renders at once when its module is already loaded
// (React.lazy would suspend and flash its fallback over a prerendered page),
// and forgets a failed import so a retry asks again (docs/operations/logs.md#client-errors).
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
