// The three pause buttons; each asks for confirmation before anything happens.
import { HOUR_MS } from '@velas/domain/calendar';
import type { PauseDuration } from '@velas/domain/protection';
import { Button } from '@velas/web-core/ui/Button';
import styled from 'styled-components';
import type { ProtectionChoice } from './ConfirmProtectionDialog.tsx';

const PAUSES: { duration: PauseDuration; label: string; ms: number }[] = [
  { duration: '24h', label: 'Pausar 24 horas', ms: 24 * HOUR_MS },
  { duration: '7d', label: 'Pausar 7 dias', ms: 7 * 24 * HOUR_MS },
  { duration: '30d', label: 'Pausar 30 dias', ms: 30 * 24 * HOUR_MS },
];

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export function PauseButtons({ onAsk }: { onAsk: (choice: ProtectionChoice) => void }) {
  return (
    <Actions>
      {PAUSES.map((option) => (
        <Button
          key={option.duration}
          type="button"
          $variant="secondary"
          onClick={() => {
            onAsk({ kind: 'pause', duration: option.duration, ms: option.ms });
          }}
        >
          {option.label}
        </Button>
      ))}
    </Actions>
  );
}
