// Its refusal is said under it, not in the summary above the form.
import { useId } from 'react';
import styled from 'styled-components';
import { registerCopy } from './copy.ts';

const Label = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.touch};
  margin: ${({ theme }) => theme.space(3)} 0;
  cursor: pointer;
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Refusal = styled.p`
  color: ${({ theme }) => theme.colors.loss};
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

interface ConsentFieldProps {
  checked: boolean;
  refused: boolean;
  onChange: (checked: boolean) => void;
}

export function ConsentField({ checked, refused, onChange }: ConsentFieldProps) {
  const refusalId = useId();
  return (
    <>
      <Label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
          aria-invalid={refused}
          aria-describedby={refused ? refusalId : undefined}
        />
        <span>{registerCopy.consent}</span>
      </Label>
      {refused && (
        <Refusal id={refusalId} role="alert">
          {registerCopy.consentRequired}
        </Refusal>
      )}
    </>
  );
}
