// Declarative routing (useRoutes) rather than a data router: the app has no
// loaders or actions, and it keeps the data router out of the login bundle.
import { commonMessages } from '@velas/domain/messages/common';
import {
  LOGIN_PATH,
  MOVED_SIGNED_IN_PATHS,
  ROUTES,
  type Layout,
  type RoutePath,
} from '@velas/domain/routes';
import { preloadable, type Preloadable } from '@velas/web-core/preloadable';
import { Suspense } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { ScreenErrorBoundary } from '../ui/ScreenErrorBoundary.tsx';
import { Loading } from '../ui/Spinner.tsx';
import { screens } from './screens.ts';

const SignedInFrame = preloadable(async () => ({
  default: (await import('./SignedInFrame.tsx')).SignedInFrame,
}));
const AuthLayout = preloadable(async () => ({
  default: (await import('../layouts/AuthLayout.tsx')).AuthLayout,
}));

/** What a route needs loaded to render without suspending (read by preloadRoute). */
interface RouteHandle {
  component: Pick<Preloadable<never>, 'preload'>;
}

const loadableScreens = new Map<RoutePath, Preloadable<object>>();
function screenRoute(path: RoutePath): RouteObject {
  let screen = loadableScreens.get(path);
  if (!screen) {
    screen = preloadable(screens[path]);
    loadableScreens.set(path, screen);
  }
  const Screen = screen;
  const handle: RouteHandle = { component: screen };
  return { path: path.slice(1), element: <Screen />, handle };
}

const toLogin = <Navigate to={LOGIN_PATH} replace />;

/** An old path leads to its screen's new one, under the same layout prefix. */
const movedRoutes = (layout: Layout): RouteObject[] =>
  layout === 'admin'
    ? Object.entries(MOVED_SIGNED_IN_PATHS).map(([from, to]) => ({
        path: from.slice(1),
        element: <Navigate to={`..${to}`} replace />,
      }))
    : [];

function childRoutes(layout: Layout): RouteObject[] {
  return [
    ...ROUTES.filter((route) => route.layout === layout).map((route) => screenRoute(route.path)),
    ...movedRoutes(layout),
    { path: '*', element: toLogin },
    { index: true, element: toLogin },
  ];
}

export const routes: RouteObject[] = [
  { index: true, element: toLogin },
  {
    path: '/admin',
    element: <SignedInFrame prefix="/admin" dir="ltr" />,
    handle: { component: SignedInFrame } satisfies RouteHandle,
    children: childRoutes('admin'),
  },
  {
    path: '/rtl',
    element: <SignedInFrame prefix="/rtl" dir="rtl" />,
    handle: { component: SignedInFrame } satisfies RouteHandle,
    children: childRoutes('admin'),
  },
  {
    path: '/auth',
    element: <AuthLayout />,
    handle: { component: AuthLayout } satisfies RouteHandle,
    children: childRoutes('auth'),
  },
  { path: '*', element: toLogin },
];

/** Layout and screen together, so the first render shows the whole page instead of a spinner. */
export async function preloadRoute(pathname: string): Promise<void> {
  const handles = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.handle === undefined ? [] : [route.handle as RouteHandle],
  );
  await Promise.all(handles.map((handle) => handle.component.preload()));
}

/** Catches a layout that throws or whose chunk does not load, so the app never goes blank. */
export function AppRoutes() {
  const element = useRoutes(routes);
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<Loading label={commonMessages.loadingInformation} />}>
        {element}
      </Suspense>
    </ScreenErrorBoundary>
  );
}
