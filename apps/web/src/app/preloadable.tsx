// React.lazy suspends on its first render even when the module has already
// arrived, so the app's first commit would be the Suspense fallback and the
// prerendered page would flash a spinner and shift. A preloadable component
// renders the module directly once it is loaded (main.tsx loads the current
// route's modules before the first render) and falls back to lazy otherwise.
import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the module (once); resolves when it can render without suspending. */
  preload: () => Promise<unknown>;
}

export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function PreloadableComponent(props: P) {
    // Chosen once per mount: switching from Lazy to the module would remount the subtree.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
