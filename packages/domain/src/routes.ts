// The web app builds its router, sidebar, bottom navigation and titles from this table.
import { GAME_IDS } from './constants.js';

/** `admin` is the spec's prefix for the player's signed-in screens (no administrator's). */
export type Layout = 'admin' | 'auth';

export interface RouteEntry<Path extends string = string> {
  path: Path;
  title: string;
  layout: Layout;
  showInBottom: boolean;
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
  // The screen says hours show when high rounds came, never when they will.
  signedIn('/horarios', 'Horários Aviator', true),
  signedIn('/games', 'Todos os Jogos'),
  // Named after the game alone it read as the game's own hint.
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
  auth('/caixa-de-emails', 'Caixa de e-mails da demonstração'),
  auth('/link-de-acesso', 'Link de acesso'),
  auth('/entrar-com-link', 'Entrar com link'),
] as const satisfies readonly RouteEntry[];

/** One word of each screen's title, so the tab and the title agree at 360 px. */
export const BOTTOM_NAV_LABELS: Partial<Record<(typeof ROUTES)[number]['path'], string>> = {
  '/dashboard': 'Operações',
  '/history-aviator': 'Histórico',
  '/horarios': 'Horários',
};

export type RoutePath = (typeof ROUTES)[number]['path'];

export const FALLBACK_TITLE = 'Painel';
export const LOGIN_PATH = '/auth/login';
export const HOME_PATH = '/admin/dashboard';
export const PASSWORD_RESET_PATH = '/auth/redefinir-senha';
export const FORGOT_PASSWORD_PATH = '/auth/esqueci-senha';
export const DEMO_OUTBOX_PATH = '/auth/caixa-de-emails';
export const SIGN_IN_LINK_REQUEST_PATH = '/auth/link-de-acesso';
export const SIGN_IN_LINK_PATH = '/auth/entrar-com-link';
export const ACCOUNT_PATH = '/admin/minha-conta';
export const PLAY_PARAM = 'jogar';
export const playGamePath = (gameId: number, prefix = '/admin') =>
  `${prefix}/games?${PLAY_PARAM}=${String(gameId)}`;
export const playAviatorPath = (prefix = '/admin') => playGamePath(GAME_IDS.aviator, prefix);
export const STATEMENT_PATH = '/admin/extrato';

export const MOVED_SIGNED_IN_PATHS: Readonly<Record<string, RoutePath>> = {
  '/meu-historico': '/extrato',
};

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

export function titleForPath(pathname: string): string {
  const withoutLayout = pathname.replace(/^\/(admin|rtl|auth)(?=\/|$)/, '');
  return ROUTES.find((route) => matches(route.path, withoutLayout))?.title ?? FALLBACK_TITLE;
}
