// A labelled select of fixed numeric options (candle counts, filter values, odds).
import { useId } from 'react';
import styled from 'styled-components';
import { Select } from '../../ui/Field';

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
  format?: (value: number) => string;
}

export function CountSelect({
  label,
  options,
  value,
  onChange,
  format = String,
}: CountSelectProps) {
  const id = useId();
  return (
    <Label htmlFor={id}>
      {label}
      <Select
        id={id}
        value={value}
        onChange={(event) => {
          onChange(Number(event.target.value));
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {format(option)}
          </option>
        ))}
      </Select>
    </Label>
  );
}
