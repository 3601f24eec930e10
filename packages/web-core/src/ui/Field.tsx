import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const control = css`
  width: 100%;
  min-height: ${({ theme }) => theme.touch};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.control};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const Input = styled.input`
  ${control}
  &[readonly] {
    opacity: 0.8;
  }
`;

export const Select = styled.select`
  ${control}
`;

export const Label = styled.label`
  display: block;
  margin-bottom: 4px;
  font-size: ${({ theme }) => theme.type.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  label {
    font-size: ${({ theme }) => theme.type.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.sm};
`;

const FieldMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.loss};
  font-size: ${({ theme }) => theme.type.sm};
  font-weight: 600;
`;

/* An addon (the password toggle) sits inside the field, at its end. */
const Row = styled.div<{ $addon: boolean }>`
  position: relative;
  display: flex;
  align-items: stretch;
  input {
    padding-inline-end: ${({ $addon, theme }) => ($addon ? theme.touch : theme.space(3))};
  }
  .field-addon {
    position: absolute;
    inset-block: 0;
    inset-inline-end: 0;
    display: flex;
    align-items: center;
  }
`;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  onValueChange?: (value: string) => void;
  hint?: ReactNode;
  addon?: ReactNode;
  /** Shown at the field and nowhere else (docs/design.md: each error once). */
  error?: string | null;
  /** For a form whose summary does not repeat it. */
  announce?: boolean;
}

export function Field({
  label,
  hint,
  addon,
  onValueChange,
  error,
  announce = false,
  ...inputProps
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const { onChange } = inputProps;
  const describedBy = [
    inputProps['aria-describedby'],
    hint ? hintId : undefined,
    error ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <Row $addon={addon !== undefined}>
        <Input
          id={id}
          {...inputProps}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        />
        {addon !== undefined && <span className="field-addon">{addon}</span>}
      </Row>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && (
        <FieldMessage id={errorId} role={announce ? 'alert' : undefined}>
          {error}
        </FieldMessage>
      )}
    </Wrapper>
  );
}

interface ChoiceSelectProps<T extends string | number> {
  id: string;
  value: T;
  choices: readonly T[];
  onChoose: (choice: T) => void;
  label?: (choice: T) => ReactNode;
}

export function ChoiceSelect<T extends string | number>({
  id,
  value,
  choices,
  onChoose,
  label = String,
}: ChoiceSelectProps<T>) {
  return (
    <Select
      id={id}
      value={value}
      onChange={(event) => {
        const chosen = choices.find((choice) => String(choice) === event.target.value);
        if (chosen !== undefined) onChoose(chosen);
      }}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {label(choice)}
        </option>
      ))}
    </Select>
  );
}

interface ChoiceFieldProps<T extends string | number> extends Omit<
  ChoiceSelectProps<T>,
  'id' | 'label'
> {
  label: ReactNode;
  optionLabel?: (choice: T) => ReactNode;
}

export function ChoiceField<T extends string | number>({
  label,
  optionLabel,
  ...select
}: ChoiceFieldProps<T>) {
  const id = useId();
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <ChoiceSelect id={id} label={optionLabel} {...select} />
    </Wrapper>
  );
}
