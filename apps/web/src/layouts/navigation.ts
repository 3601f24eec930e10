// Sidebar and bottom-navigation entries, derived from the domain route table.
import {
  BOTTOM_NAV_LABELS,
  ROUTES,
  fullPath,
  playAviatorPath,
  type RouteEntry,
  type RoutePath,
} from '@velas/domain/routes';

export interface NavItem {
  to: string;
  title: string;
  /** A shorter label where room is short (the bottom navigation); the title otherwise. */
  label: string;
  /** Opens the crash game in Todos os Jogos rather than the catalogue. */
  play?: true;
  /** The route's path without a layout prefix, for a screen listed only when it has a use here. */
  path?: string;
}

const toItem =
  (prefix: string) =>
  (route: RouteEntry): NavItem => ({
    to: fullPath(route, prefix),
    path: route.path,
    title: route.title,
    label: BOTTOM_NAV_LABELS[route.path as RoutePath] ?? route.title,
  });

/** The sidebar's sections, named in copy.ts (layoutsCopy.sections). */
export type MenuSectionId = 'play' | 'draws' | 'statistics' | 'money' | 'account';

/**
 * The sidebar's short labelled sections:
 * playing first, then the draws, the statistics, the money and the account.
 * `null` is the one-tap game; every signed-in route of the table sits in one
 * section, which Sidebar.test.tsx checks. No words here: this module is in
 * the sign-in pages' bundle too (the footer's sales links), the drawer's
 * texts are not.
 */
const MENU_SECTIONS: readonly { id: MenuSectionId; paths: readonly (RoutePath | null)[] }[] = [
  { id: 'play', paths: ['/dashboard', null, '/games'] },
  { id: 'draws', paths: ['/mines', '/football-studio', '/bacboo', '/roletas'] },
  {
    id: 'statistics',
    paths: ['/history-aviator', '/horarios', '/compare-houses', '/alertas', '/strategy-lab'],
  },
  { id: 'money', paths: ['/deposit', '/withdraw', '/extrato'] },
  { id: 'account', paths: ['/minha-conta', '/jogo-responsavel'] },
];

export interface NavSection {
  id: MenuSectionId;
  items: NavItem[];
}

/** The sidebar's sections with their links under a layout prefix; `playTitle` names the game's link. */
export function menuSections(prefix: string, playTitle: string): NavSection[] {
  const entry = (path: RoutePath): NavItem => {
    const route = ROUTES.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`missing route ${path}`);
    return toItem(prefix)(route);
  };
  const play: NavItem = {
    to: playAviatorPath(prefix),
    title: playTitle,
    label: playTitle,
    play: true,
  };
  return MENU_SECTIONS.map((section) => ({
    id: section.id,
    items: section.paths.map((path) => (path === null ? play : entry(path))),
  }));
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
