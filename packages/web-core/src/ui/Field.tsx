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

/** A label styled like the ones Field renders, for controls Field does not cover. */
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
  /** Called with the input's new text (the usual need of onChange). */
  onValueChange?: (value: string) => void;
  /** A line under the input that says what it takes, read with it by screen readers. */
  hint?: ReactNode;
  /** Rendered beside the input (e.g. the show/hide password toggle). */
  addon?: ReactNode;
  /** The message about this field, shown at it and nowhere else (docs/design.md: each error once). */
  error?: string | null;
  /**
   * The message is announced as it appears (role=alert): for a form whose
   * summary does not repeat it.
   */
  announce?: boolean;
}

/** A labelled input: the label names the control for screen readers. */
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
  /** The option's text; the choice itself when omitted. */
  label?: (choice: T) => ReactNode;
}

/** A select over a fixed list of choices, answering with the chosen one (not its text). */
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
  /** The field's label, which names the select for screen readers. */
  label: ReactNode;
  /** The option's text; the choice itself when omitted. */
  optionLabel?: (choice: T) => ReactNode;
}

/**
 * A labelled ChoiceSelect: the label above it, tied to it by an id of its own,
 * spaced as a Field is, so a form's fields keep one rhythm.
 */
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
