// The CEP look-up of the address fields:
// on leaving the field, only at exactly 8 digits. Its answer is kept with the
// CEP it is for and never written into the form, so an answer that comes late
// cannot undo what was typed meanwhile, and a CEP changed since reads as not
// looked up.
import { isCompleteCep, onlyDigits } from '@velas/domain/documents';
import type { ViaCepAddress } from '@velas/domain/schemas/postal-code';
import { useState } from 'react';
import { useLazyLookupCepQuery } from '../api/cepApi.ts';

export interface CepLookup {
  /** The address of the CEP typed, once looked up; null before, or for a CEP it does not know. */
  found: ViaCepAddress | null;
  /** The CEP typed was looked up, and is unknown (or the look-up failed). */
  unknown: boolean;
  looking: boolean;
  lookUp: () => void;
}

interface Answer {
  cepDigits: string;
  found: ViaCepAddress | null;
}

export function useCepLookup(cep: string): CepLookup {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lookup, { isFetching }] = useLazyLookupCepQuery();
  const cepDigits = onlyDigits(cep);
  const current = answer?.cepDigits === cepDigits ? answer : null;
  return {
    found: current?.found ?? null,
    unknown: current !== null && current.found === null,
    looking: isFetching,
    lookUp: () => {
      if (!isCompleteCep(cep)) return;
      void lookup(cepDigits, true)
        .unwrap()
        .catch(() => null)
        .then((reply) => {
          setAnswer({ cepDigits, found: reply === null || 'erro' in reply ? null : reply });
        });
    },
  };
}
