import type { Permission } from '@velas/domain/staff/permissions';
import type { ReactNode } from 'react';

/** The dialog an action opens: its title, the request, and whether it moves money. */
export interface PendingAction {
  title: string;
  url: string;
  body: (reason: string) => Record<string, unknown>;
  totp: boolean;
  reasonLabel?: string;
}

export interface QueueCardProps {
  may: (permission: Permission) => boolean;
  open: (action: PendingAction) => void;
}

/** One button of an item: its text, the accessible name that names the item, the dialog it opens. */
export interface ItemAction {
  label: string;
  name: string;
  /** An outlined button beside the item's main action. */
  ghost?: boolean;
  pending: PendingAction;
}

interface ItemCells {
  player: ReactNode;
  amount: ReactNode;
  state: ReactNode;
}

interface QueueAnswer<Data> {
  data?: Data;
  isError: boolean;
  error?: unknown;
}

/** A queue, as the one QueueCard draws it: a table oldest first, and the actions that close an item. */
export interface Queue<Data, Item extends { ageSeconds: number }> {
  title: string;
  useQuery: () => QueueAnswer<Data>;
  /** The answer's items in the order the queue is read. */
  items: (data: Data) => readonly Item[];
  /** False where another card shows the same call's failure. */
  showsFailure?: boolean;
  key: (item: Item) => string | number;
  cells: (item: Item) => ItemCells;
  /** Who may act on an item; anyone who sees the queue when omitted. */
  permission?: Permission;
  actions: (item: Item) => ItemAction[];
}

export const queue = <Data, Item extends { ageSeconds: number }>(
  config: Queue<Data, Item>,
): Queue<Data, Item> => config;
