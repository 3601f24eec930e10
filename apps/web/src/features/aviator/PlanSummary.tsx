// The plan's compounding goal beside the line it hides (decisions §1): what
// staking each day's goal at the game's 97% RTP leaves on average.
import type { BankrollRow } from '@velas/domain/bankroll';
import { CRASH_RTP_PERCENT } from '@velas/domain/constants';
import { formatCents } from '@velas/domain/money';
import styled from 'styled-components';

const Summary = styled.div`
  margin-top: 12px;
  p {
    margin: 4px 0;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function PlanSummary({ plan }: { plan: readonly BankrollRow[] }) {
  const last = plan.at(-1);
  if (!last) return null;
  return (
    <Summary>
      <p>
        Meta do plano ao fim de 30 dias: <strong>{formatCents(last.saldoFinal)}</strong>
      </p>
      <p>
        Valor esperado com RTP de {CRASH_RTP_PERCENT}%:{' '}
        <strong>{formatCents(last.expectedBalance)}</strong>
      </p>
      <small>
        Em média o jogo devolve {CRASH_RTP_PERCENT}% de cada aposta; apostar a meta de cada dia leva
        ao valor esperado, não à meta.
      </small>
    </Summary>
  );
}
