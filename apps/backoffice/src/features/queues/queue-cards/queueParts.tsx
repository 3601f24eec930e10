// What every queue card shares: the table's columns, the player link, the
// failure notice, and the action a button asks the screen's dialog to confirm.
import type { Permission } from '@velas/domain/backoffice/permissions';
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { failureText } from '@velas/web-core/api-failure';
import { Link } from 'react-router';
import { Notice } from '../../../ui/Card';

/** The dialog an action opens: its title, the request, and whether it moves money. */
export interface PendingAction {
  title: string;
  url: string;
  body: (reason: string) => Record<string, unknown>;
  totp: boolean;
  reasonLabel?: string;
}

/** What the screen hands each queue card. */
export interface QueueCardProps {
  may: (permission: Permission) => boolean;
  open: (action: PendingAction) => void;
}

export const queueHead = [t.age, t.player, t.amount, t.state, t.actions];

export function PlayerLink({ id }: { id: number | null }) {
  return id === null ? <>—</> : <Link to={`/jogadores/${id}`}>#{id}</Link>;
}

export function Failure({ error }: { error: unknown }) {
  return (
    <Notice role="alert" $tone="error">
      {failureText(error)}
    </Notice>
  );
}
