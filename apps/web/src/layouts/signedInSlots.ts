import type { ComponentType, ReactNode } from 'react';

/**
 * What the shell holds but features draw: src/app hands them in, as only it
 * composes features (docs/architecture.md#web-layers).
 */
export interface SignedInSlots {
  /** After the footer: the watch that ends the session when protection says so. */
  protectionWatch: ReactNode;
  /** After the bottom nav: what follows the player's alerts on every screen. */
  alertsListener: ReactNode;
  /** Under the balance: the session's time (and today's money when `withToday`). */
  SessionClock: ComponentType<{ withToday: boolean }>;
  /** The account menu's Pix rápido: the deposit modal. */
  QuickPixDialog: ComponentType<{ open: boolean; onClose: () => void }>;
}
