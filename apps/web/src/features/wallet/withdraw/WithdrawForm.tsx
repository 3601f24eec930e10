import { maskCep } from '@velas/domain/documents';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import { walletMessages } from '@velas/domain/messages/wallet';
import type { UserProfile } from '@velas/domain/schemas/user';
import { Form } from '@velas/web-core/form/Form';
import { Alert, MessageList } from '@velas/web-core/ui/Alert';
import { Muted } from '@velas/web-core/ui/Card';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useProfileQuery } from '#/services/accountApi.ts';
import { MoneyField } from '#/ui/MoneyField.tsx';
import { Loading } from '#/ui/Spinner.tsx';
import { AddressFields } from './AddressFields.tsx';
import { AvailableBalance } from './AvailableBalance.tsx';
import { withdrawCopy } from './copy.ts';
import { PixKeyFields } from './PixKeyFields.tsx';
import { placedErrors } from './placedErrors.ts';
import { useWithdrawForm } from './useWithdrawForm.ts';
import { useWithdrawFormSchemas, type Schemas } from './useWithdrawFormSchemas.ts';
import { WithdrawalReceipt } from './WithdrawalReceipt.tsx';
import { WithdrawButton } from './WithdrawButton.tsx';
import { WithdrawSummary } from './WithdrawSummary.tsx';

/** What saving the address alone is for, said before the fields it is about. */
const FirstStep = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

export function WithdrawForm({ onReceipt }: { onReceipt: (id: number | null) => void }) {
  const { data: profile, error: profileError, isLoading } = useProfileQuery(undefined);
  const schemas = useWithdrawFormSchemas();
  // Gone, its receipt goes with it: the list shows that withdrawal again.
  useEffect(
    () => () => {
      onReceipt(null);
    },
    [onReceipt],
  );
  if (isLoading || schemas === null) return <Loading label={commonMessages.loadingInformation} />;
  if (profileError || !profile || schemas === 'failed')
    return <Alert>{authMessages.userInfoFailed}</Alert>;
  return <LoadedWithdrawForm profile={profile} schemas={schemas} onReceipt={onReceipt} />;
}

interface LoadedWithdrawFormProps {
  profile: UserProfile;
  schemas: Schemas;
  onReceipt: (id: number | null) => void;
}

function LoadedWithdrawForm({ profile, schemas, onReceipt }: LoadedWithdrawFormProps) {
  const {
    form,
    purpose,
    belowMinimum,
    balance,
    amount,
    lookup,
    requested,
    addressSaved,
    startOver,
    typeAmount,
  } = useWithdrawForm(profile, schemas, onReceipt);
  if (requested) return <WithdrawalReceipt requested={requested} onNew={startOver} />;
  const errors = placedErrors(form.errors);
  // While no money can leave, saving the address is the form's one action: it
  // comes first, said before it. Otherwise the amount comes first, as a bank
  // asks it, and the address after the key, saying why it is asked once.
  const address = (
    <AddressFields
      cep={form.bind('cep', maskCep)}
      number={form.bind('number')}
      lookup={lookup}
      error={errors.address}
      why={purpose === 'firstWithdrawal' ? withdrawCopy.addressAskedOnce : undefined}
    />
  );
  return (
    <Form form={form} noValidate aria-label={withdrawCopy.formName}>
      {addressSaved && <Alert tone="success">{walletMessages.addressSaved}</Alert>}
      <MessageList items={errors.form} />
      <AvailableBalance balance={balance} belowMinimum={belowMinimum} />
      {purpose === 'saveAddress' && (
        <>
          <FirstStep>{withdrawCopy.firstWithdrawalAsks}</FirstStep>
          {address}
        </>
      )}
      <MoneyField
        label={withdrawCopy.amountLabel}
        error={errors.amount}
        announce
        placeholder="0,00"
        {...form.bind('amount')}
      />
      <PixKeyFields
        profile={profile}
        pixType={form.values.pixType}
        onChoose={(pixType) => {
          form.setValues({ ...form.values, pixType });
        }}
      />
      {purpose === 'firstWithdrawal' && address}
      <WithdrawSummary amount={amount} balance={balance} onWithdrawAll={typeAmount} />
      <Muted data-testid="withdraw-delivery">{withdrawCopy.deliveryAndFee}</Muted>
      <WithdrawButton
        purpose={purpose}
        amount={amount}
        disabled={form.busy || (purpose !== 'saveAddress' && belowMinimum)}
      />
    </Form>
  );
}
