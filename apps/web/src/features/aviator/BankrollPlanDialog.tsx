// The 30-day plan table, led by the expected balance, with each day's goal and
// loss limit; under it, the expected value and the compounding goal in small print.
import {
  BANKROLL_PROFILES,
  STOP_LOSS_TIMES_GOAL,
  type BankrollProfile,
  type BankrollRow,
} from '@velas/domain/bankroll';
import { formatDatePtBr } from '@velas/domain/calendar';
import { formatCents } from '@velas/domain/money';
import { Dialog } from '@velas/web-core/ui/Dialog';
import { aviatorCopy } from './copy.ts';
import { DataTable } from './DataTable.tsx';
import { PlanSummary } from './PlanSummary.tsx';

interface BankrollPlanDialogProps {
  open: boolean;
  plan: BankrollRow[];
  profile: BankrollProfile;
  onClose: () => void;
}

export function BankrollPlanDialog({ open, plan, profile, onClose }: BankrollPlanDialogProps) {
  return (
    <Dialog open={open} title={aviatorCopy.planTitle} onClose={onClose} wide>
      <DataTable
        caption={aviatorCopy.planCaption}
        columns={aviatorCopy.planColumns(
          BANKROLL_PROFILES[profile],
          BANKROLL_PROFILES[profile] * STOP_LOSS_TIMES_GOAL,
        )}
        rows={plan.map((row) => ({
          key: row.date,
          cells: [
            formatDatePtBr(row.date),
            formatCents(row.expectedBalance),
            formatCents(row.goal),
            formatCents(row.stopLoss),
          ],
        }))}
      />
      <PlanSummary plan={plan} profile={profile} />
    </Dialog>
  );
}
