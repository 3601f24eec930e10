// The route table of docs/product/layout.md#routes-and-layouts. The web app builds its
// router, sidebar, bottom navigation and navbar titles from it.
import { GAME_IDS } from './constants.js';

/**
 * A layout by its address prefix: `admin` is the prefix the spec gives the
 * player's signed-in screens (no administrator's), `auth` the sign-in pages.
 */
export type Layout = 'admin' | 'auth';

export interface RouteEntry<Path extends string = string> {
  /** Path inside the layout, without the layout prefix. */
  path: Path;
  title: string;
  layout: Layout;
  showInBottom: boolean;
  /** Listed in the sidebar's sections (apps/web/src/layouts/navigation.ts). */
  inSidebar: boolean;
}

const signedIn = <Path extends string>(
  path: Path,
  title: string,
  showInBottom = false,
  inSidebar = true,
): RouteEntry<Path> => ({
  path,
  title,
  layout: 'admin',
  showInBottom,
  inSidebar,
});
const auth = <Path extends string>(path: Path, title: string): RouteEntry<Path> => ({
  path,
  title,
  layout: 'auth',
  showInBottom: false,
  inSidebar: false,
});

export const ROUTES = [
  signedIn('/dashboard', 'Minhas operações', true),
  signedIn('/history-aviator', 'Histórico Aviator', true),
  // The spec's title (decisions §9). The screen opens by saying hours show when
  // high rounds came, never when they will (docs/product/aviator-analysis.md#time-estimates).
  signedIn('/horarios', 'Horários Aviator', true),
  signedIn('/games', 'Todos os Jogos'),
  // "Sinais …": the screen draws signals; named after the game alone it read
  // as the game's own hint (docs/product/signals.md#signal-screens).
  signedIn('/mines', 'Sinais Mines'),
  signedIn('/football-studio', 'Sinais Football Studio'),
  signedIn('/bacboo', 'Sinais Bac Bo'),
  signedIn('/deposit', 'Depositar'),
  signedIn('/withdraw', 'Sacar'),
  signedIn('/strategy-lab', 'Laboratório de estratégias'),
  signedIn('/roletas', 'Sinais Roletas'),
  signedIn('/alertas', 'Alertas'),
  signedIn('/compare-houses', 'Comparar casas'),
  signedIn('/jogo-responsavel', 'Jogo responsável'),
  signedIn('/extrato', 'Extrato'),
  signedIn('/minha-conta', 'Minha conta'),
  auth('/login', 'Entrar'),
  auth('/register/:role', 'Cadastro'),
  auth('/presentation', 'Apresentação'),
  auth('/my-links', 'Meus Links'),
  auth('/mentoria', 'Mentoria'),
  auth('/bot-teleco-vip', 'Robô VIP'),
  auth('/esqueci-senha', 'Esqueci minha senha'),
  auth('/redefinir-senha', 'Redefinir senha'),
  auth('/caixa-de-emails', 'Caixa de emails da demonstração'),
  auth('/link-de-acesso', 'Link de acesso'),
  auth('/entrar-com-link', 'Entrar com link'),
] as const satisfies readonly RouteEntry[];

/**
 * The bottom navigation's one-line labels at 360 px (docs/design.md#navigation):
 * each a word of its screen's title, so the tab and the title agree; the full
 * title stays the link's name and tooltip.
 */
export const BOTTOM_NAV_LABELS: Partial<Record<(typeof ROUTES)[number]['path'], string>> = {
  '/dashboard': 'Operações',
  '/history-aviator': 'Histórico',
  '/horarios': 'Horários',
};

/** Every path of the table: what a Record<RoutePath, …> must cover, checked by the compiler. */
export type RoutePath = (typeof ROUTES)[number]['path'];

export const FALLBACK_TITLE = 'Painel';
export const LOGIN_PATH = '/auth/login';
export const HOME_PATH = '/admin/dashboard';
/** Where a reset e-mail's link leads, with ?token= (docs/product/accounts.md#password-change-and-reset). */
export const PASSWORD_RESET_PATH = '/auth/redefinir-senha';
export const FORGOT_PASSWORD_PATH = '/auth/esqueci-senha';
export const DEMO_OUTBOX_PATH = '/auth/caixa-de-emails';
/** Asks for a one-time sign-in link (docs/product/accounts.md#password-change-and-reset). */
export const SIGN_IN_LINK_REQUEST_PATH = '/auth/link-de-acesso';
/** Where a sign-in link's e-mail leads, with ?token=. */
export const SIGN_IN_LINK_PATH = '/auth/entrar-com-link';
export const ACCOUNT_PATH = '/admin/minha-conta';
/**
 * The address parameter that opens Todos os Jogos on one game, already
 * started: `?jogar=<game id>` (docs/product/games.md#games-catalogue); the home's
 * and the menu's "Jogar Aviator" open the crash game this way.
 */
export const PLAY_PARAM = 'jogar';
/** Todos os Jogos opened on a game, under a layout prefix ("/admin" or "/rtl"). */
export const playGamePath = (gameId: number, prefix = '/admin') =>
  `${prefix}/games?${PLAY_PARAM}=${String(gameId)}`;
/** The crash game, opened from the home's and the menu's "Jogar Aviator". */
export const playAviatorPath = (prefix = '/admin') => playGamePath(GAME_IDS.aviator, prefix);
/** Where the money's statement lives (docs/product/wallet.md#statement). */
export const STATEMENT_PATH = '/admin/extrato';

/** Old paths of the signed-in layout and the path each now leads to. */
export const MOVED_SIGNED_IN_PATHS: Readonly<Record<string, RoutePath>> = {
  '/meu-historico': '/extrato',
};

/** Full path of a route under a layout prefix ("/admin", "/rtl" or "/auth"). */
export function fullPath(entry: RouteEntry, prefix = `/${entry.layout}`): string {
  return `${prefix}${entry.path}`;
}

function matches(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/');
  const pathParts = path.replace(/\/+$/, '').split('/');
  return (
    patternParts.length === pathParts.length &&
    patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index])
  );
}

/** Navbar title of a location: the matching route's name, else the fallback. */
export function titleForPath(pathname: string): string {
  const withoutLayout = pathname.replace(/^\/(admin|rtl|auth)(?=\/|$)/, '');
  return ROUTES.find((route) => matches(route.path, withoutLayout))?.title ?? FALLBACK_TITLE;
}
