// Whoever proposed it cannot approve it, and says so in its place.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Button } from '@velas/web-core/ui/Button';
import { Row } from '../ui/Row.tsx';

export type Decision = 'approve' | 'reject';

interface DecisionButtonsProps {
  /** The proposal is this staff member's own: no approve button. */
  own: boolean;
  /** Whether the reject button shows (by default it does). */
  mayReject?: boolean;
  /** Each button's accessible name, naming the proposal (`Aprovar proposta #3`). */
  nameOf: (decision: Decision) => string;
  onDecide: (decision: Decision) => void;
}

export function DecisionButtons({ own, mayReject = true, nameOf, onDecide }: DecisionButtonsProps) {
  return (
    <Row>
      {own ? (
        <small>{backofficeTexts.ownProposal}</small>
      ) : (
        <Button
          type="button"
          aria-label={nameOf('approve')}
          onClick={() => {
            onDecide('approve');
          }}
        >
          {backofficeTexts.approve}
        </Button>
      )}
      {mayReject && (
        <Button
          type="button"
          $variant="secondary"
          aria-label={nameOf('reject')}
          onClick={() => {
            onDecide('reject');
          }}
        >
          {backofficeTexts.reject}
        </Button>
      )}
    </Row>
  );
}
