import { isCompleteCep, maskCep, onlyDigits } from '@velas/domain/documents';
import { messages } from '@velas/domain/messages';
import type { ViaCepAddress } from '@velas/domain/schemas/postal-code';
import { checkAddress } from '@velas/domain/validation';
import { useState, type SyntheticEvent } from 'react';
import { useUpdateUserMutation } from '../../../services/accountApi';
import { useLazyLookupCepQuery } from '../../../services/cepApi';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Muted } from '../../../ui/Card';
import { Field } from '../../../ui/Field';

/**
 * Shown when the api requires an address before a withdrawal
 * (docs/product.md#wallet-address-and-postal-code).
 */
export function AddressForm({ onSaved }: { onSaved: () => void }) {
  const [cep, setCep] = useState('');
  const [number, setNumber] = useState('');
  const [address, setAddress] = useState<ViaCepAddress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [lookup, { isFetching }] = useLazyLookupCepQuery();
  const [updateUser, { isLoading }] = useUpdateUserMutation();

  const lookUpCep = async () => {
    // docs/product.md#wallet-address-and-postal-code: only when exactly 8 digits.
    if (!isCompleteCep(cep)) return;
    setAddress(null);
    try {
      const answer = await lookup(onlyDigits(cep), true).unwrap();
      if ('erro' in answer) setError(messages.cepInvalid);
      else {
        setAddress(answer);
        setError(null);
      }
    } catch {
      setError(messages.cepInvalid);
    }
  };

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    const checked = checkAddress({ cep, number });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    try {
      await updateUser({
        zipCode: checked.value.cep,
        number: checked.value.number,
        state: address?.uf,
        city: address?.localidade,
        street: address?.logradouro,
        neighborhood: address?.bairro,
      }).unwrap();
      onSaved();
    } catch {
      setError(messages.addressUpdateFailed);
    }
  };

  return (
    <form noValidate aria-label="Endereço" onSubmit={(event) => void save(event)}>
      <Alert tone="warning">{messages.addressRequired}</Alert>
      {error && <Alert>{error}</Alert>}
      <Field
        label="CEP"
        error={
          error === messages.cepInvalid ||
          (error === messages.addressFieldsRequired && !isCompleteCep(cep))
            ? error
            : null
        }
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        value={cep}
        onValueChange={(value) => {
          setCep(maskCep(value));
        }}
        onBlur={() => void lookUpCep()}
      />
      {isFetching && <Muted role="status">Buscando CEP...</Muted>}
      {address && (
        <Muted role="status">
          {[address.logradouro, address.bairro, `${address.localidade}/${address.uf}`]
            .filter(Boolean)
            .join(', ')}
        </Muted>
      )}
      <Field
        label="Número"
        value={number}
        onValueChange={setNumber}
        error={error === messages.addressFieldsRequired && number.trim() === '' ? error : null}
      />
      <Button type="submit" $block disabled={isLoading}>
        Salvar Endereço
      </Button>
    </form>
  );
}
