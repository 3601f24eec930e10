// The form saves the address with its one confirmation, so nothing typed is lost.
import { isCompleteCep } from '@velas/domain/documents';
import { walletMessages } from '@velas/domain/messages/wallet';
import { Muted } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import styled from 'styled-components';
import { withdrawCopy } from './copy.ts';
import type { CepLookup } from './useCepLookup.ts';

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

/** A field's text and its change, as the form binds it. */
interface Bound {
  value: string;
  onValueChange: (text: string) => void;
}

interface AddressFieldsProps {
  cep: Bound;
  number: Bound;
  lookup: CepLookup;
  /** The form's check of both fields (`Preencha o CEP e o Número corretamente.`), or null. */
  error: string | null;
  /** Why the address is asked, when no line before the fields says it already. */
  why?: string;
}

export function AddressFields({ cep, number, lookup, error, why }: AddressFieldsProps) {
  // One message, once: at the CEP while it is the CEP that is wrong or
  // missing, then at the number while it is blank; gone once both are filled.
  const cepError = lookup.unknown
    ? walletMessages.cepInvalid
    : error !== null && !isCompleteCep(cep.value)
      ? error
      : null;
  const numberError =
    error !== null && cepError === null && number.value.trim() === '' ? error : null;

  return (
    <Group>
      <legend>{withdrawCopy.addressLegend}</legend>
      {why !== undefined && <Muted>{why}</Muted>}
      <Muted>{withdrawCopy.addressOnce}</Muted>
      <Field
        label={withdrawCopy.cepLabel}
        error={cepError}
        announce
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        {...cep}
        onBlur={lookup.lookUp}
      />
      {lookup.looking && <Muted role="status">{withdrawCopy.cepLooking}</Muted>}
      {lookup.found && (
        <Muted role="status">
          {[
            lookup.found.logradouro,
            lookup.found.bairro,
            `${lookup.found.localidade}/${lookup.found.uf}`,
          ]
            .filter(Boolean)
            .join(', ')}
        </Muted>
      )}
      <Field
        label={withdrawCopy.numberLabel}
        autoComplete="address-line2"
        {...number}
        error={numberError}
        announce
      />
    </Group>
  );
}
