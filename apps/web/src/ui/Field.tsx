import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export const Input = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.touch};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.control};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[readonly] {
    opacity: 0.8;
  }
`;

export const Select = styled.select`
  width: 100%;
  min-height: ${({ theme }) => theme.touch};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.control};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
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

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: stretch;
`;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Rendered beside the input (e.g. the show/hide password toggle). */
  addon?: ReactNode;
}

/** A labelled input: the label names the control for screen readers. */
export function Field({ label, addon, ...inputProps }: FieldProps) {
  const id = useId();
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <Row>
        <Input id={id} {...inputProps} />
        {addon}
      </Row>
    </Wrapper>
  );
}
