// What staking each day's goal at the game's 97% RTP leaves on average, first
// and large, with the plan's compounding goal beside it (docs/product.md#bankroll-plan).
import type { BankrollRow } from '@velas/domain/bankroll';
import { CRASH_RTP_PERCENT } from '@velas/domain/constants';
import { formatCents } from '@velas/domain/money';
import styled from 'styled-components';

const Summary = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.sm};
  }
`;

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Figure = styled.p<{ $lead?: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $lead }) => ($lead ? theme.colors.tint : 'transparent')};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme, $lead }) => ($lead ? theme.type.xl : theme.type.lg)};
    font-variant-numeric: tabular-nums;
  }
`;

export function PlanSummary({ plan }: { plan: readonly BankrollRow[] }) {
  const last = plan.at(-1);
  if (!last) return null;
  return (
    <Summary>
      <Figures>
        <Figure $lead>
          Valor esperado com RTP de {CRASH_RTP_PERCENT}%:{' '}
          <strong>{formatCents(last.expectedBalance)}</strong>
        </Figure>
        <Figure>
          Meta do plano ao fim de 30 dias: <strong>{formatCents(last.saldoFinal)}</strong>
        </Figure>
      </Figures>
      <small>
        Em média o jogo devolve {CRASH_RTP_PERCENT}% de cada aposta; apostar a meta de cada dia leva
        ao valor esperado, não à meta.
      </small>
    </Summary>
  );
}
