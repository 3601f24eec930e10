// The router tree (spec §2): /admin, /rtl (right-to-left) and /auth layouts,
// every screen and layout loaded lazily, and the redirects: root and unknown
// paths to /auth/login.
import { messages } from '@velas/domain/messages';
import { LOGIN_PATH, ROUTES, type Layout } from '@velas/domain/routes';
import { Navigate, type RouteObject } from 'react-router';
import { Loading } from '../ui/Spinner';
import { screens } from './screens';

function loadScreen(path: string) {
  const load = screens[path];
  if (!load) throw new Error(`Rota sem tela: ${path}`);
  return load();
}

const toLogin = <Navigate to={LOGIN_PATH} replace />;

function childRoutes(layout: Layout): RouteObject[] {
  return [
    ...ROUTES.filter((route) => route.layout === layout).map((route) => ({
      path: route.path.slice(1),
      lazy: async () => ({ Component: (await loadScreen(route.path)).default }),
    })),
    { path: '*', element: toLogin },
    { index: true, element: toLogin },
  ];
}

function adminLayout(prefix: '/admin' | '/rtl'): RouteObject {
  return {
    path: prefix,
    lazy: async () => {
      const { AdminLayout } = await import('../layouts/AdminLayout');
      return { element: <AdminLayout prefix={prefix} dir={prefix === '/rtl' ? 'rtl' : 'ltr'} /> };
    },
    children: childRoutes('admin'),
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: () => <Loading label={messages.loadingInformation} />,
    children: [
      { index: true, element: toLogin },
      adminLayout('/admin'),
      adminLayout('/rtl'),
      {
        path: '/auth',
        lazy: async () => ({ Component: (await import('../layouts/AuthLayout')).AuthLayout }),
        children: childRoutes('auth'),
      },
      { path: '*', element: toLogin },
    ],
  },
];
