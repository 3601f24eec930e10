// Only the actions the signed-in role may take are shown.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import type { Permission } from '@velas/domain/staff/permissions';
import { Button } from '@velas/web-core/ui/Button';
import { Row } from '#/ui/Row.tsx';
import type { PlayerDialog } from './PlayerActionDialog.tsx';

export function PlayerActionButtons({
  may,
  blocked,
  revealed,
  onOpen,
}: {
  may: (permission: Permission) => boolean;
  blocked: boolean;
  /** The identity fields are already shown: nothing left to reveal. */
  revealed: boolean;
  onOpen: (dialog: PlayerDialog) => void;
}) {
  const opens = (dialog: PlayerDialog) => () => {
    onOpen(dialog);
  };
  return (
    <Row>
      {may('players.reveal') && !revealed && (
        <Button type="button" $variant="secondary" onClick={opens('reveal')}>
          {backofficeTexts.reveal}
        </Button>
      )}
      {may('players.block') &&
        (blocked ? (
          <Button type="button" $variant="secondary" onClick={opens('unblock')}>
            {backofficeTexts.unblock}
          </Button>
        ) : (
          <Button type="button" $variant="danger" onClick={opens('block')}>
            {backofficeTexts.block}
          </Button>
        ))}
      {may('players.sign_out') && (
        <Button type="button" $variant="secondary" onClick={opens('sign-out')}>
          {backofficeTexts.signOutEverywhere}
        </Button>
      )}
      {may('players.note') && (
        <Button type="button" $variant="secondary" onClick={opens('note')}>
          {backofficeTexts.addNote}
        </Button>
      )}
    </Row>
  );
}
