import { WITHDRAW_MINIMUM } from '@velas/domain/constants';
import { maskCep } from '@velas/domain/documents';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import { protectionMessages } from '@velas/domain/messages/protection';
import { fill } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents, toCents, type Cents } from '@velas/domain/money';
import type { UserProfile } from '@velas/domain/schemas/user';
import type { PixKeyType } from '@velas/domain/schemas/wallet';
import { Form } from '@velas/web-core/form/Form';
import { Alert, MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import { ChoiceField, Field } from '@velas/web-core/ui/Field';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useProfileQuery } from '../../../services/accountApi';
import { MoneyField } from '../../../ui/MoneyField';
import { Loading } from '../../../ui/Spinner';
import { AddressFields } from './AddressFields';
import { withdrawCopy } from './copy';
import { pixKeyFor } from './pixKey';
import { useWithdrawForm, type Purpose } from './useWithdrawForm';
import { useWithdrawFormSchemas, type Schemas } from './useWithdrawFormSchemas';
import { WithdrawalReceipt } from './WithdrawalReceipt';

const Available = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  strong {
    font-size: ${({ theme }) => theme.type.xl};
    font-variant-numeric: tabular-nums;
  }
`;

/** The amount typed, echoed before the button with what stays (docs/design.md#principles). */
const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.type.sm};
  font-variant-numeric: tabular-nums;
  &:empty {
    margin: 0;
  }
`;

/** What saving the address alone is for, said before the fields it is about. */
const FirstStep = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

// The domain's PIX_KEY_TYPES sits beside zod schemas; this screen needs only the names.
const PIX_TYPES: readonly PixKeyType[] = ['CPF', 'Telefone', 'Email'];

/** The messages said at the amount field; the address's is said at its fields. */
const AMOUNT_MESSAGES: readonly string[] = [
  walletMessages.withdrawAmountRequired,
  walletMessages.withdrawMinimum,
];

/**
 * The one button: `Salvar Endereço` while it only saves the address, else
 * `Confirmar saque de R$ 50,00` once the amount may leave; the spec's
 * `Confirmar` stays its first word (docs/product.md#wallet-withdrawals).
 */
function buttonLabel(purpose: Purpose, amount: Cents | null): string {
  if (purpose === 'saveAddress') return withdrawCopy.saveAddress;
  return amount === null
    ? withdrawCopy.confirm
    : fill(walletMessages.withdrawConfirmAmount, { valor: formatCents(amount) });
}

/**
 * Everything a withdrawal needs is asked in one form, before its one button
 * (docs/product.md#wallet-withdrawals): the amount, and after it the address
 * when the profile has none.
 */
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

function LoadedWithdrawForm({
  profile,
  schemas,
  onReceipt,
}: {
  profile: UserProfile;
  schemas: Schemas;
  onReceipt: (id: number | null) => void;
}) {
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
  } = useWithdrawForm(profile, schemas, onReceipt);
  if (requested) return <WithdrawalReceipt requested={requested} onNew={startOver} />;
  // Where a message shows, once (docs/design.md#principles): at the amount, at
  // the address fields, or, owned by no field, above the form.
  const amountError = form.errors.find((message) => AMOUNT_MESSAGES.includes(message)) ?? null;
  const addressError = form.errors.includes(walletMessages.addressFieldsRequired)
    ? walletMessages.addressFieldsRequired
    : null;
  // While no money can leave, saving the address is the form's one action: it
  // comes first, said before it. Otherwise the amount comes first, as a bank
  // asks it, and the address after the key, saying why it is asked once.
  const address = (
    <AddressFields
      cep={form.bind('cep', maskCep)}
      number={form.bind('number')}
      lookup={lookup}
      error={addressError}
      why={purpose === 'firstWithdrawal' ? withdrawCopy.addressAskedOnce : undefined}
    />
  );

  return (
    <Form form={form} noValidate aria-label={withdrawCopy.formName}>
      {addressSaved && <Alert tone="success">{walletMessages.addressSaved}</Alert>}
      <MessageList
        items={form.errors.filter((message) => message !== amountError && message !== addressError)}
      />
      <Available>
        {withdrawCopy.available}{' '}
        <strong>
          {balance === undefined ? withdrawCopy.availableLoading : formatCents(balance)}
        </strong>
      </Available>
      <Muted>
        {(belowMinimum ? withdrawCopy.belowMinimum : withdrawCopy.minimum)(
          formatCents(WITHDRAW_MINIMUM),
        )}
      </Muted>
      {purpose === 'saveAddress' && (
        <>
          <FirstStep>{withdrawCopy.firstWithdrawalAsks}</FirstStep>
          {address}
        </>
      )}
      <MoneyField
        label={withdrawCopy.amountLabel}
        error={amountError}
        announce
        placeholder="0,00"
        {...form.bind('amount')}
      />
      <ChoiceField
        label={withdrawCopy.pixTypeLabel}
        value={form.values.pixType}
        choices={PIX_TYPES}
        onChoose={(pixType) => {
          form.setValues({ ...form.values, pixType });
        }}
      />
      <Field
        label={withdrawCopy.pixKeyLabel}
        readOnly
        value={pixKeyFor(profile, form.values.pixType).shown}
      />
      {purpose === 'firstWithdrawal' && address}
      <Summary aria-live="polite">
        {amount !== null && balance !== undefined && amount <= balance
          ? fill(protectionMessages.withdrawSummary, {
              valor: formatCents(amount),
              saldo: formatCents(toCents(balance - amount)),
            })
          : null}
      </Summary>
      <Muted data-testid="withdraw-delivery">{withdrawCopy.deliveryAndFee}</Muted>
      <Button
        type="submit"
        $block
        disabled={form.busy || (purpose !== 'saveAddress' && belowMinimum)}
      >
        {buttonLabel(purpose, amount)}
      </Button>
    </Form>
  );
}
