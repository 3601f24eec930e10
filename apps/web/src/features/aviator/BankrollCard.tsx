// The result comes under the button that asked for it, brought into view, so
// a phone shows the answer where the thumb is.
import { walletMessages } from '@velas/domain/messages/wallet';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { memo, useState } from 'react';
import styled from 'styled-components';
import { MoneyField } from '#/ui/MoneyField.tsx';
import { TextWithTerms } from '#/ui/Term.tsx';
import { BankrollPlanDialog } from './BankrollPlanDialog.tsx';
import { BankrollProfileSelect } from './BankrollProfileSelect.tsx';
import { aviatorCopy } from './copy.ts';
import { PlanSummary } from './PlanSummary.tsx';
import { useBankrollPlan } from './useBankrollPlan.ts';

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

const Result = styled.div`
  scroll-margin-bottom: calc(
    ${({ theme }) => theme.bars.bottom} + ${({ theme }) => theme.space(2)}
  );
`;

export const BankrollCard = memo(function BankrollCard() {
  const {
    startText,
    setStartText,
    profile,
    setProfile,
    plan,
    planProfile,
    invalid,
    calculate,
    result,
  } = useBankrollPlan();
  const [detailsOpen, setDetailsOpen] = useState(false);
  return (
    <Card>
      <CardTitle>{aviatorCopy.bankrollTitle}</CardTitle>
      <Muted>
        <TextWithTerms text={aviatorCopy.bankrollLead} terms={['banca']} />
      </Muted>
      <form onSubmit={calculate} noValidate>
        <MoneyField
          label={aviatorCopy.startingBankrollLabel}
          value={startText}
          onValueChange={setStartText}
        />
        <BankrollProfileSelect value={profile} onChoose={setProfile} />
        {invalid && <Alert>{walletMessages.invalidBalance}</Alert>}
        <Actions>
          <Button type="submit">{aviatorCopy.calculate}</Button>
          {plan && (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setDetailsOpen(true);
              }}
            >
              {aviatorCopy.details}
            </Button>
          )}
        </Actions>
      </form>
      {plan && (
        <Result ref={result}>
          <PlanSummary plan={plan} profile={planProfile} />
        </Result>
      )}
      {plan && (
        <BankrollPlanDialog
          open={detailsOpen}
          plan={plan}
          profile={planProfile}
          onClose={() => {
            setDetailsOpen(false);
          }}
        />
      )}
    </Card>
  );
});
