// The 30-day plan table with, under it, the plan's goal beside its expected value.
import type { BankrollRow } from '@velas/domain/bankroll';
import { formatDatePtBr } from '@velas/domain/calendar';
import { formatCents } from '@velas/domain/money';
import { Dialog } from '@velas/web-core/ui/Dialog';
import { aviatorCopy } from './copy.ts';
import { DataTable } from './DataTable.tsx';
import { PlanSummary } from './PlanSummary.tsx';

interface BankrollPlanDialogProps {
  open: boolean;
  plan: BankrollRow[];
  onClose: () => void;
}

export function BankrollPlanDialog({ open, plan, onClose }: BankrollPlanDialogProps) {
  return (
    <Dialog open={open} title={aviatorCopy.planTitle} onClose={onClose} wide>
      <DataTable
        caption={aviatorCopy.planCaption}
        columns={aviatorCopy.planColumns}
        rows={plan.map((row) => ({
          key: row.date,
          cells: [
            formatDatePtBr(row.date),
            formatCents(row.openingBalance),
            formatCents(row.goal),
            formatCents(row.stopLoss),
            formatCents(row.closingBalance),
            formatCents(row.expectedBalance),
          ],
        }))}
      />
      <PlanSummary plan={plan} />
    </Dialog>
  );
}
