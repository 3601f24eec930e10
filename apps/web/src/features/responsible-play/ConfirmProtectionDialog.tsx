// The sheet that confirms a pause or a self-exclusion, saying when it ends.
import { addMonthsInstant } from '@velas/domain/calendar';
import { formatDateAndTime, type PauseDuration } from '@velas/domain/protection';
import { Button } from '@velas/web-core/ui/Button';
import { Dialog } from '@velas/web-core/ui/Dialog';
import styled from 'styled-components';
import { responsiblePlayCopy } from './copy.ts';

/** What the confirmation sheet is about to do. */
export type ProtectionChoice =
  | { kind: 'pause'; duration: PauseDuration; ms: number }
  | { kind: 'exclusion'; months: number | null };

function endSentence(choice: ProtectionChoice, now: number): string {
  if (choice.kind === 'pause')
    return responsiblePlayCopy.pauseEnds(formatDateAndTime(now + choice.ms));
  if (choice.months === null) return responsiblePlayCopy.selfExclusionWithoutEnd;
  return responsiblePlayCopy.selfExclusionEnds(
    formatDateAndTime(addMonthsInstant(now, choice.months)),
  );
}

/* The sheet's two answers side by side, of equal weight (docs/design.md#clarity). */
const Answers = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;

interface ConfirmProtectionDialogProps {
  choice: ProtectionChoice;
  /** The instant the sheet's dates count from. */
  now: number;
  onCancel: () => void;
  onConfirm: (choice: ProtectionChoice) => void;
}

export function ConfirmProtectionDialog({
  choice,
  now,
  onCancel,
  onConfirm,
}: ConfirmProtectionDialogProps) {
  return (
    <Dialog
      open
      title={
        choice.kind === 'pause'
          ? responsiblePlayCopy.confirmPause
          : responsiblePlayCopy.confirmSelfExclusion
      }
      onClose={onCancel}
    >
      <p>{endSentence(choice, now)}</p>
      <Answers>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {responsiblePlayCopy.cancel}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            onConfirm(choice);
          }}
        >
          {choice.kind === 'pause' ? responsiblePlayCopy.pause : responsiblePlayCopy.selfExclude}
        </Button>
      </Answers>
    </Dialog>
  );
}
