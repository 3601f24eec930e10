// Sidebar and bottom-navigation entries, derived from the domain route table.
import { ROUTES, fullPath, type RouteEntry } from '@velas/domain/routes';
import type { IconName } from '../ui/Icon';

const icons: Partial<Record<string, IconName>> = {
  '/dashboard': 'home',
  '/history-aviator': 'chart',
  '/horarios': 'clock',
  '/games': 'games',
  '/deposit': 'wallet',
  '/withdraw': 'wallet',
  '/compare-houses': 'chart',
  '/alertas': 'clock',
};

export interface NavItem {
  to: string;
  title: string;
  icon: IconName;
}

const toItem =
  (prefix: string) =>
  (route: RouteEntry): NavItem => ({
    to: fullPath(route, prefix),
    title: route.title,
    icon: icons[route.path] ?? 'star',
  });

export function sidebarItems(prefix: string): NavItem[] {
  return ROUTES.filter((route) => route.layout === 'admin' && route.inSidebar).map(toItem(prefix));
}

export function bottomItems(prefix: string): NavItem[] {
  return ROUTES.filter((route) => route.showInBottom).map(toItem(prefix));
}

/** The sales pages, reachable from the sidebar and the footer. */
export const salesItems: NavItem[] = ROUTES.filter(
  (route) => route.layout === 'auth' && !['/login', '/register/:role'].includes(route.path),
).map(toItem('/auth'));
