import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Card } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { QueryView } from '#/ui/QueryView.tsx';
import { GameMoneyCard } from './GameMoneyCard.tsx';
import { PayoutsCard } from './PayoutsCard.tsx';
import { PixCard } from './PixCard.tsx';
import { useReconciliation } from './useReconciliation.ts';
import { Verdict } from './Verdict.tsx';

export function ReconciliationScreen() {
  const { date, setDate, report } = useReconciliation();
  return (
    <>
      <h1>{backofficeTexts.reconciliationTitle}</h1>
      <Card>
        <Field label={backofficeTexts.day} type="date" value={date} onValueChange={setDate} />
      </Card>
      <QueryView query={report}>
        {(data) => (
          <>
            <Verdict balanced={data.balanced} />
            <PixCard pix={data.pix} />
            <PayoutsCard payouts={data.payouts} />
            <GameMoneyCard game={data.gameMoney} />
          </>
        )}
      </QueryView>
    </>
  );
}
