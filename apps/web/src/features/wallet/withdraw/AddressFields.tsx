// The address a withdrawal needs (docs/product.md#wallet-address-and-postal-code),
// asked inside the withdrawal form, before `Confirmar`, when the profile has
// none: CEP (looked up on leaving the field, at exactly 8 digits) and Número.
// The form saves it right before the withdrawal, so nothing typed is lost.
import { isCompleteCep, maskCep, onlyDigits } from '@velas/domain/documents';
import { messages } from '@velas/domain/messages';
import type { ViaCepAddress } from '@velas/domain/schemas/postal-code';
import { Muted } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import styled from 'styled-components';
import { useLazyLookupCepQuery } from '../../../services/cepApi';
import { withdrawCopy } from './copy';

/* A group of the form like the others: no frame, its name read like a field label. */
const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 700;
  }
`;

export interface AddressEntry {
  cep: string;
  number: string;
  /** What the CEP look-up found; null before it, or for a CEP it does not know. */
  found: ViaCepAddress | null;
}

export const EMPTY_ADDRESS: AddressEntry = { cep: '', number: '', found: null };

interface AddressFieldsProps {
  value: AddressEntry;
  onChange: (next: AddressEntry) => void;
  /** The form's check of both fields (`Preencha o CEP e o Número corretamente.`), or null. */
  error: string | null;
}

export function AddressFields({ value, onChange, error }: AddressFieldsProps) {
  const [cepInvalid, setCepInvalid] = useState(false);
  const [lookup, { isFetching }] = useLazyLookupCepQuery();

  const lookUpCep = async () => {
    // docs/product.md#wallet-address-and-postal-code: only when exactly 8 digits.
    if (!isCompleteCep(value.cep)) return;
    const answer = await lookup(onlyDigits(value.cep), true)
      .unwrap()
      .catch(() => null);
    const found = answer === null || 'erro' in answer ? null : answer;
    setCepInvalid(found === null);
    onChange({ ...value, found });
  };

  // One message, once: at the CEP while it is the CEP that is missing, then at
  // the number while it is blank; gone once both are filled.
  const cepError = cepInvalid
    ? messages.cepInvalid
    : error !== null && !isCompleteCep(value.cep)
      ? error
      : null;
  const numberError =
    error !== null && cepError === null && value.number.trim() === '' ? error : null;

  return (
    <Group>
      <legend>{withdrawCopy.addressLegend}</legend>
      <Muted>{withdrawCopy.addressOnce}</Muted>
      <Field
        label={withdrawCopy.cepLabel}
        error={cepError}
        announce
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        value={value.cep}
        onValueChange={(next) => {
          setCepInvalid(false);
          onChange({ ...value, cep: maskCep(next), found: null });
        }}
        onBlur={() => void lookUpCep()}
      />
      {isFetching && <Muted role="status">{withdrawCopy.cepLooking}</Muted>}
      {value.found && (
        <Muted role="status">
          {[
            value.found.logradouro,
            value.found.bairro,
            `${value.found.localidade}/${value.found.uf}`,
          ]
            .filter(Boolean)
            .join(', ')}
        </Muted>
      )}
      <Field
        label={withdrawCopy.numberLabel}
        autoComplete="address-line2"
        value={value.number}
        onValueChange={(number) => {
          onChange({ ...value, number });
        }}
        error={numberError}
        announce
      />
    </Group>
  );
}
