// The route tree (docs/product.md#routes-and-layouts): /admin, /rtl
// (right-to-left) and /auth layouts, every layout and screen loaded lazily, and
// the redirects: root and unknown paths to /auth/login. Declarative routing
// (useRoutes) rather than a data router: the app has no loaders or actions, and
// it keeps react-router's data-router state machine out of the login bundle.
import { messages } from '@velas/domain/messages';
import { LOGIN_PATH, ROUTES, type Layout } from '@velas/domain/routes';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { Loading } from '../ui/Spinner';
import { screens } from './screens';

const AdminLayout = lazy(async () => ({
  default: (await import('../layouts/AdminLayout')).AdminLayout,
}));
const AuthLayout = lazy(async () => ({
  default: (await import('../layouts/AuthLayout')).AuthLayout,
}));

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();
function screenFor(path: string) {
  let screen = lazyScreens.get(path);
  if (!screen) {
    const load = screens[path];
    if (!load) throw new Error(`Rota sem tela: ${path}`);
    screen = lazy(load);
    lazyScreens.set(path, screen);
  }
  const Screen = screen;
  return <Screen />;
}

const toLogin = <Navigate to={LOGIN_PATH} replace />;

function childRoutes(layout: Layout): RouteObject[] {
  return [
    ...ROUTES.filter((route) => route.layout === layout).map((route) => ({
      path: route.path.slice(1),
      element: screenFor(route.path),
    })),
    { path: '*', element: toLogin },
    { index: true, element: toLogin },
  ];
}

export const routes: RouteObject[] = [
  { index: true, element: toLogin },
  {
    path: '/admin',
    element: <AdminLayout prefix="/admin" dir="ltr" />,
    children: childRoutes('admin'),
  },
  {
    path: '/rtl',
    element: <AdminLayout prefix="/rtl" dir="rtl" />,
    children: childRoutes('admin'),
  },
  { path: '/auth', element: <AuthLayout />, children: childRoutes('auth') },
  { path: '*', element: toLogin },
];

export function AppRoutes() {
  const element = useRoutes(routes);
  return <Suspense fallback={<Loading label={messages.loadingInformation} />}>{element}</Suspense>;
}
