// A labelled select of fixed numeric options (candle counts, filter values, odds).
import { ChoiceSelect } from '@velas/web-core/ui/Field';
import { useId } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  select {
    width: auto;
  }
`;

interface CountSelectProps {
  label: string;
  options: readonly number[];
  value: number;
  onChange: (value: number) => void;
  /** Written after each option, e.g. "X" for odds. */
  suffix?: string;
}

export function CountSelect({ label, options, value, onChange, suffix = '' }: CountSelectProps) {
  const id = useId();
  return (
    <Label htmlFor={id}>
      {label}
      <ChoiceSelect
        id={id}
        value={value}
        choices={options}
        onChoose={onChange}
        // pt-BR thousands: "1.000 rodadas".
        label={(option) => `${option.toLocaleString('pt-BR')}${suffix}`}
      />
    </Label>
  );
}
