// The web's forms place their messages themselves; given a submit label, this
// one says the last failure once under the fields.
import type { FormHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { MessageList } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import type { FormSubmit } from './use-form-submit.ts';

interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  form: FormSubmit;
  submitLabel?: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function Form({ form, submitLabel, actions, children, ...formProps }: FormProps) {
  const { setFormElement, submit } = form;
  return (
    <form ref={setFormElement} onSubmit={submit} {...formProps}>
      {children}
      {submitLabel !== undefined && (
        <Footer form={form} submitLabel={submitLabel} actions={actions} />
      )}
    </form>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

interface FooterProps {
  form: FormSubmit;
  submitLabel: string;
  actions: ReactNode;
}

function Footer({ form, submitLabel, actions }: FooterProps) {
  return (
    <>
      <MessageList items={form.errors} />
      <Row>
        <Button type="submit" disabled={form.busy}>
          {submitLabel}
        </Button>
        {actions}
      </Row>
    </>
  );
}
