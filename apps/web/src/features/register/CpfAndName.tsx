import { maskCpf } from '@velas/domain/documents';
import { MessageList } from '@velas/web-core/ui/Alert';
import { Field } from '@velas/web-core/ui/Field';
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { registerCopy } from './copy.ts';
import { TestDocuments } from './TestDocuments.tsx';
import type { useCpfCheck } from './useCpfCheck.ts';

/**
 * The name the CPF check returned, masked by the server ("Maria T. da S."):
 * a value, shown as one (not greyed like a placeholder), with what it is.
 */
const NameSlot = styled.div`
  input[readonly] {
    opacity: 1;
    font-weight: 600;
    background: ${({ theme }) => theme.colors.raised};
  }
`;

interface CpfAndNameProps {
  cpfCheck: ReturnType<typeof useCpfCheck>;
  /** The CPF field's value, change and summary description, from the form. */
  cpf: Pick<ComponentProps<typeof Field>, 'value' | 'aria-describedby'> & {
    onValueChange: (text: string) => void;
  };
}

/** CPF first, as Brazilian apps ask it: the name comes from it, right under it. */
export function CpfAndName({ cpfCheck, cpf }: CpfAndNameProps) {
  return (
    <>
      <Field
        label={registerCopy.cpf}
        inputMode="numeric"
        placeholder="999.999.999-99"
        {...cpf}
        onValueChange={(text) => {
          cpf.onValueChange(maskCpf(text));
        }}
        onBlur={() => void cpfCheck.check(String(cpf.value ?? ''))}
        hint={cpfCheck.checking ? registerCopy.checkingCpf : undefined}
      />
      <TestDocuments />
      <MessageList items={cpfCheck.errors} />
      <NameSlot>
        <Field
          label={registerCopy.name}
          readOnly
          value={cpfCheck.person?.name ?? ''}
          placeholder={registerCopy.nameFromCpf}
          hint={cpfCheck.person ? registerCopy.nameMasked : undefined}
        />
      </NameSlot>
    </>
  );
}
