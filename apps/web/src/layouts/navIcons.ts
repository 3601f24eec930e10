// One icon per destination (docs/design.md), kept apart from navigation.ts so the
// footer of the sign-in pages does not pull the drawer's icons along.
import {
  Bot,
  ChartColumnBig,
  Clock3,
  Dices,
  Gamepad2,
  GraduationCap,
  HandCoins,
  House,
  Link,
  Presentation,
  Bomb,
  Trophy,
  Wallet,
  CircleDot,
  FlaskConical,
  Bell,
  Scale,
  ShieldCheck,
  ReceiptText,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import type { NavPath } from './navigation.ts';

const byPath: Record<NavPath, LucideIcon> = {
  '/dashboard': House,
  '/history-aviator': ChartColumnBig,
  '/horarios': Clock3,
  '/games': Gamepad2,
  '/mines': Bomb,
  '/football-studio': Trophy,
  '/bacboo': Dices,
  '/deposit': Wallet,
  '/withdraw': HandCoins,
  '/roletas': CircleDot,
  '/presentation': Presentation,
  '/my-links': Link,
  '/mentoria': GraduationCap,
  '/bot-teleco-vip': Bot,
  '/strategy-lab': FlaskConical,
  '/alertas': Bell,
  '/compare-houses': Scale,
  '/jogo-responsavel': ShieldCheck,
  '/extrato': ReceiptText,
  '/minha-conta': UserCog,
};

const isNavPath = (path: string): path is NavPath => Object.hasOwn(byPath, path);

/** The icon of a full path ("/admin/horarios", "/auth/mentoria"). */
export function iconForPath(to: string): LucideIcon {
  const path = to.replace(/^\/(admin|rtl|auth)/, '');
  if (!isNavPath(path)) throw new Error(`missing icon for ${to}`);
  return byPath[path];
}
