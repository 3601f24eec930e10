// Sidebar and bottom-navigation entries, derived from the domain route table.
import { ROUTES, SIGN_IN_PATHS, fullPath, type RouteEntry } from '@velas/domain/routes';

export interface NavItem {
  to: string;
  title: string;
}

const toItem =
  (prefix: string) =>
  (route: RouteEntry): NavItem => ({
    to: fullPath(route, prefix),
    title: route.title,
  });

export function sidebarItems(prefix: string): NavItem[] {
  return ROUTES.filter((route) => route.layout === 'admin' && route.inSidebar).map(toItem(prefix));
}

export function bottomItems(prefix: string): NavItem[] {
  return ROUTES.filter((route) => route.showInBottom).map(toItem(prefix));
}

/** The sales pages, reachable from the sidebar and the footer. */
export const salesItems: NavItem[] = ROUTES.filter(
  (route) => route.layout === 'auth' && !SIGN_IN_PATHS.includes(route.path),
).map(toItem('/auth'));
