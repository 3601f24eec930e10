// How the registration's typed fields are marked after the spec's 'Todos os
// campos devem ser preenchidos!': an empty one is outlined and described by
// that one summary, rather than saying it again under every field.
import { authMessages } from '@velas/domain/messages/auth';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { TypedField, useRegistration } from './useRegistration.ts';

export type RegistrationForm = ReturnType<typeof useRegistration>['form'];

// Not the read-only Nome the CPF slot holds: the player cannot fill it.
const Slot = styled.div`
  &[data-missing='true'] input:not([readonly]) {
    border: 2px solid ${({ theme }) => theme.colors.loss};
  }
`;

export function fieldSlots(form: RegistrationForm, summaryId: string) {
  /** After 'Todos os campos…', whether this field is one of the empty ones. */
  const missing = (field: TypedField): boolean =>
    form.errors.includes(authMessages.registrationFieldsRequired) &&
    form.values[field].trim() === '';
  /** The field's value and change, described by the summary while it is one of the empty ones. */
  const typed = (field: TypedField, mask?: (text: string) => string) => ({
    ...form.bind(field, mask),
    ...(missing(field) && { 'aria-describedby': summaryId }),
  });
  const slot = (field: TypedField, input: ReactNode) => (
    <Slot data-missing={missing(field)}>{input}</Slot>
  );
  return { typed, slot };
}

export type FieldSlots = ReturnType<typeof fieldSlots>;
