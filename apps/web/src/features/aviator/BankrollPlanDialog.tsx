// The 30-day plan table and, under it, the line a compounding goal hides: what
// staking each day's goal at the game's 97% RTP leaves on average (decisions §1).
import type { BankrollRow } from '@velas/domain/bankroll';
import { formatDatePtBr } from '@velas/domain/calendar';
import { CRASH_RTP_PERCENT } from '@velas/domain/constants';
import { formatCents } from '@velas/domain/money';
import styled from 'styled-components';
import { Dialog } from '../../ui/Dialog';
import { DataTable } from './DataTable';

const Summary = styled.div`
  margin-top: 12px;
  p {
    margin: 4px 0;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface BankrollPlanDialogProps {
  open: boolean;
  plan: BankrollRow[];
  onClose: () => void;
}

export function BankrollPlanDialog({ open, plan, onClose }: BankrollPlanDialogProps) {
  const last = plan.at(-1);
  return (
    <Dialog open={open} title="Plano de 30 dias" onClose={onClose} wide>
      <DataTable
        caption="Plano de gerenciamento de banca"
        columns={['Data', 'Saldo atual', 'Meta', 'Stop loss', 'Saldo final', 'Valor esperado']}
        rows={plan.map((row) => ({
          key: row.date,
          cells: [
            formatDatePtBr(row.date),
            formatCents(row.saldoAtual),
            formatCents(row.meta),
            formatCents(row.stopLoss),
            formatCents(row.saldoFinal),
            formatCents(row.expectedBalance),
          ],
        }))}
      />
      {last && (
        <Summary>
          <p>
            Meta do plano ao fim de 30 dias: <strong>{formatCents(last.saldoFinal)}</strong>
          </p>
          <p>
            Valor esperado com RTP de {CRASH_RTP_PERCENT}%:{' '}
            <strong>{formatCents(last.expectedBalance)}</strong>
          </p>
          <small>
            Em média o jogo devolve {CRASH_RTP_PERCENT}% de cada aposta; apostar a meta de cada dia
            leva ao valor esperado, não à meta.
          </small>
        </Summary>
      )}
    </Dialog>
  );
}
