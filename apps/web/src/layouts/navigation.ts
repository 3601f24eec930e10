// Sidebar and bottom-navigation entries, derived from the domain route table.
import {
  BOTTOM_NAV_LABELS,
  ROUTES,
  fullPath,
  type RouteEntry,
  type RoutePath,
} from '@velas/domain/routes';

export interface NavItem {
  to: string;
  title: string;
  /** A shorter label where room is short (the bottom navigation); the title otherwise. */
  label: string;
}

const toItem =
  (prefix: string) =>
  (route: RouteEntry): NavItem => ({
    to: fullPath(route, prefix),
    title: route.title,
    label: BOTTOM_NAV_LABELS[route.path as RoutePath] ?? route.title,
  });

export function sidebarItems(prefix: string): NavItem[] {
  return ROUTES.filter((route) => route.layout === 'admin' && route.inSidebar).map(toItem(prefix));
}

export function bottomItems(prefix: string): NavItem[] {
  return ROUTES.filter((route) => route.showInBottom).map(toItem(prefix));
}

/**
 * The doors of the sign-in pages: reached from the login form (or a reset or
 * sign-in e-mail's link), listed in no menu.
 */
const doors = [
  '/login',
  '/register/:role',
  '/esqueci-senha',
  '/redefinir-senha',
  '/caixa-de-emails',
  '/link-de-acesso',
  '/entrar-com-link',
] as const satisfies readonly RoutePath[];

/** A path some menu lists (each has an icon in navIcons.ts). */
export type NavPath = Exclude<RoutePath, (typeof doors)[number]>;

const isDoor = (path: RoutePath) => (doors as readonly RoutePath[]).includes(path);

/** The sales pages, reachable from the sidebar and the footer. */
export const salesItems: NavItem[] = ROUTES.filter(
  (route) => route.layout === 'auth' && !isDoor(route.path),
).map(toItem('/auth'));
