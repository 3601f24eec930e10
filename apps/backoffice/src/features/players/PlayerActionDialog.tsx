import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { ActionDialog } from '#/components/ActionDialog.tsx';
import { useAddNoteMutation, usePlayerActionMutation } from './api/playersApi.ts';

export type PlayerDialog = 'reveal' | 'block' | 'unblock' | 'sign-out' | 'note';

const actionTitles = {
  block: backofficeTexts.block,
  unblock: backofficeTexts.unblock,
  'sign-out': backofficeTexts.signOutEverywhere,
} as const;

export function PlayerActionDialog({
  id,
  dialog,
  reveal,
  onDone,
  onClose,
}: {
  id: number;
  dialog: PlayerDialog;
  /** The screen's own reveal, whose answer its facts show. */
  reveal: (reason: string) => Promise<unknown>;
  /** An action other than the reveal went through. */
  onDone: () => void;
  onClose: () => void;
}) {
  const [act] = usePlayerActionMutation();
  const [addNote] = useAddNoteMutation();

  if (dialog === 'reveal')
    return (
      <ActionDialog
        title={backofficeTexts.revealTitle}
        hint={backofficeTexts.revealHint}
        confirmLabel={backofficeTexts.reveal}
        onClose={onClose}
        onConfirm={({ reason }) => reveal(reason)}
      />
    );
  if (dialog === 'note')
    return (
      <ActionDialog
        title={backofficeTexts.addNote}
        reasonLabel={backofficeTexts.note}
        confirmLabel={backofficeTexts.addNote}
        onClose={onClose}
        onConfirm={async ({ reason }) => {
          await addNote({ id, body: reason }).unwrap();
          onDone();
        }}
      />
    );
  return (
    <ActionDialog
      title={actionTitles[dialog]}
      confirmLabel={backofficeTexts.confirm}
      onClose={onClose}
      onConfirm={async ({ reason }) => {
        await act({ id, action: dialog, reason }).unwrap();
        onDone();
      }}
    />
  );
}
