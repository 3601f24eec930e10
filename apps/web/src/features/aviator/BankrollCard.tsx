// Bankroll calculator (docs/product/aviator-analysis.md#bankroll-plan): start bank and profile, Calcular, then
// the expected value as the headline and Detalhes with the 30-day plan. The
// result comes under the button that asked for it, brought into view, so a
// phone shows the answer where the thumb is.
import {
  BANKROLL_PROFILES,
  STOP_LOSS_TIMES_GOAL,
  DEFAULT_BANKROLL_PROFILE,
  bankrollPlan,
  type BankrollProfile,
  type BankrollRow,
} from '@velas/domain/bankroll';
import { BANKROLL_DEFAULT_START } from '@velas/domain/constants';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { fill } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import { centsToDecimalString, maskMoneyInput, parseMoneyInput } from '@velas/domain/money';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { ChoiceSelect, Label } from '@velas/web-core/ui/Field';
import { memo, useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { useSaoPauloToday } from '#/lib/useNow.ts';
import { MoneyField } from '#/ui/MoneyField.tsx';
import { TextWithTerms } from '#/ui/Term.tsx';
import { BankrollPlanDialog } from './BankrollPlanDialog.tsx';
import { aviatorCopy } from './copy.ts';
import { PlanSummary } from './PlanSummary.tsx';

const PROFILE_NAMES = Object.keys(BANKROLL_PROFILES) as BankrollProfile[];

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

const SelectRow = styled.div`
  margin-bottom: 12px;
`;

const Result = styled.div`
  scroll-margin-bottom: calc(
    ${({ theme }) => theme.bars.bottom} + ${({ theme }) => theme.space(2)}
  );
`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const BankrollCard = memo(function BankrollCard() {
  const today = useSaoPauloToday();
  const profileId = useId();
  // Masked like every amount field ("1.000,00"), from the first render.
  const [startText, setStartText] = useState(
    maskMoneyInput(centsToDecimalString(BANKROLL_DEFAULT_START).replace('.', ',')),
  );
  const [profile, setProfile] = useState<BankrollProfile>(DEFAULT_BANKROLL_PROFILE);
  const [plan, setPlan] = useState<BankrollRow[] | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (plan) result.current?.scrollIntoView({ block: 'nearest' });
  }, [plan]);

  function calculate(event: SyntheticEvent) {
    event.preventDefault();
    const start = parseMoneyInput(startText);
    setInvalid(start === null || start <= 0);
    setPlan(start === null || start <= 0 ? null : bankrollPlan({ start, profile, today }));
  }

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
        <SelectRow>
          <Label htmlFor={profileId}>{aviatorCopy.profileLabel}</Label>
          <ChoiceSelect
            id={profileId}
            value={profile}
            choices={PROFILE_NAMES}
            onChoose={setProfile}
            // The loss the profile stops at (its stop loss, twice the day's
            // goal): a limit, not a "meta" that reads as a promise nor a stake that reads as advice.
            label={(name) =>
              fill(plainWordsMessages.bankrollProfileLabel, {
                perfil: capitalised(name),
                limite: BANKROLL_PROFILES[name] * STOP_LOSS_TIMES_GOAL,
              })
            }
          />
        </SelectRow>
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
          <PlanSummary plan={plan} />
        </Result>
      )}
      {plan && (
        <BankrollPlanDialog
          open={detailsOpen}
          plan={plan}
          onClose={() => {
            setDetailsOpen(false);
          }}
        />
      )}
    </Card>
  );
});
