// A 403 that comes anyway shows the api's text.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Alert } from '@velas/web-core/ui/Alert';
import { Card } from '@velas/web-core/ui/Card';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useStaffMay } from '#/core/useStaffMay.ts';
import { FailureNotice } from '#/ui/FailureNotice.tsx';
import { usePlayerQuery, useRevealPlayerMutation } from './api/playersApi.ts';
import { PlayerActionButtons } from './PlayerActionButtons.tsx';
import { PlayerActionDialog, type PlayerDialog } from './PlayerActionDialog.tsx';
import { PlayerFacts } from './PlayerFacts.tsx';
import { PlayerSections } from './PlayerSections.tsx';

export function PlayerViewScreen() {
  const id = Number(useParams().id);
  const may = useStaffMay();
  const view = usePlayerQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  const [reveal, revealed] = useRevealPlayerMutation();
  const [open, setOpen] = useState<PlayerDialog | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (view.isError) return <FailureNotice error={view.error} />;
  if (!view.data) return <p role="status">{backofficeTexts.loading}</p>;
  const { player } = view.data;
  const blocked = view.data.accountBlocks.some((block) => block.liftedAt === null);

  return (
    <>
      <h1>
        {player.name} <small>#{player.id}</small>
      </h1>
      {done && <Alert tone="success">{done}</Alert>}
      <Card aria-label={player.email}>
        <PlayerFacts view={view.data} blocked={blocked} revealed={revealed.data} />
        <PlayerActionButtons
          may={may}
          blocked={blocked}
          revealed={revealed.data !== undefined}
          onOpen={setOpen}
        />
      </Card>
      <PlayerSections view={view.data} />
      {open && (
        <PlayerActionDialog
          id={id}
          dialog={open}
          reveal={(reason) => reveal({ id, reason }).unwrap()}
          onDone={() => {
            setDone(backofficeTexts.done);
          }}
          onClose={() => {
            setOpen(null);
          }}
        />
      )}
    </>
  );
}
